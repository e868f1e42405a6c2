// Issue 28, 2 and 4: the shop cannot be used to send mail in bulk (per-client limits on cart writes and sends, a
// cap on confirmations per recipient, a bot-check secret required in production), and the request's Host does
// not choose the site's own links.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { CONFIRMATIONS_PER_RECIPIENT_PER_HOUR } from '../src/modules/mail/order-mails.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { CONTACT, placeOrder } from './mail-support.ts';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function productUuid(ctx: TestContext): Promise<string> {
  return ((await ctx.app.inject({ method: 'GET', url: '/api/product-category/brany?per_page=1' })).json().data.products as Array<{ uuid: string }>)[0]!.uuid;
}

describe('cart limits per client', () => {
  it('answers 429 rateLimited once a client passes its cart writes per minute; another client is not affected', async () => {
    t = await createTestApp({ env: { CART_WRITE_LIMIT: '5' } });
    const uuid = await productUuid(t);
    const add = (remoteAddress: string) => t!.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: uuid }, remoteAddress });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await add('10.20.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await add('10.20.0.1');
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'rateLimited' });
    // Contact updates count as writes too.
    const cartId = (await add('10.20.0.2')).json().data.uuid as string;
    for (let i = 0; i < 4; i++) expect((await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact: CONTACT }, remoteAddress: '10.20.0.2' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact: CONTACT }, remoteAddress: '10.20.0.2' })).statusCode).toBe(429);
    expect((await add('10.20.0.3')).statusCode).toBe(200);
  });

  it('limits sent carts per client and hour', async () => {
    t = await createTestApp({ env: { CART_SEND_LIMIT: '2' } });
    const uuid = await productUuid(t);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const cartId = (await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: uuid }, remoteAddress: '10.21.0.1' })).json().data.uuid as string;
      await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact: CONTACT }, remoteAddress: '10.21.0.1' });
      statuses.push((await t.app.inject({ method: 'POST', url: `/api/cart/${cartId}/send`, payload: { terms_accepted: true }, remoteAddress: '10.21.0.1' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const orders = await t.db.selectFrom('orders').select('id').execute();
    expect(orders).toHaveLength(2);
  });
});

describe('confirmation mails per recipient', () => {
  it('the issue 28 probe: many orders naming one victim address send it at most the hourly number of confirmations', async () => {
    t = await createTestApp();
    const victim = { ...CONTACT, email: 'Victim@Example.com', name: 'Buy now http://phish.example' };
    for (let i = 0; i < CONFIRMATIONS_PER_RECIPIENT_PER_HOUR + 3; i++) await placeOrder(t, 'en-US', { ...victim, email: i % 2 ? victim.email : victim.email.toLowerCase() });
    const mails = await t.db.selectFrom('mail_outbox').select(['kind', 'to_address']).execute();
    expect(mails.filter((m) => m.kind === 'order-customer')).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_HOUR);
    // Every order is still taken and the company hears of each.
    expect(mails.filter((m) => m.kind === 'order-company')).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_HOUR + 3);
    // Another customer is not affected.
    await placeOrder(t, 'en-US', { ...CONTACT, email: 'someone.else@example.com' });
    expect((await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'someone.else@example.com').execute()).length).toBe(1);
  });
});

describe('production settings', () => {
  const inProduction = (env: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    try {
      return loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', ...env });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const problemOf = (env: Record<string, string>): string => {
    try {
      inProduction(env);
      return '';
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return (e as Error).message;
    }
  };

  it('refuses to start without a bot-check secret, naming the variable and its opt-out', () => {
    const message = problemOf({ PUBLIC_URL: 'https://shop.example.com' });
    expect(message).toContain('RECAPTCHA_SECRET');
    expect(message).toContain('RECAPTCHA_OPTIONAL=true');
    expect(problemOf({ PUBLIC_URL: 'https://shop.example.com', RECAPTCHA_OPTIONAL: 'true' })).toBe('');
    expect(problemOf({ PUBLIC_URL: 'https://shop.example.com', RECAPTCHA_SECRET: 'secret' })).toBe('');
  });

  it('refuses to start without PUBLIC_URL or ALLOWED_HOSTS', () => {
    const message = problemOf({ RECAPTCHA_SECRET: 'secret' });
    expect(message).toContain('PUBLIC_URL');
    expect(message).toContain('ALLOWED_HOSTS');
    expect(problemOf({ RECAPTCHA_SECRET: 'secret', ALLOWED_HOSTS: 'shop.example.com,www.shop.example.com' })).toBe('');
    expect(problemOf({ RECAPTCHA_SECRET: 'secret', ALLOWED_HOSTS: 'bad host!' })).toContain('ALLOWED_HOSTS');
  });

  it('a default start listens on the loopback address only; HOST opens it to the network (issue 50, 3)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dir }).host).toBe('127.0.0.1');
      expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', RECAPTCHA_OPTIONAL: 'true' }).host).toBe('127.0.0.1');
      expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a development start (no NODE_ENV) needs neither', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dir }).production).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the Host header', () => {
  it('does not choose the links of robots.txt and the sitemap when ALLOWED_HOSTS is set (issue 28, 4)', async () => {
    t = await createTestApp({ env: { ALLOWED_HOSTS: 'shop.example.com' } });
    const evil = { host: 'evil.example' };
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: evil });
    expect(robots.body).toContain('Sitemap: http://shop.example.com/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: evil });
    expect(sitemap.body).toContain('<loc>http://shop.example.com/');
    expect(sitemap.body).not.toContain('evil.example');
    const page = await t.app.inject({ method: 'GET', url: '/en', headers: evil });
    expect(page.body).not.toContain('evil.example');
    // A listed host is used as it is.
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.example.com' } })).body).toContain('http://shop.example.com/sitemap.xml');
  });

  it('issue 50, 3: on a default start (neither PUBLIC_URL nor ALLOWED_HOSTS, no NODE_ENV) a forged Host chooses no link: the site is http://localhost:PORT', async () => {
    t = await createTestApp({ env: { PORT: '8123' } });
    const evil = { host: 'evil.example' };
    // The password-reset mail's link.
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'admin@example.com' }, headers: { ...evil, localization: 'en-US' } });
    expect(reset.statusCode).toBe(202);
    const mail = await t.db.selectFrom('mail_outbox').select('text').where('kind', '=', 'password-reset').executeTakeFirstOrThrow();
    expect(mail.text).toContain('http://localhost:8123/en/admin/reset-password#token=');
    expect(mail.text).not.toContain('evil.example');
    // robots.txt, the sitemap and a page's canonical link.
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt', headers: evil })).body).toContain('Sitemap: http://localhost:8123/sitemap.xml');
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: evil })).body;
    expect(sitemap).toContain('<loc>http://localhost:8123/');
    expect(sitemap).not.toContain('evil.example');
    const page = (await t.app.inject({ method: 'GET', url: '/en', headers: evil })).body;
    expect(page).toContain('<link rel="canonical" href="http://localhost:8123/en"');
    expect(page).not.toContain('evil.example');
    // The loopback names of the port are the site's own: a browser on 127.0.0.1 gets links it can follow.
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: '127.0.0.1:8123' } })).body).toContain('Sitemap: http://127.0.0.1:8123/sitemap.xml');
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: '127.0.0.1:9999' } })).body).toContain('Sitemap: http://localhost:8123/sitemap.xml');
  });

  it('PUBLIC_URL wins over any Host', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://www.shop.example.com' } });
    const page = await t.app.inject({ method: 'GET', url: '/en', headers: { host: 'evil.example' } });
    expect(page.body).toContain('https://www.shop.example.com/en');
    expect(page.body).not.toContain('evil.example');
  });
});
