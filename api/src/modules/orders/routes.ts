// The admin's order calls; every one needs a signed-in user.
import { Type } from '@sinclair/typebox';
import { ApiError } from '@shop/shared/contracts/common';
import { OrderDetail, OrderList, OrderListQuery, OrderStatusBody } from '@shop/shared/contracts/orders';
import type { App } from '../../types.ts';
import type { OrdersService } from './service.ts';

const OrderParams = Type.Object({ uuid: Type.String({ minLength: 1, maxLength: 64, description: 'the order uuid or its order number' }) });
const authErrors = { 401: ApiError, 403: ApiError };

export async function ordersRoutes(app: App, opts: { orders: OrdersService }): Promise<void> {
  const { orders } = opts;
  const preHandler = app.requireUser();

  app.get('/admin/orders', { preHandler, schema: { querystring: OrderListQuery, response: { 200: OrderList, ...authErrors, 422: ApiError } } }, async (req) =>
    orders.list(req.query),
  );

  app.get(
    '/admin/orders/:uuid',
    { preHandler, schema: { params: OrderParams, response: { 200: Type.Object({ data: OrderDetail }), ...authErrors, 404: ApiError } } },
    async (req) => ({ data: await orders.get(req.params.uuid) }),
  );

  app.patch(
    '/admin/orders/:uuid',
    { preHandler, schema: { params: OrderParams, body: OrderStatusBody, response: { 200: Type.Object({ data: OrderDetail }), ...authErrors, 404: ApiError, 422: ApiError } } },
    async (req) => {
      const data = await orders.setStatus(req.params.uuid, req.body.status);
      req.log.info({ order: data.order_number, status: data.status, by: req.auth?.user.email }, 'order status changed');
      return { data };
    },
  );
}
