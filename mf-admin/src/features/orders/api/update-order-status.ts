import { api, type OrderDetail, type OrderStatus, type OrderTrackingBody } from '@shop/shared';

/**
 * PATCH /admin/orders/{uuid} {status, reason, tracking}: one step of the workflow (tracking with the step to
 * shipped); answers the order as it is now.
 */
export async function updateOrderStatus(uuid: string, status: OrderStatus, reason?: string, tracking?: OrderTrackingBody): Promise<OrderDetail> {
  const { data } = await api.patch<{ data: OrderDetail }>(`/admin/orders/${encodeURIComponent(uuid)}`, {
    status,
    ...(reason !== undefined ? { reason } : {}),
    ...(tracking !== undefined ? { tracking } : {}),
  });
  return data.data;
}
