// Two instances over one PostgreSQL database behind a real nginx on loopback ports, configured by
// deploy/nginx.conf as scripts/nginx-conf.mjs renders it: what a visitor of the one address notices.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TestContext } from '../helpers.ts';
import { startNginx, type Nginx } from './nginx-support.ts';

let a: TestContext;
let b: TestContext;
let nginx: Nginx;
let base: string;
const seen = { a: [] as string[], b: [] as string[] };

async function listen(t: TestContext, log: string[]): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.app.server.on('request', (req: { url?: string }) => log.push(req.url ?? ''));
  return `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondInstance(a);
  nginx = await startNginx([await listen(a, seen.a), await listen(b, seen.b)], { deployDir: a.config.deployDir, mediaDir: a.config.mediaDir });
  base = nginx.base;
}, 60_000);

afterAll(async () => {
  nginx?.stop();
  await b?.close();
  await a?.close();
});

describe('files nginx serves itself', () => {
  it('sends hashed and versioned files with a year of immutable caching, the registries with no-cache, without asking an instance', async () => {
    const before = seen.a.length + seen.b.length;
    const js = await fetch(`${base}/static/js/main.abc123.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const entry = await fetch(`${base}/remotes/mf-header/1.0.0/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const registry of ['/remotes/mf-header/remotes.json']) {
      const res = await fetch(`${base}${registry}`);
      expect(res.status, registry).toBe(200);
      expect(res.headers.get('cache-control'), registry).toBe('no-cache');
    }
    expect(seen.a.length + seen.b.length).toBe(before);
  });
});

describe('answers of the instances', () => {
  it('caches the catalogue menu per language and public pages as their headers allow, and no page about the visitor', async () => {
    const menu = (lang: string) => fetch(`${base}/api/product-category/menu`, { headers: { localization: lang } });
    await menu('sk-SK');
    const sk = await menu('sk-SK');
    expect(sk.headers.get('x-cache-status')).toBe('HIT');
    const en = await menu('en-US');
    expect(en.headers.get('x-cache-status')).not.toBe('HIT');
    expect(await en.json()).not.toEqual(await sk.json());
    await fetch(`${base}/sk`);
    const page = await fetch(`${base}/sk`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-cache-status')).toBe('HIT');
    for (const url of ['/sk/cart', '/sk/admin']) {
      await fetch(`${base}${url}`);
      const own = await fetch(`${base}${url}`);
      expect(own.status, url).toBe(200);
      expect(own.headers.get('x-cache-status'), url).not.toBe('HIT');
    }
  });

  it('spreads 50 simultaneous cart adds over both instances and loses none', async () => {
    const menu = (await (await fetch(`${base}/api/product-category/brany?per_page=1`)).json()) as { data: { products: Array<{ uuid: string }> } };
    const product = menu.data.products[0]!.uuid;
    const add = (cartUuid?: string) =>
      fetch(`${base}/api/cart/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ product_uuid: product, ...(cartUuid ? { cart_uuid: cartUuid } : {}) }) });
    const cart = ((await (await add()).json()) as { data: { uuid: string } }).data.uuid;
    const before = { a: seen.a.length, b: seen.b.length };
    const answers = await Promise.all(Array.from({ length: 50 }, () => add(cart)));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(seen.a.length - before.a).toBeGreaterThan(0);
    expect(seen.b.length - before.b).toBeGreaterThan(0);
    const content = (await (await fetch(`${base}/api/cart/${cart}`)).json()) as { data: { count: number } };
    expect(content.data.count).toBe(51);
  });

  it('keeps answering from B when A stops during a write load, and loses no acknowledged write', async () => {
    const menu = (await (await fetch(`${base}/api/product-category/brany?per_page=1`)).json()) as { data: { products: Array<{ uuid: string }> } };
    const product = menu.data.products[0]!.uuid;
    const add = (cartUuid: string) =>
      fetch(`${base}/api/cart/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ product_uuid: product, cart_uuid: cartUuid }) }).then(
        (r) => r.status,
        () => 0,
      );
    const created = (await (await fetch(`${base}/api/cart/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ product_uuid: product }) })).json()) as { data: { uuid: string } };
    const cart = created.data.uuid;
    const statuses: number[] = [];
    for (let round = 0; round < 12; round++) {
      if (round === 4) {
        // A goes away while requests are in flight: open connections end now, new ones are refused.
        const closing = a.app.close();
        a.app.server.closeAllConnections();
        statuses.push(...(await Promise.all(Array.from({ length: 5 }, () => add(cart)))));
        await closing;
        continue;
      }
      statuses.push(...(await Promise.all(Array.from({ length: 5 }, () => add(cart)))));
    }
    const acknowledged = statuses.filter((s) => s === 200).length;
    // After A is gone, every request is answered (by B).
    expect(statuses.slice(25)).toEqual(Array(statuses.length - 25).fill(200));
    const content = (await (await fetch(`${base}/api/cart/${cart}`)).json()) as { data: { count: number } };
    // Every acknowledged add is in the cart (an add A made but could not acknowledge may be there too).
    expect(content.data.count - 1).toBeGreaterThanOrEqual(acknowledged);
    expect(content.data.count - 1).toBeLessThanOrEqual(statuses.length);
  });
});
