import { Type } from '@sinclair/typebox';
import { HttpError } from '../../lib/errors.ts';
import { apiError } from '../../plugins/error-handler.ts';
import { ApiError } from '@shop/shared/contracts/common';
import type { App } from '../../types.ts';
import { DEFAULT_QUALITY, checkParams, type ImageService } from './service.ts';

const YEAR_SECONDS = 365 * 24 * 3600;

const VariantQuery = Type.Object(
  {
    w: Type.Integer({ description: 'CSS width: a breakpoint (320 … 1536), a thumbnail size or 10 (placeholder)' }),
    h: Type.Optional(Type.Integer({ description: 'CSS height: crops to cover' })),
    dpr: Type.Optional(Type.Integer({ default: 1, description: 'device pixel ratio: 1 or 2' })),
    q: Type.Optional(Type.Integer({ default: DEFAULT_QUALITY })),
    blur: Type.Optional(Type.Integer({ default: 0 })),
  },
  { additionalProperties: false },
);

/** The relative path after /img/, decoded, or null when it is malformed or tries to leave its folder. */
function relativePath(raw: string | undefined): string | null {
  if (!raw) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((s) => s === '..' || s === '.')) return null;
  return decoded.replace(/^\/+/, '');
}

/** GET /img/<path under media>?w=&h=&dpr=&q=&blur=: a resized webp variant, cached for a year. */
export async function imageRoutes(app: App, opts: { images: ImageService }): Promise<void> {
  app.get(
    '/img/*',
    {
      attachValidation: true,
      schema: { querystring: VariantQuery, response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), 304: Type.Null(), 400: ApiError, 403: ApiError, 404: ApiError, 422: ApiError, 503: ApiError } },
    },
    async (req, reply) => {
      if (req.validationError) return reply.code(400).send(apiError(400, `Bad image parameters: ${req.validationError.message}`, undefined, 'images.badVariant'));
      const rel = relativePath((req.params as { '*'?: string })['*']);
      if (rel === null) return reply.code(403).send(apiError(403, 'The path leaves the media folder'));
      const params = { w: req.query.w, h: req.query.h, dpr: req.query.dpr ?? 1, q: req.query.q ?? DEFAULT_QUALITY, blur: req.query.blur ?? 0 };
      const problem = checkParams(params);
      if (problem) return reply.code(400).send(apiError(400, `Not a variant the site uses: ${problem}`, undefined, 'images.badVariant'));
      const { body, etag } = await opts.images.variant(rel, params).catch((e: unknown) => {
        // Busy: the client may simply ask again a second later.
        if (e instanceof HttpError && e.statusCode === 503) reply.header('retry-after', '1');
        throw e;
      });
      reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`).header('etag', etag).header('vary', 'Accept-Encoding');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('image/webp').send(body);
    },
  );
}
