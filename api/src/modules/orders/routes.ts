// The admin's order calls; every one needs a signed-in user (admins and editors alike, as before the workflow).
import { Type } from '@sinclair/typebox';
import { ApiError } from '@shop/shared/contracts/common';
import { OrderDetail, OrderFilterQuery, OrderList, OrderListQuery, OrderNote, OrderNoteBody, OrderStatusBody } from '@shop/shared/contracts/orders';
import type { App } from '../../types.ts';
import type { OrdersService } from './service.ts';
import { originOf } from '../../lib/origin.ts';

const OrderParams = Type.Object({ uuid: Type.String({ minLength: 1, maxLength: 64, description: 'the order uuid or its order number' }) });
const authErrors = { 401: ApiError, 403: ApiError };

export async function ordersRoutes(app: App, opts: { orders: OrdersService }): Promise<void> {
  const { orders } = opts;
  // onRequest: the token is checked before the query or body is validated (issue 28, 10).
  const onRequest = app.requireUser();

  app.get('/admin/orders', { onRequest, schema: { querystring: OrderListQuery, response: { 200: OrderList, ...authErrors, 422: ApiError } } }, async (req) =>
    orders.list(req.query),
  );

  // The list's filters as a spreadsheet; column names in the caller's language (the Localization header).
  app.get('/admin/orders/export.csv', { onRequest, schema: { querystring: OrderFilterQuery, response: { 200: Type.String({ description: 'text/csv, UTF-8 with a BOM' }), ...authErrors, 422: ApiError } } }, async (req, reply) => {
    const csv = await orders.exportCsv(req.query, req.lang);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get(
    '/admin/orders/:uuid',
    { onRequest, schema: { params: OrderParams, response: { 200: Type.Object({ data: OrderDetail }), ...authErrors, 404: ApiError } } },
    async (req) => ({ data: await orders.get(req.params.uuid) }),
  );

  app.patch(
    '/admin/orders/:uuid',
    { onRequest, schema: { params: OrderParams, body: OrderStatusBody, response: { 200: Type.Object({ data: OrderDetail }), ...authErrors, 404: ApiError, 409: ApiError, 422: ApiError } } },
    async (req) => {
      const data = await orders.setStatus(req.params.uuid, req.body, req.auth, originOf(app.config, req));
      req.log.info({ order: data.order_number, status: data.status, by: req.auth?.user.email }, 'order status changed');
      return { data };
    },
  );

  // The bank transfer arrived (issue 47): recorded once, and the buyer is told by mail.
  app.post(
    '/admin/orders/:uuid/payment',
    { onRequest, schema: { params: OrderParams, response: { 200: Type.Object({ data: OrderDetail }), ...authErrors, 404: ApiError, 409: ApiError } } },
    async (req) => {
      const data = await orders.markPaid(req.params.uuid, req.auth, originOf(app.config, req));
      req.log.info({ order: data.order_number, by: req.auth?.user.email }, 'order marked paid');
      return { data };
    },
  );

  app.get(
    '/admin/orders/:uuid/notes',
    { onRequest, schema: { params: OrderParams, response: { 200: Type.Object({ data: Type.Array(OrderNote) }), ...authErrors, 404: ApiError } } },
    async (req) => ({ data: await orders.notes(req.params.uuid) }),
  );

  app.post(
    '/admin/orders/:uuid/notes',
    { onRequest, schema: { params: OrderParams, body: OrderNoteBody, response: { 201: Type.Object({ data: OrderNote }), ...authErrors, 404: ApiError, 422: ApiError } } },
    async (req, reply) => reply.code(201).send({ data: await orders.addNote(req.params.uuid, req.body.text, req.auth) }),
  );
}
