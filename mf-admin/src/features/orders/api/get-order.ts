import { api, type OrderDetail } from '@shop/shared';
import { useRequest } from '../hooks/use-request.ts';

/** GET /admin/orders/{uuid}: lines, totals, contact, language, date and the state of its mails. */
export async function getOrder(uuid: string, signal?: AbortSignal): Promise<OrderDetail> {
  const { data } = await api.get<{ data: OrderDetail }>(`/admin/orders/${encodeURIComponent(uuid)}`, { signal });
  return data.data;
}

export function useOrder(uuid: string) {
  return useRequest(uuid, (signal) => getOrder(uuid, signal));
}
