import { Type } from '@sinclair/typebox';
import { AddToCartBody, Cart, CartRef, OrderReceipt, QuantityBody, SendCartBody, UpdateCartBody } from '@shop/shared/contracts/cart';
import { ApiError } from '@shop/shared/contracts/common';
import { CartDeliveryBody, DeliveryOptions, DeliveryOptionsQuery } from '@shop/shared/contracts/delivery';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import type { App } from '../../types.ts';
import type { CartService } from './service.ts';
import { originOf } from '../../lib/origin.ts';

const CartParams = Type.Object({ cartId: Type.String({ minLength: 1, maxLength: 64 }) });
const LineParams = Type.Object({ cartId: Type.String({ minLength: 1, maxLength: 64 }), productId: Type.String({ minLength: 1, maxLength: 64 }) });
const errors = { 404: ApiError, 409: ApiError, 422: ApiError, 429: ApiError };

/** Per client address (issue 28, 2): cart writes per minute, and sent carts (orders, and their mails) per hour. */
export interface CartLimits {
  writesPerMinute: number;
  sendsPerHour: number;
}

export async function cartRoutes(app: App, opts: { cart: CartService; limits: CartLimits }): Promise<void> {
  const { cart } = opts;
  // One counter for all the writes of a client (the plugin's manual limiter), not one per route.
  const writeLimit = app.createRateLimit({ max: opts.limits.writesPerMinute, timeWindow: 60_000, keyGenerator: (req) => `cart-write|${req.ip}` });
  const limitWrites = async (req: FastifyRequest): Promise<void> => {
    const limit = await writeLimit(req);
    if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, `Too many cart changes; try again in ${limit.ttlInSeconds} s`, undefined, 'rateLimited');
  };
  const send = { rateLimit: { max: opts.limits.sendsPerHour, timeWindow: 3_600_000 } };

  app.post('/api/cart/add', { onRequest: limitWrites, schema: { body: AddToCartBody, response: { 200: Type.Object({ data: CartRef }), ...errors } } }, async (req) => ({
    data: await cart.add(req.body, req.lang),
  }));

  app.get('/api/cart/:cartId', { schema: { params: CartParams, response: { 200: Type.Object({ data: Cart }), 404: ApiError } } }, async (req) => ({
    data: await cart.getCart(req.params.cartId, req.lang),
  }));

  app.delete('/api/cart/:cartId/:productId', { onRequest: limitWrites, schema: { params: LineParams, response: { 200: Type.Object({ data: Cart }), ...errors } } }, async (req) => ({
    data: await cart.remove(req.params.cartId, req.params.productId, req.lang),
  }));

  app.put(
    '/api/cart/:cartId/:productId/quantity',
    { onRequest: limitWrites, schema: { params: LineParams, body: QuantityBody, response: { 200: Type.Object({ data: Cart }), ...errors } } },
    async (req) => ({ data: await cart.setQuantity(req.params.cartId, req.params.productId, req.body.quantity, req.lang) }),
  );

  app.put(
    '/api/cart/:cartId/update',
    { onRequest: limitWrites, schema: { params: CartParams, body: UpdateCartBody, response: { 200: Type.Object({ data: CartRef }), ...errors } } },
    async (req) => ({ data: await cart.updateContact(req.params.cartId, req.body.contact, req.lang) }),
  );

  // What pickup and the carrier cost for this cart, the carrier's for the country the buyer typed.
  app.get(
    '/api/cart/:cartId/delivery-options',
    { schema: { params: CartParams, querystring: DeliveryOptionsQuery, response: { 200: Type.Object({ data: DeliveryOptions }), 404: ApiError } } },
    async (req) => ({ data: await cart.deliveryOptions(req.params.cartId, req.query.country ?? '', req.lang) }),
  );

  app.put(
    '/api/cart/:cartId/delivery',
    { onRequest: limitWrites, schema: { params: CartParams, body: CartDeliveryBody, response: { 200: Type.Object({ data: Cart }), ...errors } } },
    async (req) => ({ data: await cart.setDelivery(req.params.cartId, req.body.method, req.lang) }),
  );

  app.post(
    '/api/cart/:cartId/send',
    { config: send, schema: { params: CartParams, body: Type.Optional(SendCartBody), response: { 200: Type.Object({ data: OrderReceipt }), ...errors, 503: ApiError } } },
    async (req) => ({ data: await cart.send(req.params.cartId, req.body ?? {}, req.ip, originOf(app.config, req)) }),
  );
}
