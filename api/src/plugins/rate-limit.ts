import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import type { SharedState } from './shared-state.ts';

/**
 * Off by default; routes opt in with `config.rateLimit` (the sign-in and the cart writes do). Counters live in
 * memory, or in Redis (the plugin's documented store) when the shared state has it, so every instance counts the
 * same requests.
 */
export async function setupRateLimit(app: FastifyInstance, shared?: SharedState): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(shared?.redis ? { redis: shared.redis, nameSpace: `${shared.prefix}rate-limit:` } : {}),
    errorResponseBuilder: (_req, context) => new HttpError(429, `Too many attempts; try again in ${context.after}`, undefined, 'rateLimited'),
  });
}
