// POST /api/inquiries: a JSON body as before, or multipart/form-data with the same fields plus up to
// MAX_INQUIRY_FILES files in the field "files" (the custom-production sketch or photo). The multipart form is turned
// into the same body before validation, so both are checked by one schema and one error handler.
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '@shop/shared/contracts/common';
import { InquiryBody } from '@shop/shared/contracts/content';
import { MAX_INQUIRY_FILE_BYTES, MAX_INQUIRY_FILES } from '@shop/shared/contracts/limits';
import { HttpError, unprocessable } from '../../lib/errors.ts';
import type { App } from '../../types.ts';
import { fileTooLarge, tooManyFiles, type ReceivedFile } from './inquiry-files.ts';
import type { ContentService } from './service.ts';

/** A visitor may send a few messages; a bot flooding the office's mailbox may not. */
export const INQUIRY_RATE_LIMIT = { max: 20, timeWindow: 15 * 60 * 1000 };
const FIELD_COUNT = Object.keys(InquiryBody.properties).length;

export async function inquiryRoutes(app: App, opts: { content: ContentService }): Promise<void> {
  // In this plugin's scope only: no other public route takes multipart bodies. The plugin stops a file at the size
  // limit while it streams, and a form with more files than allowed.
  await app.register(multipart, {
    limits: { fileSize: MAX_INQUIRY_FILE_BYTES, files: MAX_INQUIRY_FILES, fields: FIELD_COUNT, parts: FIELD_COUNT + MAX_INQUIRY_FILES, fieldSize: 64 * 1024 },
  });
  const filesOf = new WeakMap<FastifyRequest, ReceivedFile[]>();

  /** Reads a multipart form into the JSON body the schema checks, keeping its files aside. */
  async function readForm(req: FastifyRequest): Promise<void> {
    if (!req.isMultipart()) return;
    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'files') throw unprocessable(`Files go in the field "files", not "${part.fieldname}"`, [{ field: part.fieldname, message: 'takes no file' }]);
        try {
          files.push({ filename: part.filename, data: await part.toBuffer() });
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(part.filename);
          throw error;
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw tooManyFiles();
      throw error;
    }
    // The application's NUL check ran before this hook, on no body: a NUL byte must not reach the database.
    if (Object.values(fields).some((value) => value.includes('\u0000'))) throw new HttpError(400, 'The request holds a NUL character', undefined, 'request.invalidCharacter');
    req.body = fields;
    filesOf.set(req, files);
  }

  app.post(
    '/api/inquiries',
    {
      config: { rateLimit: INQUIRY_RATE_LIMIT },
      preValidation: readForm,
      schema: { body: InquiryBody, response: { 201: Type.Object({ data: Type.Object({ uuid: Type.String() }) }), 400: ApiError, 413: ApiError, 415: ApiError, 422: ApiError, 429: ApiError, 503: ApiError } },
    },
    async (req, reply) => {
      try {
        return reply.code(201).send({ data: await opts.content.createInquiry(req.body, req.lang, req.ip, filesOf.get(req) ?? []) });
      } catch (error) {
        // No room for files now (the quota of mail files): an hour on, mails went out or old files were deleted.
        if (error instanceof HttpError && error.code === 'inquiry.filesUnavailable') reply.header('retry-after', '3600');
        throw error;
      }
    },
  );
}
