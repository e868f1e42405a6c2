import { Type } from '@sinclair/typebox';
import { AddToCartBody, Cart, CartRef, OrderReceipt, QuantityBody, SendCartBody, UpdateCartBody } from '@shop/shared/contracts/cart';
import { ApiError } from '@shop/shared/contracts/common';
import type { App } from '../../types.ts';
import type { CartService } from './service.ts';

const CartParams = Type.Object({ cartId: Type.String({ minLength: 1, maxLength: 64 }) });
const LineParams = Type.Object({ cartId: Type.String({ minLength: 1, maxLength: 64 }), productId: Type.String({ minLength: 1, maxLength: 64 }) });
const errors = { 404: ApiError, 409: ApiError, 422: ApiError };

export async function cartRoutes(app: App, opts: { cart: CartService }): Promise<void> {
  const { cart } = opts;

  app.post('/api/cart/add', { schema: { body: AddToCartBody, response: { 200: Type.Object({ data: CartRef }), ...errors } } }, async (req) => ({
    data: await cart.add(req.body, req.lang),
  }));

  app.get('/api/cart/:cartId', { schema: { params: CartParams, response: { 200: Type.Object({ data: Cart }), 404: ApiError } } }, async (req) => ({
    data: await cart.getCart(req.params.cartId, req.lang),
  }));

  app.delete('/api/cart/:cartId/:productId', { schema: { params: LineParams, response: { 200: Type.Object({ data: Cart }), ...errors } } }, async (req) => ({
    data: await cart.remove(req.params.cartId, req.params.productId, req.lang),
  }));

  app.put(
    '/api/cart/:cartId/:productId/quantity',
    { schema: { params: LineParams, body: QuantityBody, response: { 200: Type.Object({ data: Cart }), ...errors } } },
    async (req) => ({ data: await cart.setQuantity(req.params.cartId, req.params.productId, req.body.quantity, req.lang) }),
  );

  app.put(
    '/api/cart/:cartId/update',
    { schema: { params: CartParams, body: UpdateCartBody, response: { 200: Type.Object({ data: CartRef }), ...errors } } },
    async (req) => ({ data: await cart.updateContact(req.params.cartId, req.body.contact, req.lang) }),
  );

  app.post(
    '/api/cart/:cartId/send',
    { schema: { params: CartParams, body: Type.Optional(SendCartBody), response: { 200: Type.Object({ data: OrderReceipt }), ...errors, 503: ApiError } } },
    async (req) => ({ data: await cart.send(req.params.cartId, req.body?.['g-recaptcha-response'], req.ip) }),
  );
}
