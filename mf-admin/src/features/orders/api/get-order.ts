import { api, type OrderDetail } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /admin/orders/{uuid}: lines, totals, contact, language, date and the state of its mails. */
export async function getOrder(uuid: string, signal?: AbortSignal): Promise<OrderDetail> {
  const { data } = await api.get<{ data: OrderDetail }>(`/admin/orders/${encodeURIComponent(uuid)}`, { signal });
  return data.data;
}

export function useOrder(uuid: string) {
  // While another order loads, the one on screen stays until the answer is there (see OrderPage).
  return useApi(`order|${uuid}`, (signal) => getOrder(uuid, signal), { keepPrevious: true });
}
