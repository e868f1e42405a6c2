import { api, ORDER_KEY_HEADER } from '@shop/shared';

/** GET /api/order/confirmation.pdf: the order confirmation as the mail carried it, as a file to save or open. */
export async function getOrderPdf(orderKey: string): Promise<Blob> {
  const { data } = await api.get<Blob>('/api/order/confirmation.pdf', { headers: { [ORDER_KEY_HEADER]: orderKey }, responseType: 'blob' });
  return data;
}
