// Two instances over one PostgreSQL database and one Redis (TEST_REDIS_URL, keys under a prefix of this test):
// a shopper or an admin whose requests land on both notices one shop.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthService, DEMO_ADMIN } from '../../src/modules/auth/service.ts';
import { PASSWORD_BUDGET } from '../../src/modules/auth/sign-in-throttle.ts';
import { bearer, renameProduct } from '../admin-helpers.ts';
import { TEST_DATABASE_PREFIX } from '../global-setup.ts';
import { createSecondInstance, createTestApp, LOCALES, type TestContext } from '../helpers.ts';
import { eventually } from '../mail-support.ts';
import { publishRemotesShowingData } from '../page-render-support.ts';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `${TEST_DATABASE_PREFIX}_${randomBytes(4).toString('hex')}:`;
let a: TestContext;
let b: TestContext;

beforeAll(async () => {
  const env = { REDIS_URL, REDIS_PREFIX };
  a = await createTestApp({ env });
  b = await createSecondInstance(a, { env });
  // Both instances serve one deploy folder: remotes whose server renders show the catalogue's data.
  publishRemotesShowingData(a.config.deployDir);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  // The counters would expire by themselves; a test leaves nothing behind.
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${REDIS_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const login = (t: TestContext, email: string, password: string, ip = '10.1.2.3') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('sign-in and sign-out across instances', () => {
  it('refuses on B a token signed out on A', async () => {
    const token = (await login(a, DEMO_ADMIN.email, DEMO_ADMIN.password, '10.9.0.1')).json().token as string;
    expect((await b.app.inject({ method: 'GET', url: '/admin/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/admin/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    const after = await b.app.inject({ method: 'GET', url: '/admin/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('throttles failed sign-ins of one account and client counted over both instances, and not the owner elsewhere', async () => {
    const email = `throttled-${randomBytes(3).toString('hex')}@example.com`;
    await createAuthService(a.db, a.config.jwtSecret).createUser({ email, name: 'Lena Locked', password: 'right-password-1', role: 'editor' });
    // The free wrong passwords from one client, alternating: 2 on A and 1 on B (each instance alone saw fewer).
    for (let i = 0; i < 3; i++) expect((await login(i % 2 === 0 ? a : b, email, 'wrong-password', '10.8.0.1')).statusCode).toBe(401);
    const throttled = await login(b, email, 'right-password-1', '10.8.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('auth.signInThrottled');
    // The owner, signing in from elsewhere, is not locked out.
    expect((await login(a, email, 'right-password-1', '10.8.1.1')).statusCode).toBe(200);
  });

  it("issue 50, 9: counts an account's wrong passwords from many addresses over both instances, all of them even when sent at once", async () => {
    const email = `paused-${randomBytes(3).toString('hex')}@example.com`;
    await createAuthService(a.db, a.config.jwtSecret).createUser({ email, name: 'Pavol Paused', password: 'right-password-1', role: 'editor' });
    // The free failures of the account, sent at once from as many addresses, half to each instance: the counts in
    // Redis change atomically, so none is lost.
    const free = await Promise.all(Array.from({ length: PASSWORD_BUDGET.free }, (_, i) => login(i % 2 === 0 ? a : b, email, 'wrong-password', `10.8.2.${i + 1}`)));
    expect(free.map((res) => res.statusCode)).toEqual(Array(PASSWORD_BUDGET.free).fill(401));
    // Now the account waits between attempts, on both instances and from a fresh address.
    const waiting = await login(b, email, 'right-password-1', '10.8.3.1');
    expect(waiting.json()).toMatchObject({ code: 'auth.signInThrottled' });
    expect((await login(a, email, 'right-password-1', '10.8.3.2')).json()).toMatchObject({ code: 'auth.signInThrottled' });
  });

  it('counts the per-address sign-in limit (30 in 15 minutes) over both instances', async () => {
    const ip = '10.7.0.1';
    for (let i = 0; i < 30; i++) {
      const res = await login(i % 2 === 0 ? a : b, `nobody-${i}@example.com`, 'whatever-password', ip);
      expect(res.statusCode).toBe(401);
    }
    expect((await login(a, 'nobody-x@example.com', 'whatever-password', ip)).statusCode).toBe(429);
    expect((await login(b, 'nobody-y@example.com', 'whatever-password', ip)).statusCode).toBe(429);
  });
});

describe('caches across instances', () => {
  it('shows on B, within a second, the company data an admin saved on A', async () => {
    const token = (await login(a, DEMO_ADMIN.email, DEMO_ADMIN.password, '10.6.0.1')).json().token as string;
    const settingsOnB = async () => (await b.app.inject({ method: 'GET', url: '/api/site/settings', headers: { localization: LOCALES.en } })).json().data;
    const before = await settingsOnB(); // B now holds the settings in its cache
    const { data } = (await a.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(token) })).json();
    const phone = `+421 2 ${String(Date.now()).slice(-8)}`;
    expect(before.company.phone).not.toBe(phone);
    const saved = await a.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(token), payload: { ...data, company: { ...data.company, phone } } });
    expect(saved.statusCode).toBe(200);
    const started = Date.now();
    await eventually(async () => expect((await settingsOnB()).company.phone).toBe(phone), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('shows on B the next server render of a product page and its category page after an admin renamed the product on A', async () => {
    const token = (await login(a, DEMO_ADMIN.email, DEMO_ADMIN.password, '10.6.0.2')).json().token as string;
    const admin = (method: 'GET' | 'PUT', url: string, payload?: object) => a.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const { data: cats } = (await admin('GET', '/api/admin/categories')).json();
    const leaf = cats.find((c: { parent_id: number | null; product_count: number }) => c.parent_id !== null && c.product_count > 0);
    const categoryUrl = `/en/category/${leaf.translations.en.slug}`;
    const listed = (await b.app.inject({ method: 'GET', url: `/api/product-category/${leaf.translations.en.slug}`, headers: { localization: LOCALES.en } })).json().data.products[0];
    const productUrl = `/en/${listed.slug}`;
    const pageOn = async (t: TestContext, url: string) => (await t.app.inject({ method: 'GET', url, headers: { host: 'shop.test' } })).body;
    const pageOnB = (url: string) => pageOn(b, url);
    // Both instances render both pages and keep them.
    for (const t of [a, b]) for (const url of [productUrl, categoryUrl, productUrl, categoryUrl]) expect(await pageOn(t, url)).toContain(listed.name);

    const id = (await admin('GET', `/api/admin/products?q=${listed.uuid}`)).json().data[0].id as number;
    const name = `${listed.name} (renamed on A)`;
    const saved = await renameProduct(a, token, id, name);
    expect(saved.statusCode).toBe(200);
    // The news reaches B through Redis (asynchronously); its next render after it shows the new name.
    await eventually(async () => expect(await pageOnB(productUrl)).toContain(`<h1>${name}</h1>`), 5000);
    await eventually(async () => expect(await pageOnB(categoryUrl)).toContain(`<li>${name}</li>`), 5000);
    // A, where the change was made, shows it at once.
    expect(await pageOn(a, productUrl)).toContain(`<h1>${name}</h1>`);
  });
});

describe('the registry of remotes across instances (issue 46)', () => {
  it('serves a release and a canary made on A from B within a second', async () => {
    const actor = { kind: 'system' as const, name: 'shared-state test' };
    const next = `https://cdn.example.com/mf-cart/${randomBytes(3).toString('hex')}/mf-manifest.json`;
    const registryOf = async (t: TestContext, cohort?: number) =>
      (await t.app.inject({ method: 'GET', url: '/remotes.json', headers: cohort === undefined ? {} : { cookie: `shop_cohort=${cohort}` } })).json() as Record<string, string>;
    await a.app.releases.addVersion('mf-cart', { version: next, source: 'at' }, actor);
    // B holds a snapshot of the registry from before the release.
    expect((await registryOf(b)).mf_cart).not.toBe(next);
    const released = Date.now();
    await a.app.releases.release('mf-cart', next, actor);
    await eventually(async () => expect((await registryOf(b)).mf_cart).toBe(next), 5000);
    expect(Date.now() - released).toBeLessThan(1000);

    const canary = `https://cdn.example.com/mf-cart/${randomBytes(3).toString('hex')}/mf-manifest.json`;
    await a.app.releases.addVersion('mf-cart', { version: canary, source: 'at' }, actor);
    const started = Date.now();
    await a.app.releases.release('mf-cart', canary, actor, 50);
    // Every cohort gets the same side of the canary from either instance.
    await eventually(async () => {
      for (let cohort = 0; cohort < 100; cohort += 7) expect(await registryOf(b, cohort)).toEqual(await registryOf(a, cohort));
      expect((await b.app.releases.snapshot()).canaryActive).toBe(true);
    }, 5000);
    expect(Date.now() - started).toBeLessThan(1000);
    await a.app.releases.rollbackCanary('mf-cart', actor, 'test over');
  });
});
