import { AuditList, AuditQuery } from '@shop/shared/contracts/admin';
import { ApiError } from '@shop/shared/contracts/common';
import { assertValidListQuery } from '../../lib/list-query.ts';
import type { App } from '../../types.ts';
import type { AuditService } from './service.ts';

/** GET /api/admin/audit: the audit log, newest first, filtered by entity, author or a searched text (admins only). */
export async function auditRoutes(app: App, opts: { audit: AuditService }): Promise<void> {
  app.get(
    '/api/admin/audit',
    {
      onRequest: app.requireUser(['admin']),
      // A bad page, size or filter is answered in the handler, with the lists' message code.
      attachValidation: true,
      schema: { querystring: AuditQuery, response: { 200: AuditList, 401: ApiError, 403: ApiError, 422: ApiError } },
    },
    async (req) => {
      assertValidListQuery(req);
      return opts.audit.list({ entity: req.query.entity, userId: req.query.user_id, q: req.query.q }, req.query.page ?? 1, req.query.per_page ?? 20);
    },
  );
}
