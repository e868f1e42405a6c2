// /api/admin/products/export, /import and /bulk: admins and editors, as for single product edits.
import { Type } from '@sinclair/typebox';
import { ApiError } from '@shop/shared/contracts/common';
import { MAX_PRODUCT_CSV_BYTES } from '@shop/shared/contracts/limits';
import { ProductBulkInput, ProductBulkResult, ProductExportQuery, ProductImportQuery, ProductImportReport } from '@shop/shared/contracts/products-bulk';
import { HttpError } from '../../lib/errors.ts';
import type { App } from '../../types.ts';
import type { ProductsBulkService } from './products-bulk.ts';

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 413: ApiError, 415: ApiError, 422: ApiError, 429: ApiError };
/** An export or an import reads every product it names: a client gets a few a minute. */
const FILE_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export async function productsBulkRoutes(app: App, opts: { productsBulk: ProductsBulkService }): Promise<void> {
  const svc = opts.productsBulk;
  // onRequest: the token and the role are checked before the body is read (the CSV parser runs after it).
  const onRequest = app.requireUser(['admin', 'editor']);
  // In this plugin's scope only: the file arrives as the raw body, at most MAX_PRODUCT_CSV_BYTES (else 413).
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: MAX_PRODUCT_CSV_BYTES }, (_req, body, done) => done(null, body));

  app.get(
    '/api/admin/products/export',
    { onRequest, config: { rateLimit: FILE_RATE_LIMIT }, schema: { querystring: ProductExportQuery, response: { 200: Type.String(), ...errors } } },
    async (req, reply) => {
      const csv = await svc.exportCsv(req.query);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/admin/products/import',
    { onRequest, config: { rateLimit: FILE_RATE_LIMIT }, schema: { querystring: ProductImportQuery, response: { 200: Type.Object({ data: ProductImportReport }), ...errors } } },
    async (req) => {
      if (!Buffer.isBuffer(req.body)) throw new HttpError(415, 'Send the CSV file as the body with Content-Type: text/csv', undefined, 'import.notCsv');
      return { data: await svc.importCsv(req.auth, req.body, req.query.dry_run) };
    },
  );

  app.post(
    '/api/admin/products/bulk',
    { onRequest, schema: { body: ProductBulkInput, response: { 200: Type.Object({ data: ProductBulkResult }), ...errors } } },
    async (req) => ({ data: await svc.bulk(req.auth, req.body) }),
  );
}
