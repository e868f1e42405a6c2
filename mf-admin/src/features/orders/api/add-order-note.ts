import { api, type OrderNote } from '@shop/shared';

/** POST /admin/orders/{uuid}/notes {text}: an internal note (never mailed); answers it with its author and time. */
export async function addOrderNote(uuid: string, text: string): Promise<OrderNote> {
  const { data } = await api.post<{ data: OrderNote }>(`/admin/orders/${encodeURIComponent(uuid)}/notes`, { text });
  return data.data;
}
