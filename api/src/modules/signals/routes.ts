import { Type } from '@sinclair/typebox';
import { ApiError } from '@shop/shared/contracts/common';
import { SignalsBody, VersionHour } from '@shop/shared/contracts/signals';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import type { App } from '../../types.ts';
import type { SignalsService } from './service.ts';

/** A beacon is a few hundred bytes; anything much larger is not one. */
export const SIGNALS_BODY_LIMIT = 4096;
const HISTORY_HOURS_MAX = 24 * 30;

/**
 * POST /api/signals: the page's report of the remotes it ran (navigator.sendBeacon; decision 0085). Anonymous, so
 * limited per client address before the body is read; answered 204 with no body. GET /api/admin/signals/:remote:
 * the remote's figures per version and hour, for the Releases screen (administrators).
 */
export async function signalsRoutes(app: App, opts: { signals: SignalsService; beaconsPerMinute: number }): Promise<void> {
  const limit = app.createRateLimit({ max: opts.beaconsPerMinute, timeWindow: 60_000, keyGenerator: (req) => `signals|${req.ip}` });
  const limitBeacons = async (req: FastifyRequest): Promise<void> => {
    const answer = await limit(req);
    if (!answer.isAllowed && answer.isExceeded) throw new HttpError(429, `Too many reports; try again in ${answer.ttlInSeconds} s`, undefined, 'rateLimited');
  };

  app.post(
    '/api/signals',
    {
      onRequest: limitBeacons,
      bodyLimit: SIGNALS_BODY_LIMIT,
      schema: { body: SignalsBody, response: { 204: Type.Null(), 400: ApiError, 413: ApiError, 422: ApiError, 429: ApiError } },
    },
    async (req, reply) => {
      await opts.signals.record(req.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/signals/:remote',
    {
      onRequest: app.requireUser(['admin']),
      schema: {
        params: Type.Object({ remote: Type.String({ pattern: '^mf-[a-z]+$', maxLength: 40 }) }),
        querystring: Type.Object({ hours: Type.Optional(Type.Integer({ minimum: 1, maximum: HISTORY_HOURS_MAX, default: 72 })) }, { additionalProperties: false }),
        response: { 200: Type.Object({ data: Type.Array(VersionHour) }), 401: ApiError, 403: ApiError, 422: ApiError },
      },
    },
    async (req) => ({ data: await opts.signals.history(req.params.remote, Date.now() - (req.query.hours ?? 72) * 3_600_000) }),
  );
}
