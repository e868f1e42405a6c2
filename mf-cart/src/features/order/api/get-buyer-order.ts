import { api, ORDER_KEY_HEADER, type BuyerOrder } from '@shop/shared';

/** GET /api/order: the order its key names (the key in a header, never in the URL: decision 0105). */
export async function getBuyerOrder(orderKey: string, signal?: AbortSignal): Promise<BuyerOrder> {
  const { data } = await api.get<{ data: BuyerOrder }>('/api/order', { headers: { [ORDER_KEY_HEADER]: orderKey }, signal });
  return data.data;
}
