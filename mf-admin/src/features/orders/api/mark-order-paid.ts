import { api, type OrderDetail } from '@shop/shared';

/** POST /admin/orders/{uuid}/payment: the bank transfer arrived (the buyer is told by mail); answers the order now. */
export async function markOrderPaid(uuid: string): Promise<OrderDetail> {
  const { data } = await api.post<{ data: OrderDetail }>(`/admin/orders/${encodeURIComponent(uuid)}/payment`);
  return data.data;
}
