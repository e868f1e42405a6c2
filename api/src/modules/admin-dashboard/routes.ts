// GET /api/admin/dashboard: what the office sees first — counts and the latest orders.
import { Dashboard } from '@shop/shared/contracts/admin';
import { ApiError } from '@shop/shared/contracts/common';
import type { App } from '../../types.ts';
import { dashboard } from './service.ts';

export async function adminDashboardRoutes(app: App): Promise<void> {
  app.get('/api/admin/dashboard', { onRequest: app.requireUser(), schema: { response: { 200: Dashboard, 401: ApiError, 403: ApiError } } }, async () => dashboard(app.db));
}
