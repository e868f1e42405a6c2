import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { HttpError, unprocessable } from '../../lib/errors.ts';
import { Upload, UploadKind } from '@shop/shared/contracts/admin';
import { ApiError } from '@shop/shared/contracts/common';
import type { App } from '../../types.ts';
import { MAX_DOCUMENT_BYTES, type UploadService } from './service.ts';

/** POST /api/admin/uploads?kind=image|document: one file in the multipart field "file"; answer 201 `{ data }`. */
export async function uploadRoutes(app: App, opts: { uploads: UploadService }): Promise<void> {
  // Registered in this plugin's scope only: no other route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, parts: 6 } });
  // Any other body type reaches the handler, which answers 415 naming what to send (instead of a bare 400).
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));

  app.post(
    '/api/admin/uploads',
    {
      onRequest: app.requireUser(),
      schema: {
        querystring: Type.Object({ kind: Type.Optional(UploadKind) }, { additionalProperties: false }),
        response: { 201: Type.Object({ data: Upload }), 401: ApiError, 403: ApiError, 413: ApiError, 415: ApiError, 422: ApiError },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data in the field "file"', undefined, 'upload.fileRequired');
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw unprocessable('The field "file" is required', [{ field: 'file', message: 'is required', code: 'upload.fileRequired' }], 'upload.fileRequired');
      // The name goes into the audit log: a NUL there is a database error on PostgreSQL (issue 50, 5).
      if (part.filename.includes('\u0000')) throw new HttpError(400, 'The file name holds a NUL character', undefined, 'request.invalidCharacter');
      const data = await part.toBuffer();
      const kind = req.query.kind ?? 'image';
      const saved = await opts.uploads.save(kind, data, { auth: req.auth, filename: part.filename });
      return reply.code(201).send({ data: saved });
    },
  );
}
