import { api, type OrderDetail, type OrderStatus } from '@shop/shared';

/** PATCH /admin/orders/{uuid} {status, reason}: one step of the workflow; answers the order as it is now. */
export async function updateOrderStatus(uuid: string, status: OrderStatus, reason?: string): Promise<OrderDetail> {
  const { data } = await api.patch<{ data: OrderDetail }>(`/admin/orders/${encodeURIComponent(uuid)}`, { status, ...(reason !== undefined ? { reason } : {}) });
  return data.data;
}
