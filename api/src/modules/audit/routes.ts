import { AuditList, AuditQuery } from '@shop/shared/contracts/admin';
import { ApiError } from '@shop/shared/contracts/common';
import type { App } from '../../types.ts';
import type { AuditService } from './service.ts';

/** GET /api/admin/audit: the audit log, newest first (admins only). */
export async function auditRoutes(app: App, opts: { audit: AuditService }): Promise<void> {
  app.get(
    '/api/admin/audit',
    {
      onRequest: app.requireUser(['admin']),
      schema: { querystring: AuditQuery, response: { 200: AuditList, 401: ApiError, 403: ApiError, 422: ApiError } },
    },
    async (req) => opts.audit.list({ entity: req.query.entity, userId: req.query.user_id }, req.query.page ?? 1, req.query.per_page ?? 20),
  );
}
