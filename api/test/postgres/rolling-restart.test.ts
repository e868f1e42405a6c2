// Issue 49: two instances (processes of src/server.ts over one PostgreSQL database and one Redis) behind a real nginx
// configured by deploy/nginx.conf, under steady traffic (page views, cart writes, searches), each stopped with
// SIGTERM and started again in turn, as a deploy does: no request fails and no cart write is lost or made twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers.ts';
import { eventually, freePort } from '../mail-support.ts';
import { getOnce, logLines, serverEnv, startServer, type ServerProcess } from '../server-process.ts';
import { startNginx, type Nginx } from './nginx-support.ts';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const METRICS_TOKEN = 'rolling-restart-metrics-token-0123';
/** Shoppers at once, each with a cart of their own. */
const SHOPPERS = 6;

let t: TestContext;
let nginx: Nginx;
const ports: number[] = [];
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

function envOf(i: number): Record<string, string> {
  return serverEnv(t, {
    DATA_DIR: dataDirs[i]!,
    REDIS_URL,
    REDIS_PREFIX: `shop-test-rolling-${process.pid}:`,
    TRUST_PROXY: 'true',
    METRICS_TOKEN,
    SHUTDOWN_TIMEOUT: '10',
  });
}

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  for (let i = 0; i < 2; i++) {
    dataDirs.push(mkdtempSync(path.join(tmpdir(), `shop-rolling-${i}-`)));
    ports.push(await freePort());
  }
  servers.push(...(await Promise.all([0, 1].map((i) => startServer(ports[i]!, envOf(i))))));
  nginx = await startNginx(
    ports.map((port) => `127.0.0.1:${port}`),
    { deployDir: t.config.deployDir, mediaDir: t.config.mediaDir },
  );
}, 300_000);

afterAll(async () => {
  nginx?.stop();
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

/** Requests this instance has answered (its own metrics), read on its own address. */
async function answered(server: ServerProcess): Promise<number> {
  const { body } = await getOnce(`${server.url}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
  return body
    .split('\n')
    .filter((line) => line.startsWith('shop_http_requests_total{'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

interface Outcome {
  what: string;
  status: number;
  error?: string;
}

it('restarts each instance in turn under traffic with no failed request and no lost cart write', async () => {
  const products = ((await (await fetch(`${nginx.base}/api/product-category/brany?per_page=5`)).json()) as { data: { products: Array<{ uuid: string }> } }).data.products.map((p) => p.uuid);
  expect(products.length).toBeGreaterThan(0);

  const outcomes: Outcome[] = [];
  const carts: Array<{ uuid: string; acknowledged: number }> = [];
  let running = true;
  const call = async (what: string, url: string, init?: RequestInit): Promise<Response | null> => {
    try {
      const res = await fetch(`${nginx.base}${url}`, init);
      outcomes.push({ what, status: res.status });
      return res;
    } catch (e) {
      outcomes.push({ what, status: 0, error: (e as Error).message });
      return null;
    }
  };
  const add = (body: object) => call('cart write', '/api/cart/add', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  async function shopper(n: number): Promise<void> {
    const first = await add({ product_uuid: products[n % products.length] });
    expect(first?.status).toBe(200);
    const cart = { uuid: ((await first!.json()) as { data: { uuid: string } }).data.uuid, acknowledged: 1 };
    carts.push(cart);
    for (let i = 0; running; i++) {
      const res = await add({ product_uuid: products[(n + i) % products.length], cart_uuid: cart.uuid });
      if (res?.status === 200) cart.acknowledged += 1;
      await res?.arrayBuffer();
      const page = await call('page view', i % 2 === 0 ? '/sk' : `/sk/cart`);
      await page?.arrayBuffer();
      const search = await call('search', `/api/search/search?query=${['brana', 'plot', 'stlp'][i % 3]}`);
      await search?.arrayBuffer();
    }
  }
  const traffic = Array.from({ length: SHOPPERS }, (_, n) => shopper(n));

  for (const i of [0, 1]) {
    // Traffic reaches this instance before it is stopped.
    const before = await answered(servers[i]!);
    await eventually(async () => expect(await answered(servers[i]!)).toBeGreaterThan(before + 20), 60_000);
    servers[i]!.child.kill('SIGTERM');
    expect(await servers[i]!.exited).toBe(0);
    expect(logLines(servers[i]!).find((line) => line.msg === 'stopped')).toMatchObject({ outcome: 'drained' });
    servers[i] = await startServer(ports[i]!, envOf(i));
    // nginx sends to it again once the instance it had found refusing is tried anew (fail_timeout).
    await eventually(async () => expect(await answered(servers[i]!)).toBeGreaterThan(20), 60_000);
  }
  running = false;
  await Promise.all(traffic);

  const failed = outcomes.filter((o) => o.status !== 200);
  expect(failed).toEqual([]);
  const counts = Object.fromEntries(['page view', 'cart write', 'search'].map((what) => [what, outcomes.filter((o) => o.what === what).length]));
  for (const what of ['page view', 'cart write', 'search']) expect(counts[what], what).toBeGreaterThan(50);

  // Every acknowledged write is in its cart, once.
  for (const cart of carts) {
    const content = (await (await fetch(`${nginx.base}/api/cart/${cart.uuid}`)).json()) as { data: { count: number } };
    expect(content.data.count, cart.uuid).toBe(cart.acknowledged);
  }
}, 420_000);

it("gives each request nginx's id, which the instance that served it logged", async () => {
  const res = await fetch(`${nginx.base}/api/product-category/brany?per_page=1&id-check=1`);
  expect(res.status).toBe(200);
  const id = res.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  await eventually(() => expect(servers.some((server) => logLines(server).some((line) => line.reqId === id && line.msg === 'request completed'))).toBe(true));
  const error = await fetch(`${nginx.base}/api/no-such-route`);
  expect(((await error.json()) as { requestId: string }).requestId).toBe(error.headers.get('x-request-id'));
});

it('keeps the endpoints about one instance off the public address; on its own address each is ready, Redis included', async () => {
  for (const url of ['/healthz', '/readyz', '/metrics']) expect((await fetch(`${nginx.base}${url}`)).status, url).toBe(404);
  for (const server of servers) {
    const ready = await getOnce(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    // With REDIS_URL, Redis is one of the checks.
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', migrations: 'ok', shutdown: 'ok' } });
  }
});
