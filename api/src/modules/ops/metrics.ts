// The instance's metrics in Prometheus' text format (prom-client), one registry per app: requests per route
// pattern and status class, server errors, the database pool, the mail outbox, the page cache, sign-in failures,
// carts, orders, the remotes served, and Node's own process metrics. Counters count this instance's events (sum
// them over the instances); the outbox and the remotes are read at each scrape and are the same on every instance
// over one database (take their max). Names and alerts: docs/operations.md.
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolUseOf } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import type { PageCache } from '../page-render/index.ts';
import { servedRemoteVersions } from './served-remotes.ts';
import type { RegistrySnapshot } from '../releases/index.ts';

export interface MetricsSources {
  db: Kysely<Database>;
  /** The registry of remotes now (modules/releases). */
  servedRemotes: () => Promise<RegistrySnapshot>;
}

/** The status class of an answer: 2xx, 3xx, 4xx, 5xx. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

/** A mail's created_at: ISO from the outbox, "YYYY-MM-DD HH:MM:SS" (UTC) from a column default. */
const parseTime = (text: string): number => Date.parse(text.includes('T') ? text : `${text.replace(' ', 'T')}Z`);

export function createMetrics({ db, servedRemotes }: MetricsSources) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requestLabels = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({ name: 'shop_http_requests_total', help: 'Answered requests by method, route pattern and status class', labelNames: requestLabels, registers });
  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status class',
    labelNames: requestLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const serverErrors = new Counter({ name: 'shop_http_server_errors_total', help: 'Requests that failed on the server (an answer of 500 or more, logged with the request id)', labelNames: ['route'], registers });

  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database connections by state: size (the most the pool holds), in_use (lent to a query), waiting (callers waiting for one)',
    labelNames: ['state'],
    registers,
    collect() {
      const use = poolUseOf(db);
      if (!use) return;
      this.set({ state: 'size' }, use.size);
      this.set({ state: 'in_use' }, use.inUse);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  new Gauge({
    name: 'shop_mail_outbox_mails',
    help: 'Mails in the outbox by state: pending (to be sent), failed (pending after at least one failed attempt), held (waiting for a recipient in the settings)',
    labelNames: ['state'],
    registers,
    async collect() {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>(eb.case().when('attempts', '>', 0).then(1).else(0).end()).as('failed')])
        .where('status', 'in', ['pending', 'held'])
        .groupBy('status')
        .execute();
      const of = (status: string) => rows.find((row) => row.status === status);
      this.set({ state: 'pending' }, Number(of('pending')?.n ?? 0));
      this.set({ state: 'failed' }, Number(of('pending')?.failed ?? 0));
      this.set({ state: 'held' }, Number(of('held')?.n ?? 0));
    },
  });
  new Gauge({
    name: 'shop_mail_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail waiting to be sent (0 when none)',
    registers,
    async collect() {
      const oldest = await db.selectFrom('mail_outbox').select('created_at').where('status', '=', 'pending').orderBy('created_at').limit(1).executeTakeFirst();
      this.set(oldest ? Math.max(0, (Date.now() - parseTime(oldest.created_at)) / 1000) : 0);
    },
  });

  const pageCacheHits = new Counter({ name: 'shop_page_cache_hits_total', help: 'Public pages answered from the instance\'s page cache', registers });
  const pageCacheMisses = new Counter({ name: 'shop_page_cache_misses_total', help: 'Public pages the page cache did not hold (rendered, then kept)', registers });
  const signInFailures = new Counter({ name: 'shop_sign_in_failures_total', help: 'Failed sign-in attempts (a wrong password or second-factor code)', registers });
  const cartsCreated = new Counter({ name: 'shop_carts_created_total', help: 'Carts created (a first product added)', registers });
  const ordersSent = new Counter({ name: 'shop_orders_sent_total', help: 'Orders created from sent carts', registers });

  new Gauge({
    name: 'shop_remote_served_info',
    help: 'The version of each remote the registry serves now (1 per remote and version)',
    labelNames: ['remote', 'version'],
    registers,
    async collect() {
      this.reset();
      for (const { remote, version } of servedRemoteVersions(await servedRemotes())) this.set({ remote, version }, 1);
    },
  });

  return {
    registry,
    /** Records an answered request; `route` is its pattern (e.g. /api/cart/:uuid), never the URL with its ids. */
    answered(method: string, route: string, status: number, seconds: number): void {
      const labels = { method, route, status_class: statusClass(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
      if (status >= 500) serverErrors.inc({ route });
    },
    signInFailed: () => signInFailures.inc(),
    cartCreated: () => cartsCreated.inc(),
    orderSent: () => ordersSent.inc(),
    /** The page cache, counting its hits and misses. */
    countedPageCache(cache: PageCache): PageCache {
      return {
        ...cache,
        get(key) {
          const page = cache.get(key);
          (page ? pageCacheHits : pageCacheMisses).inc();
          return page;
        },
      };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
