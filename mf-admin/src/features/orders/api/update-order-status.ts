import { api, type OrderDetail, type OrderStatus } from '@shop/shared';

/** PATCH /admin/orders/{uuid} {status}: answers the order as it is now. */
export async function updateOrderStatus(uuid: string, status: OrderStatus): Promise<OrderDetail> {
  const { data } = await api.patch<{ data: OrderDetail }>(`/admin/orders/${encodeURIComponent(uuid)}`, { status });
  return data.data;
}
