import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.ts';

/** Off by default; routes opt in with `config.rateLimit` (the login does). Counters live in memory. */
export async function setupRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => new HttpError(429, `Too many attempts; try again in ${context.after}`),
  });
}
