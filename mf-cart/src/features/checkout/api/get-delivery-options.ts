import { api, type DeliveryOptions } from '@shop/shared';

/** GET /api/cart/{cartId}/delivery-options: pickup and the carrier's price for the country the buyer typed. */
export async function getDeliveryOptions(cartId: string, country: string, signal?: AbortSignal): Promise<DeliveryOptions> {
  const { data } = await api.get<{ data: DeliveryOptions }>(`/api/cart/${encodeURIComponent(cartId)}/delivery-options`, { params: { country }, signal });
  return data.data;
}
