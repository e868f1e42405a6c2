// How long browsers and proxies may keep a page (Cache-Control), and the server's own copies of public pages: a
// public page is rendered once for many visitors, and an admin's change is on the next page all the same.
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache, pageEncodingFor } from '../src/modules/page-render/page-cache.ts';
import { bearer, renameProduct, tokens, type Tokens } from './admin-helpers.ts';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';
import { eventually } from './mail-support.ts';
import { dataRenders, publishRemote, publishRemotesShowingData } from './page-render-support.ts';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';

let t: TestContext;
let tk: Tokens;
/** A category with products, in English, and the first product it lists. */
let category: { slug: string; product: { id: number; slug: string; name: string } };

beforeAll(async () => {
  // The pages are asked for as shop.test (and other.test): hosts the site answers as.
  t = await createTestApp({ env: { ALLOWED_HOSTS: 'shop.test,other.test' } });
  publishRemotesShowingData(t.config.deployDir);
  tk = await tokens(t);
  const { data: cats } = (await admin('GET', '/api/admin/categories')).json();
  const leaf = cats.find((c: { parent_id: number | null; product_count: number }) => c.parent_id !== null && c.product_count > 0);
  const slug = leaf.translations.en.slug as string;
  const first = (await t.app.inject({ method: 'GET', url: `/api/product-category/${slug}`, headers: { localization: LOCALES.en } })).json().data.products[0];
  const id = (await admin('GET', `/api/admin/products?q=${first.uuid}`)).json().data[0].id as number;
  category = { slug, product: { id, slug: first.slug, name: first.name } };
});
afterAll(async () => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: 'shop.test', ...headers } });
const admin = (method: 'GET' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(tk.admin), ...(payload ? { payload } : {}) });
const rendersOf = (url: string) => dataRenders().filter((render) => render.endsWith(` ${url}`));

describe('Cache-Control of pages', () => {
  it('lets shared caches keep a public page a minute, has browsers ask again, and varies on the encoding only', async () => {
    for (const url of ['/en', `/en/category/${category.slug}`, `/en/${category.product.slug}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PUBLIC);
      expect(res.headers.vary, url).toBe('accept-encoding');
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    const compressed = await page('/en', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe(PUBLIC);
    expect(compressed.headers.vary).toBe('accept-encoding');
  });

  it('sends a kept page in the encoding asked for as it was compressed once, smaller than compression on the fly', async () => {
    const url = `/en/${category.product.slug}`;
    const html = (await page(url)).body;
    const onTheFly = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    await eventually(async () => {
      const res = await page(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
      expect(res.rawPayload.length).toBeLessThan(onTheFly.length);
    }, 5000);
    const gzipped = await page(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(html);
    expect((await page(url)).body).toBe(html);
  });

  it('keeps the pages about the visitor (the admin and its sign-in, the cart and the checkout) out of every cache', async () => {
    for (const url of ['/sk/admin', '/en/admin/eshop-products', '/sk/admin/login', '/en/admin/reset-password', '/sk/cart', '/en/cart/summary', '/en/cart/thank-you']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('has error pages asked for again each time: unknown paths, categories and products', async () => {
    for (const url of ['/en/no-such/page/here', '/en/category/no-such-category', '/en/no-such-product', '/xx/about']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('renders again, and lets nobody keep, a page whose server render failed', async () => {
    // The shop's test render of /about fails: its slot is left to the browser.
    dataRenders().length = 0;
    for (let i = 0; i < 2; i++) {
      const res = await page('/en/about');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="slot-main" class="slot slot-main" data-slot="main"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(rendersOf('/en/about').filter((render) => render.startsWith('mf-shop'))).toHaveLength(2);
  });
});

describe('the server’s copies of public pages', () => {
  it('renders a page once for the visitors of one address, and again for another address or host', async () => {
    const url = `/en/category/${category.slug}`;
    await page(url);
    dataRenders().length = 0;
    const first = await page(url);
    const second = await page(url);
    expect(second.body).toBe(first.body);
    expect(first.body).toContain(`<li>${category.product.name}</li>`);
    expect(rendersOf(url)).toEqual([]);
    const paged = await page(`${url}?page=2`);
    expect(paged.statusCode).toBe(200);
    expect(rendersOf(`${url}?page=2`)).toHaveLength(2);
    // The page names its host in its links: another host gets its own.
    const elsewhere = await page(url, { host: 'other.test' });
    expect(elsewhere.body).not.toBe(first.body);
    expect(rendersOf(url).sort()).toEqual([`mf-header ${url}`, `mf-shop ${url}`]);
  });

  it('shows a product renamed in the admin on the next render of its page and of its category page', async () => {
    const productUrl = `/en/${category.product.slug}`;
    const categoryUrl = `/en/category/${category.slug}`;
    for (const url of [productUrl, categoryUrl]) await page(url);
    expect((await page(productUrl)).body).toContain(`<h1>${category.product.name}</h1>`);

    const name = `${category.product.name} (renamed)`;
    const saved = await renameProduct(t, tk.admin, category.product.id, name);
    expect(saved.statusCode).toBe(200);

    expect((await page(productUrl)).body).toContain(`<h1>${name}</h1>`);
    const categoryPage = (await page(categoryUrl)).body;
    expect(categoryPage).toContain(`<li>${name}</li>`);
    expect(categoryPage).not.toContain(`<li>${category.product.name}</li>`);
    category.product.name = name;
  });

  it('shows a home section retitled in the admin (content) and a new company phone (settings) on the next render', async () => {
    await page('/en');
    const { data: modules } = (await admin('GET', '/api/admin/modules')).json();
    const hero = modules.find((m: { enabled: boolean; type: string }) => m.enabled && m.type === 'hero');
    const title = `Gates made to measure ${Date.now()}`;
    const { enabled, text, cta_label, item_limit, image_path } = hero;
    expect((await admin('PUT', `/api/admin/modules/${hero.uuid}`, { enabled, title: { ...hero.title, en: title }, text, cta_label, item_limit, image_path })).statusCode).toBe(200);
    expect((await page('/en')).body).toContain(`<h2>${title}</h2>`);

    const { data: settings } = (await admin('GET', '/api/admin/settings')).json();
    const phone = `+421 2 ${String(Date.now()).slice(-8)}`;
    expect((await admin('PUT', '/api/admin/settings', { ...settings, company: { ...settings.company, phone } })).statusCode).toBe(200);
    const home = (await page('/en')).body;
    expect(home).toContain(`<footer>Call ${phone}</footer>`);
    expect(home).toContain(`<h2>${title}</h2>`);
  });

  it('shows a release (the registry names another version) on the next page', async () => {
    const url = `/en/${category.product.slug}`;
    expect((await page(url)).body).toContain(`<h1>${category.product.name}</h1>`);
    const registryFile = path.join(t.config.deployDir, 'remotes.json');
    const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, string>;
    registry.mf_shop = publishRemote(t.config.deployDir, 'mf-shop', 'data-2', `module.exports.render = async () => ({ slots: { main: '<main>Version 2</main>' }, answers: {}, messages: {} });`);
    writeFileSync(registryFile, JSON.stringify(registry));
    // A release is seconds after the last one at least; the file system's clock may be coarser than this test.
    const later = new Date(Date.now() + 5000);
    utimesSync(registryFile, later, later);
    expect((await page(url)).body).toContain('<main>Version 2</main>');
  });
});

describe('the page cache', () => {
  const bytes = (n: number) => Buffer.alloc(n, 'x');

  it('keeps no page made while a change arrived (it may show what was there before)', () => {
    const cache = createPageCache();
    const ticket = cache.ticket();
    cache.clear(); // an admin's change, while the page was being made from the data before it
    cache.store(ticket, '/en', bytes(10));
    expect(cache.get('/en')).toBeUndefined();
    cache.store(cache.ticket(), '/en', bytes(10));
    expect(cache.get('/en')?.body).toEqual(bytes(10));
  });

  it('makes a page again once it is older than the maximum age, and holds at most its bytes, least recently used out first', () => {
    let now = 0;
    const cache = createPageCache({ maxBytes: 25, maxAgeMs: 60_000, now: () => now });
    for (const key of ['/a', '/b']) cache.store(cache.ticket(), key, bytes(10));
    expect(cache.get('/a')).toBeDefined(); // /b is now the least recently used
    cache.store(cache.ticket(), '/c', bytes(10));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
    cache.store(cache.ticket(), '/huge', bytes(26));
    expect(cache.get('/huge')).toBeUndefined();
    now = 60_000;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('keeps a page brotli- and gzip-compressed once, beside its bytes, for the encodings visitors ask for', async () => {
    const cache = createPageCache();
    const html = Buffer.from(`<!doctype html><main>${'<p>Brána z pozinkovanej ocele</p>'.repeat(200)}</main>`);
    cache.store(cache.ticket(), '/sk', html);
    await eventually(() => expect(Object.keys(cache.get('/sk')!.encoded).sort()).toEqual(['br', 'gzip']), 5000);
    const { encoded } = cache.get('/sk')!;
    expect(brotliDecompressSync(encoded.br!)).toEqual(html);
    expect(gunzipSync(encoded.gzip!)).toEqual(html);
    expect(encoded.br!.length).toBeLessThan(html.length / 10);
    // What a request prefers, by its q-values; none of them, or nothing asked for: the page as it is.
    expect(pageEncodingFor('gzip, deflate, br')).toBe('br');
    expect(pageEncodingFor('br;q=0.5, gzip')).toBe('gzip');
    expect(pageEncodingFor('deflate')).toBeNull();
    expect(pageEncodingFor(undefined)).toBeNull();
  });
});
