import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { publishRemote } from './page-render-support.ts';

/**
 * A routed remote's render as shared/src/react/render-remote.server.tsx gives it: a category page's loader asks for
 * its category, and a 404 is the page's status (React Router's static handler's statusCode).
 */
const CATEGORY_RENDER = `
module.exports.render = async (request) => {
  const slug = /\\/(?:category|katalog\\/kategoria)\\/([^/?]+)/.exec(request.url)?.[1];
  const answer = slug ? await request.get('/api/product-category/' + slug, { localization: request.lang }) : { status: 200 };
  return { slots: { main: '<main></main>' }, answers: {}, messages: {}, status: answer.status === 404 ? 404 : 200 };
};`;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  const deployDir = t.config.deployDir;
  const registry = {
    mf_shop: publishRemote(deployDir, 'mf-shop', 'status-1', CATEGORY_RENDER),
    mf_catalog: publishRemote(deployDir, 'mf-catalog', 'status-1', CATEGORY_RENDER),
  };
  writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify(registry));
});
afterAll(async () => t.close());

const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

describe('HTTP status of pages', () => {
  it('is 200 for the pages of the route table', async () => {
    for (const url of ['/sk', '/en/products', '/hu/cart/summary', '/ru/admin/login', '/sr/katalog/produkty']) {
      expect(await status(url), url).toBe(200);
    }
  });

  it('is 404 for a path that matches no route, with the site still served for the error page', async () => {
    for (const url of ['/xx/about', '/about', '/en/category/a/b']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('public-config');
    }
  });

  it("answers an unknown admin address 404 with the admin's layout, whose remote draws its own not-found page (issue 47)", async () => {
    for (const url of ['/en/admin/nope', '/en/admin/nope/deeper/still', '/sk/admin/orders/1/2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('data-layout="admin"');
    }
    expect(await status('/en/admin/orders')).toBe(200);
  });

  it("takes a page's status from its route's loaders: an unknown category is 404, a known one in any language 200", async () => {
    expect(await status('/en/category/gates')).toBe(200);
    expect(await status('/en/category/brany')).toBe(200);
    expect(await status('/sk/katalog/kategoria/ploty')).toBe(200);
    expect(await status('/en/category/no-such-category')).toBe(404);
    expect(await status('/sk/katalog/kategoria/no-such-category')).toBe(404);
  });
});

describe('caching of the menu and the top categories', () => {
  it('lets browsers keep them for a minute, per language', async () => {
    for (const url of ['/api/product-category/menu', '/api/product-category/top']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { localization: 'en-US' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(String(res.headers.vary)).toMatch(/Localization/);
    }
  });
});
