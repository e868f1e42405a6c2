import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { RECAPTCHA_SITE_KEY: 'site-key-</script>', MAPS_KEY: 'maps-key' } });
  mkdirSync(path.join(t.config.mediaDir, 'products'), { recursive: true });
  writeFileSync(path.join(t.config.mediaDir, 'products', 'x.webp'), 'webp');
  writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'secret');
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('site pages', () => {
  it('answers index.html with the public config for app routes', async () => {
    // Public pages a shared cache may keep a minute (page-cache.test.ts), the sign-in nowhere.
    const cacheControl = { '/sk': 'public, max-age=0, s-maxage=60, stale-while-revalidate=30', '/en/category/gates': 'public, max-age=0, s-maxage=60, stale-while-revalidate=30', '/sk/admin/login': 'private, no-store' };
    for (const [url, expected] of Object.entries(cacheControl)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe(expected);
      const m = /<script id="public-config" type="application\/json">(.*?)<\/script>/.exec(res.body);
      expect(m, url).not.toBeNull();
      expect(m![1]).not.toContain('<');
      expect(JSON.parse(m![1]!)).toEqual({ apiBase: '', recaptchaSiteKey: 'site-key-</script>', mapsKey: 'maps-key', analyticsId: null });
    }
  });

  it("sends the root to the visitor's language: the saved one, else the browser's first site language, else sk", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'accept-language': 'de-DE,de;q=0.9,hu;q=0.8,en;q=0.7' }, '/hu'],
      [{ 'accept-language': 'en;q=0.5, ru' }, '/ru'],
      [{ 'accept-language': 'fr-FR, de' }, '/sk'],
      [{}, '/sk'],
      [{ 'accept-language': 'en-US', cookie: 'consent=all; i18n_redirected=sr' }, '/sr'],
      [{ 'accept-language': 'en-US', cookie: 'i18n_redirected=xx' }, '/en'],
    ];
    for (const [headers, location] of cases) {
      const res = await get('/', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(302);
      expect(res.headers.location, JSON.stringify(headers)).toBe(location);
      // Stored for a year on the whole site, readable by the shell (not HttpOnly), not Secure (spec section 8).
      expect(res.headers['set-cookie']).toBe(`i18n_redirected=${location.slice(1)}; Max-Age=31536000; Path=/; SameSite=Lax`);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // The query goes along (a campaign's parameters); a page that carries a prefix sets no cookie.
    expect((await get('/?utm_source=mail&x=1', { 'accept-language': 'en' })).headers.location).toBe('/en?utm_source=mail&x=1');
    expect((await get('/en', { 'accept-language': 'hu' })).headers['set-cookie']).toBeUndefined();
  });

  it('sends a CSP allowing the site, and no third-party host while no key is configured (issue 28, 9)', async () => {
    const noKeys = await createTestApp();
    try {
      const res = await noKeys.app.inject({ method: 'GET', url: '/sk' });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:;");
      expect(csp).not.toMatch(/google|gstatic|googletagmanager/);
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
    } finally {
      await noKeys.close();
    }
  });

  it('allows the hosts of exactly the features whose keys are configured (here reCAPTCHA and Maps)', async () => {
    const csp = (await get('/sk')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://www.google.com https://www.gstatic.com https://maps.googleapis.com https://maps.gstatic.com;");
    expect(csp).toContain('https://www.recaptcha.net');
    expect(csp).not.toContain('googletagmanager');
  });

  it("lets the page load remotes the registry names on other origins: the CSP follows remotes.json without a restart", async () => {
    const registryFile = path.join(t.config.deployDir, 'remotes.json');
    const registry = readFileSync(registryFile, 'utf8');
    const csp = async () => (await get('/en/cart')).headers['content-security-policy'] as string;
    expect(await csp()).not.toContain('cdn.example.com');
    try {
      writeFileSync(registryFile, JSON.stringify({ mf_header: '/remotes/mf-header/1.0.0/mf-manifest.json', mf_cart: 'https://cdn.example.com/mf-cart/2.0.0/mf-manifest.json' }));
      // A later modification time, as a release's rename gives it.
      utimesSync(registryFile, new Date(), new Date(Date.now() + 5000));
      const policy = await csp();
      for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
        expect(new RegExp(`${directive} [^;]*https://cdn\\.example\\.com`).test(policy), directive).toBe(true);
      }
      expect(policy).not.toMatch(/default-src [^;]*cdn\.example\.com/);
    } finally {
      writeFileSync(registryFile, registry);
      utimesSync(registryFile, new Date(), new Date(Date.now() + 10000));
    }
    expect(await csp()).not.toContain('cdn.example.com');
  });

  it('sends the document headers with pages and API answers, not with scripts and stylesheets', async () => {
    for (const url of ['/sk', '/api/product-category/menu']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toBeTruthy();
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    // An API answer's policy loads nothing and allows no framing; the page's allows what the page needs.
    expect((await get('/api/product-category/menu')).headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect((await get('/sk')).headers['content-security-policy']).toContain("script-src 'self'");
    for (const url of ['/static/js/main.abc123.js', '/static/css/main.abc123.css']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      // What does apply to a script or a stylesheet stays.
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('compresses when the client accepts it', async () => {
    const br = await get('/static/js/main.abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await get('/api/product-category/menu', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/static/js/main.abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('static files', () => {
  it('serves hashed shell assets and remotes as immutable, without the validators nothing will ask with', async () => {
    for (const url of ['/static/js/main.abc123.js', '/remotes/mf-header/1.0.0/remoteEntry.js']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag, url).toBeUndefined();
      expect(res.headers['last-modified'], url).toBeUndefined();
      expect(res.headers['accept-ranges'], url).toBeUndefined();
    }
  });

  it("serves a remote's files readable from other origins (a shell elsewhere may load them)", async () => {
    const res = await get('/remotes/mf-header/1.0.0/remoteEntry.js', { origin: 'https://staging.example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The shop's own files are not.
    expect((await get('/static/js/main.abc123.js', { origin: 'https://staging.example.com' })).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the registries and the build manifest uncached', async () => {
    for (const url of ['/remotes.json', '/builds/latest.json', '/remotes/mf-header/remotes.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves shell root files with a short cache and 404 for missing files', async () => {
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    // Fresh for an hour, then used while revalidated: the early scripts in <head> never wait for a check.
    expect(icon.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=604800');
    expect((await get('/static/js/missing.js')).statusCode).toBe(404);
    const missing = await get('/nope.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('serves media for a day and refuses paths leaving the folder', async () => {
    const img = await get('/media/products/x.webp');
    expect(img.statusCode).toBe(200);
    expect(img.headers['cache-control']).toBe('public, max-age=86400');
    for (const url of ['/media/../secret.txt', '/media/%2e%2e/secret.txt', '/media/products/%2e%2e/%2e%2e/secret.txt', '/media/..%2fsecret.txt']) {
      const res = await get(url);
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body, url).not.toBe('secret');
    }
  });
});

describe('errors', () => {
  it('answers 404 JSON for unknown API routes', async () => {
    for (const url of ['/api/nope', '/api', '/admin/auth/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/nope' })).statusCode).toBe(404);
  });

  it('answers 400, never 500, for malformed JSON and wrong content types', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: { 'content-type': 'application/json' }, payload: '{"product_uuid":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, message: 'The body is not valid JSON' });
    const xml = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(400);
    expect(xml.json().statusCode).toBe(400);
    const text = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(422);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    const arr = await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: [1, 2] as unknown as Record<string, unknown> });
    expect(arr.statusCode).toBe(422);
  });

  it('answers 503 with a hint when the shell is not built', async () => {
    const t2 = await createTestApp({ deploy: false, products: 5 });
    try {
      const res = await t2.app.inject({ method: 'GET', url: '/sk' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatch(/npm start/);
    } finally {
      await t2.close();
    }
  });
});
