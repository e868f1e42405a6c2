// Issue 49: what an operator's tools see of an instance: /healthz, /readyz, /metrics (for the bearer of
// METRICS_TOKEN only), and the request id from the proxy's header to the answer, the error body and the log lines.
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../src/modules/auth/service.ts';
import { queueMail } from '../src/modules/mail/outbox.ts';
import { bearer } from './admin-helpers.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { CONTACT } from './mail-support.ts';

const METRICS_TOKEN = 'metrics-token-for-the-ops-test-0123';
const PROXY_ID = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

/** The log lines the app wrote, parsed. */
const lines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    products: 5,
    env: { METRICS_TOKEN, TRUST_PROXY: 'true' },
    build: { logger: { level: 'info', stream: logStream }, mail: { pollMs: 60_000 } },
  });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const scrape = async (): Promise<string> => {
  const res = await get('/metrics', bearer(METRICS_TOKEN));
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** A sample's value in the text format (0 when the series is not there yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return 0;
}
async function firstProduct(): Promise<string> {
  return (await get('/api/product-category/brany?per_page=1')).json().data.products[0].uuid as string;
}

describe('/healthz and /readyz', () => {
  it('answer fresh: the process lives, and it is ready with its database and migrations', async () => {
    const health = await get('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    // No REDIS_URL: Redis is not a check of this instance.
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', shutdown: 'ok' } });
  });

  it('is not ready while a migration this version needs is not applied, and says which', async () => {
    const [last] = (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(t.db)).rows;
    await sql`DELETE FROM kysely_migration WHERE name = ${last!.name}`.execute(t.db);
    // A fresh instance over the same database: the first one has seen every migration applied and keeps that.
    const fresh = await createTestApp({ products: 5 });
    try {
      await sql`DELETE FROM kysely_migration WHERE name = ${last!.name}`.execute(fresh.db);
      const res = await fresh.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('not ready');
      expect(res.json().checks.migrations).toContain(last!.name);
      expect(res.json().checks.database).toBe('ok');
    } finally {
      await fresh.close();
    }
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${last!.name}, ${new Date().toISOString()})`.execute(t.db);
  });

  it('are not logged at info, where every other request is', async () => {
    const before = lines.length;
    await get('/healthz');
    await get('/readyz');
    await get('/metrics', bearer(METRICS_TOKEN));
    await get('/api/health');
    const urls = lines.slice(before).map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toEqual(['/api/health']);
  });
});

describe('request ids', () => {
  it("takes the proxy's X-Request-Id, answers it, and logs the request's lines under it", async () => {
    const before = lines.length;
    const res = await get('/api/product-category/brany?per_page=1', { 'x-request-id': PROXY_ID });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(PROXY_ID);
    const own = lines.slice(before).filter((line) => line.reqId === PROXY_ID);
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes an id when none is sent, different for each request', async () => {
    const a = (await get('/api/health')).headers['x-request-id'];
    const b = (await get('/api/health')).headers['x-request-id'];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('refuses an id that could forge a log line, and makes its own', async () => {
    const res = await get('/api/health', { 'x-request-id': 'abc"}\n{"level":60' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is in every error body: a refused body, an unknown route, a missing token, a sitemap part', async () => {
    const product = await firstProduct();
    const refused = await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: product, quantity: -4 }, headers: { 'x-request-id': 'refused-1' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'request.invalidFields', requestId: 'refused-1' });
    for (const [url, status] of [
      ['/api/no-such-thing', 404],
      ['/api/admin/users', 401],
      ['/sitemap-99.xml', 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().requestId, url).toBe(res.headers['x-request-id']);
    }
  });

  it("logs a server error with the request's id, which the answer gives the person who saw it", async () => {
    const product = await firstProduct();
    const cart = (await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: product } })).json().data.uuid as string;
    const before = lines.length;
    // A database that has lost a table the cart reads: a failure on the server's side.
    await sql`ALTER TABLE cart_items RENAME TO cart_items_away`.execute(t.db);
    try {
      const failed = await get(`/api/cart/${cart}`, { 'x-request-id': 'failing-request-7' });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ statusCode: 500, requestId: 'failing-request-7' });
      const logged = lines.slice(before).filter((line) => line.reqId === 'failing-request-7');
      expect(logged.some((line) => line.level === 50 && line.msg === 'request failed')).toBe(true);
    } finally {
      await sql`ALTER TABLE cart_items_away RENAME TO cart_items`.execute(t.db);
    }
  });

  it("puts the request's id on the services' own log lines (an order's)", async () => {
    const product = await firstProduct();
    const cart = (await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: product } })).json().data.uuid as string;
    await t.app.inject({ method: 'PUT', url: `/api/cart/${cart}/update`, payload: { contact: CONTACT } });
    const before = lines.length;
    const sent = await t.app.inject({ method: 'POST', url: `/api/cart/${cart}/send`, payload: { terms_accepted: true }, headers: { 'x-request-id': 'order-request-1' } });
    expect(sent.statusCode).toBe(200);
    const created = lines.slice(before).find((line) => line.msg === 'order created');
    expect(created).toMatchObject({ reqId: 'order-request-1', order: sent.json().data.order_number });
  });
});

let adminTokenValue: string | undefined;
async function adminToken(): Promise<string> {
  adminTokenValue ??= (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, remoteAddress: '10.49.0.1' })).json().token as string;
  return adminTokenValue!;
}

describe('/metrics', () => {
  it('answers only the bearer of METRICS_TOKEN, before reading anything else', async () => {
    for (const headers of [{}, bearer('wrong-token-of-enough-length'), bearer(await adminToken()), { authorization: `Basic ${METRICS_TOKEN}` }]) {
      const res = await get('/metrics', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'metrics.unauthorized' });
      expect(res.body).not.toContain('shop_');
    }
    const ok = await get('/metrics', bearer(METRICS_TOKEN));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('is off (404) on an instance without METRICS_TOKEN', async () => {
    const off = await createTestApp({ products: 5 });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'metrics.off' });
    } finally {
      await off.close();
    }
  });

  it('counts requests by route pattern and status class, with their durations', async () => {
    const before = await scrape();
    const product = (await get('/api/product-category/brany?per_page=1')).json().data.products[0].slug as string;
    await get(`/api/product/${product}`);
    await get('/api/product/no-such-product-anywhere');
    const after = await scrape();
    const route = { method: 'GET', route: '/api/product/:slug' };
    expect(sample(after, 'shop_http_requests_total', { ...route, status_class: '2xx' }) - sample(before, 'shop_http_requests_total', { ...route, status_class: '2xx' })).toBe(1);
    expect(sample(after, 'shop_http_requests_total', { ...route, status_class: '4xx' }) - sample(before, 'shop_http_requests_total', { ...route, status_class: '4xx' })).toBe(1);
    expect(sample(after, 'shop_http_request_duration_seconds_count', { ...route, status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'shop_http_request_duration_seconds_bucket', { ...route, status_class: '2xx', le: '+Inf' })).toBeGreaterThanOrEqual(1);
    // The ops endpoints themselves are not counted; no URL with an id is a label.
    expect(after).not.toContain('route="/metrics"');
    expect(after).not.toContain(product);
  });

  it('counts carts, orders, sign-in failures and the page cache', async () => {
    const before = await scrape();
    const product = await firstProduct();
    const cart = (await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: product } })).json().data.uuid as string;
    await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: product, cart_uuid: cart } });
    await t.app.inject({ method: 'PUT', url: `/api/cart/${cart}/update`, payload: { contact: CONTACT } });
    expect((await t.app.inject({ method: 'POST', url: `/api/cart/${cart}/send`, payload: { terms_accepted: true } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: 'not-the-password' }, remoteAddress: '10.49.0.9' })).statusCode).toBe(401);
    await get('/en', { host: 'shop.test' });
    await get('/en', { host: 'shop.test' });
    const after = await scrape();
    const grew = (name: string) => sample(after, name) - sample(before, name);
    expect(grew('shop_carts_created_total')).toBe(1);
    expect(grew('shop_orders_sent_total')).toBe(1);
    expect(grew('shop_sign_in_failures_total')).toBe(1);
    expect(grew('shop_page_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(grew('shop_page_cache_hits_total')).toBeGreaterThanOrEqual(1);
  });

  it('shows the database pool, the mail outbox and the served version of each remote', async () => {
    // A mail that failed twice and waits for its next attempt: written in one transaction, so the outbox worker,
    // woken by the queueing, never sees it due and sends it before the scrape.
    await t.db.transaction().execute(async (trx) => {
      await queueMail(trx, { to: 'ops-metrics@example.com', subject: 'Metrics', text: 'x', kind: 'test', ref: 'ops-metrics' });
      const waiting = { attempts: 2, created_at: new Date(Date.now() - 600_000).toISOString(), next_attempt_at: new Date(Date.now() + 3_600_000).toISOString() };
      await trx.updateTable('mail_outbox').set(waiting as never).where('ref', '=', 'ops-metrics').execute();
    });
    const text = await scrape();
    expect(sample(text, 'shop_db_pool_connections', { state: 'size' })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^shop_db_pool_connections\{state="in_use"\} \d+$/m);
    expect(text).toMatch(/^shop_db_pool_connections\{state="waiting"\} 0$/m);
    expect(sample(text, 'shop_mail_outbox_mails', { state: 'pending' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_mail_outbox_mails', { state: 'failed' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(600);
    // The test deploy's registry: {"mf_header":"/remotes/mf-header/1.0.0/remoteEntry.js"}, taken into the database.
    expect(sample(text, 'shop_remote_served_info', { remote: 'mf_header', version: '1.0.0' })).toBe(1);
    expect(text).toContain('process_resident_memory_bytes');
  });
});
