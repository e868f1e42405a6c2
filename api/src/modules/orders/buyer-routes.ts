// The buyer's order page (issue 47): the order and its confirmation PDF for whoever holds the order's signed key
// (decision 0105), sent in the Order-Key header so it stays out of URLs and logs. A key that does not verify is a 404,
// as a missing order is. Private answers: no proxy or browser cache keeps them.
import { Type } from '@sinclair/typebox';
import { BuyerOrder, ORDER_KEY_HEADER } from '@shop/shared/contracts/buyer-order';
import { ApiError } from '@shop/shared/contracts/common';
import type { FastifyReply } from 'fastify';
import type { App } from '../../types.ts';
import type { OrdersService } from './service.ts';

const KeyHeaders = Type.Object({ [ORDER_KEY_HEADER]: Type.Optional(Type.String({ maxLength: 200 })) });

/** Per client address: enough for a buyer reloading the page, too few to try keys (which a 128-bit MAC defeats anyway). */
const LOOKUPS_PER_MINUTE = 120;

const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');

export async function buyerOrderRoutes(app: App, opts: { orders: OrdersService }): Promise<void> {
  const { orders } = opts;
  const config = { rateLimit: { max: LOOKUPS_PER_MINUTE, timeWindow: 60_000 } };

  app.get('/api/order', { config, schema: { headers: KeyHeaders, response: { 200: Type.Object({ data: BuyerOrder }), 404: ApiError, 429: ApiError } } }, async (req, reply) => {
    privately(reply);
    return { data: await orders.buyerOrder(req.headers[ORDER_KEY_HEADER] ?? '') };
  });

  app.get(
    '/api/order/confirmation.pdf',
    { config, schema: { headers: KeyHeaders, response: { 200: Type.String({ description: 'application/pdf' }), 404: ApiError, 429: ApiError } } },
    async (req, reply) => {
      const pdf = await orders.buyerPdf(req.headers[ORDER_KEY_HEADER] ?? '');
      return privately(reply).header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${pdf.filename}"`).send(pdf.content);
    },
  );
}
