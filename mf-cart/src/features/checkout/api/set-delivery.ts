import { api, loadCart, type Cart, type DeliveryMethod } from '@shop/shared';

/**
 * PUT /api/cart/{cartId}/delivery: the buyer's choice (the server prices it; 422 with a delivery.* code for a country
 * the carrier does not serve). The cart is then loaded again, so every view of it shows the delivery.
 */
export async function setDelivery(cartId: string, method: DeliveryMethod): Promise<Cart | null> {
  await api.put<{ data: Cart }>(`/api/cart/${encodeURIComponent(cartId)}/delivery`, { method });
  return loadCart();
}
