// /api/admin/delivery-prices: the carrier's price table, administrators only (as the settings).
import { Type } from '@sinclair/typebox';
import { ApiError } from '@shop/shared/contracts/common';
import { DeliveryPriceTable } from '@shop/shared/contracts/delivery';
import type { App } from '../../types.ts';
import type { DeliveryService } from './service.ts';

export async function deliveryAdminRoutes(app: App, opts: { delivery: DeliveryService }): Promise<void> {
  const { delivery } = opts;
  // onRequest: the token and the role are checked before the body is validated.
  const onRequest = app.requireUser(['admin']);
  const errors = { 401: ApiError, 403: ApiError, 422: ApiError };

  app.get('/api/admin/delivery-prices', { onRequest, schema: { response: { 200: Type.Object({ data: DeliveryPriceTable }), ...errors } } }, async () => ({
    data: await delivery.table(),
  }));
  app.put('/api/admin/delivery-prices', { onRequest, schema: { body: DeliveryPriceTable, response: { 200: Type.Object({ data: DeliveryPriceTable }), ...errors } } }, async (req) => ({
    data: await delivery.replace(req.auth, req.body),
  }));
}
