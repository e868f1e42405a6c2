// What an operator's tools ask an instance (docs/operations.md):
//   GET /healthz  the process answers (liveness)
//   GET /readyz   it can serve: the database and Redis answer, the migrations are applied, it is not stopping
//   GET /metrics  Prometheus' text format, for the bearer of METRICS_TOKEN (decision 0097)
// The three are answered fresh (no-store) and logged only from warn up, so a check every few seconds does not
// fill the log. Also here: every answer is counted in the metrics by its route pattern, and a stopping instance
// asks for each connection to be closed after its answer.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import { ApiError } from '@shop/shared/contracts/common';
import { createMigrator } from '../../db/migrate.ts';
import { apiError } from '../../plugins/error-handler.ts';
import { isInProcessCall } from '../page-render/index.ts';
import type { App } from '../../types.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Metrics } from './metrics.ts';

export const OPS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;
/** How long a readiness check waits for the database or Redis before it calls them down. */
const CHECK_TIMEOUT_MS = 2_000;

export interface OpsOptions {
  lifecycle: Lifecycle;
  metrics: Metrics;
  /** Redis when the instance uses it (REDIS_URL). */
  redis: Redis | null;
  metricsToken: string | undefined;
}

const CheckResult = Type.Union([Type.Literal('ok'), Type.String()]);
const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not ready')]),
  /** Each check: "ok", or why it failed. Redis appears only where it is configured. */
  checks: Type.Record(Type.String(), CheckResult),
});

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const reason = (e: unknown): string => (e instanceof Error ? e.message : String(e)).slice(0, 200);
const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Called on the app itself (not registered as a plugin): its hooks apply to every route. */
export function setupOps(app: App, opts: OpsOptions): void {
  const { lifecycle, metrics } = opts;
  const quiet = { logLevel: 'warn' as const };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  // Once every migration this version knows is applied, it stays so for the life of the process.
  let migrationsApplied = false;
  async function migrationsCheck(): Promise<string> {
    if (migrationsApplied) return 'ok';
    const pending = (await createMigrator(app.db).getMigrations()).filter((m) => m.executedAt === undefined);
    if (pending.length > 0) return `${pending.length} not applied: ${pending.map((m) => m.name).join(', ')}`;
    migrationsApplied = true;
    return 'ok';
  }

  app.get('/healthz', { ...quiet, schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } } }, async (_req, reply) => {
    noStore(reply);
    return { status: 'ok' as const };
  });

  app.get('/readyz', { ...quiet, schema: { response: { 200: Readiness, 503: Readiness } } }, async (req, reply) => {
    noStore(reply);
    const checks: Record<string, string> = {};
    const run = async (name: string, check: () => Promise<string>) => {
      checks[name] = await check().catch((e: unknown) => reason(e));
    };
    await Promise.all([
      run('database', async () => {
        await withinTime(sql`SELECT 1`.execute(app.db), 'the database');
        return 'ok';
      }),
      ...(opts.redis ? [run('redis', async () => ((await withinTime(opts.redis!.ping(), 'Redis')) === 'PONG' ? 'ok' : 'unexpected answer to PING'))] : []),
      run('migrations', () => withinTime(migrationsCheck(), 'the migration table')),
    ]);
    checks.shutdown = lifecycle.stopping ? 'the instance is stopping' : 'ok';
    const ready = Object.values(checks).every((c) => c === 'ok');
    if (!ready) req.log.warn({ checks }, 'not ready');
    return reply.code(ready ? 200 : 503).send({ status: ready ? ('ready' as const) : ('not ready' as const), checks });
  });

  const expected = opts.metricsToken === undefined ? null : digest(opts.metricsToken);
  /** Before anything else is read: the metrics are off without METRICS_TOKEN, and only its bearer gets them. */
  async function metricsAccess(req: FastifyRequest, reply: FastifyReply) {
    noStore(reply);
    if (!expected) return reply.code(404).send(apiError(404, 'Metrics are off: set METRICS_TOKEN to serve them', undefined, 'metrics.off'));
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token || !timingSafeEqual(digest(token), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send(apiError(401, 'The metrics need the METRICS_TOKEN as a bearer token', undefined, 'metrics.unauthorized'));
    }
  }
  app.get('/metrics', { ...quiet, onRequest: metricsAccess, schema: { response: { 200: Type.String(), 401: ApiError, 404: ApiError } } }, async (_req, reply) => {
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  app.addHook('onRequest', async (_req, reply) => {
    // nginx sends its next request on another connection, to an instance that stays (graceful-shutdown.ts).
    if (lifecycle.stopping) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (req, reply) => {
    if (isInProcessCall(req)) return;
    const route = req.routeOptions.url ?? 'unmatched';
    if ((OPS_PATHS as readonly string[]).includes(route)) return;
    metrics.answered(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}
