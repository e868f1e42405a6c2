// The server render of pages: the slots a remote's published render function fills, what the page carries for the
// browser's hydration, and the pages that stay as they were (render failed, no render function, signed-in pages).
import { writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { publishRemote } from './page-render-support.ts';

let t: TestContext;

/**
 * A remote's published render function, as shared/src/react/render-remote.server.tsx exports it: it records what it
 * was asked (globalThis.__renderCalls) and renders from a real in-process API answer.
 */
const HEADER_RENDER = `
module.exports.render = async (request) => {
  (globalThis.__renderCalls ??= []).push({ remote: 'mf-header', url: request.url, lang: request.lang, config: request.publicConfig });
  const menu = await request.get('/api/product-category/menu', { localization: 'en-US' });
  const first = menu.body.data[0].name;
  return {
    slots: { header: '<header><nav>' + first + '</nav></header>', footer: '<footer>Footer</footer>', main: '<p>not mine</p>' },
    answers: { 'en|0|category-menu': { data: menu.body.data.slice(0, 1) }, trap: { data: '</script><script>alert(1)</script>' } },
    messages: { header: { search: { open: 'Open search' } }, common: { retry: 'Try again', trap: '</script>' } },
  };
};`;

const SHOP_RENDER = `
module.exports.render = async (request) => {
  (globalThis.__renderCalls ??= []).push({ remote: 'mf-shop', url: request.url, lang: request.lang });
  if (request.url.includes('about')) throw new Error('the about page broke');
  // A loader's 404 (React Router's static handler's statusCode): the page's not-found view, with the page's status.
  if (request.url.includes('no-such-category')) return { slots: { main: '<main><h1>Page not found</h1></main>' }, answers: {}, messages: {}, status: 404 };
  return {
    slots: { main: '<link rel="preload" as="image" href="/img/hero.webp"/><main><h1>Products $& $1</h1></main>' },
    answers: {},
    messages: { shop: { products: { title: 'Products' } }, common: { retry: 'Try again', trap: '</script>' } },
  };
};`;

const calls = (): Array<{ remote: string; url: string; lang: string; config?: Record<string, unknown> }> =>
  ((globalThis as { __renderCalls?: [] }).__renderCalls ??= []);

beforeAll(async () => {
  t = await createTestApp({ env: { ANALYTICS_ID: 'G-TEST', ALLOWED_HOSTS: 'shop.test' } });
  const deployDir = t.config.deployDir;
  const registry = {
    mf_header: publishRemote(deployDir, 'mf-header', 'h1', HEADER_RENDER, ['static/css/async/header.css']),
    mf_shop: publishRemote(deployDir, 'mf-shop', 's1', SHOP_RENDER, ['static/css/async/shop.css']),
    mf_cart: publishRemote(deployDir, 'mf-cart', 'c1', null, []),
  };
  writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify(registry));
});
afterAll(async () => t.close());

const page = async (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });

describe('server-rendered pages', () => {
  it('fill the slots of their layout with the remotes’ HTML, marked for hydration, with their stylesheets and answers', async () => {
    calls().length = 0;
    const res = await page('/en/products?sort=name');
    expect(res.statusCode).toBe(200);
    const menu = (await t.app.inject({ method: 'GET', url: '/api/product-category/menu', headers: { localization: 'en-US' } })).json<{ data: Array<{ name: string }> }>();
    const html = res.body;

    expect(html).toContain(`<div id="slot-header" class="slot slot-header" data-slot="header" data-rendered="mf-header"><header><nav>${menu.data[0]?.name}</nav></header></div>`);
    expect(html).toContain('<div id="slot-footer" class="slot slot-footer" data-slot="footer" data-rendered="mf-header"><footer>Footer</footer></div>');
    // Each slot holds the HTML of the remote the route names for it ("$&" in a render is text, not a pattern).
    expect(html).toContain('<div id="slot-main" class="slot slot-main" data-slot="main" data-rendered="mf-shop"><main><h1>Products $& $1</h1></main></div>');
    expect(html).not.toContain('not mine');

    const head = html.slice(0, html.indexOf('</head>'));
    // The page's own head and language (modules/seo) around the rendered slots, once each.
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en"/i);
    expect(head.match(/<title>[^<]+<\/title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    // Absolute URLs and the build's own paths: the remote's code finds them and does not load them a second time.
    expect(head).toContain('<link rel="stylesheet" href="http://shop.test/remotes/mf-header/h1/static/css/async/header.css" data-href="static/css/async/header.css">');
    expect(head).toContain('<link rel="stylesheet" href="http://shop.test/remotes/mf-shop/s1/static/css/async/shop.css" data-href="static/css/async/shop.css">');
    // What React hoists ahead of a render (the main image's preload) goes into <head>.
    expect(head).toContain('<link rel="preload" as="image" href="/img/hero.webp"/>');

    const data = /<script type="application\/json" id="render-data-mf-header">(.*?)<\/script>/.exec(html)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data ?? '')).toEqual({ 'en|0|category-menu': { data: menu.data.slice(0, 1) }, trap: { data: '</script><script>alert(1)</script>' } });

    // The messages the renders were written with, once per namespace, in the page's language: the remotes take the
    // page over without asking for them first.
    const messages = [...html.matchAll(/<script type="application\/json" id="messages-([\w-]+)" data-lang="(\w+)">(.*?)<\/script>/g)];
    expect(messages.map(([, namespace, lang]) => `${namespace} ${lang}`).sort()).toEqual(['common en', 'header en', 'shop en']);
    const common = messages.find(([, namespace]) => namespace === 'common')?.[3] ?? '';
    expect(common).not.toContain('</script>');
    expect(JSON.parse(common)).toEqual({ retry: 'Try again', trap: '</script>' });

    expect([...calls()].sort((a, b) => a.remote.localeCompare(b.remote))).toEqual([
      { remote: 'mf-header', url: '/en/products?sort=name', lang: 'en', config: expect.objectContaining({ analyticsId: 'G-TEST' }) },
      { remote: 'mf-shop', url: '/en/products?sort=name', lang: 'en' },
    ]);
  });

  it('leave to the browser a slot whose remote has no render function, or whose render failed', async () => {
    const cart = (await page('/sk/cart')).body;
    expect(cart).toContain('data-rendered="mf-header"');
    expect(cart).toContain('<div id="slot-main" class="slot slot-main" data-slot="main"></div>');
    expect(cart).not.toContain('render-data-mf-cart');

    const res = await page('/en/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="slot-main" class="slot slot-main" data-slot="main"></div>');
    expect(res.body).toContain('data-rendered="mf-header"');
  });

  it('answer with the status their route’s loaders gave, a record that does not exist rendered as its not-found view', async () => {
    const res = await page('/en/category/no-such-category');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="slot-main" class="slot slot-main" data-slot="main" data-rendered="mf-shop"><main><h1>Page not found</h1></main></div>');
  });

  it('are not rendered when they need a signed-in user, match no route, or have no header and no render function', async () => {
    calls().length = 0;
    for (const url of ['/en/admin', '/en/admin/eshop-products', '/en/admin/no-such-page', '/en/no-such/page/here', '/sk/katalog']) {
      const res = await page(url);
      expect(res.body, url).not.toContain('data-rendered');
    }
    expect(calls()).toEqual([]);
  });
});

describe('the request log of a server-rendered page', () => {
  it('has the page, not the API calls its render made in-process', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logged = await createTestApp({ build: { logger: { level: 'info', stream } } });
    try {
      const deployDir = logged.config.deployDir;
      writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ mf_header: publishRemote(deployDir, 'mf-header', 'h2', HEADER_RENDER, []) }));
      const res = await logged.app.inject({ method: 'GET', url: '/en/about' });
      expect(res.body).toContain('data-rendered="mf-header"');
      const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
      expect(urls).toContain('/en/about');
      expect(urls).not.toContain('/api/product-category/menu');
    } finally {
      await logged.close();
    }
  });
});
