// Issue 46, journeys (b) and (c): a team releases its remote from its CI with a release token, as a canary that keeps
// each visitor on one side across reloads (the server's HTML and the browser agree), then promotes it to everyone;
// and the token opens nothing but its own remote's releases.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext } from '@playwright/test';
import { removeFolder, type ShopServer } from '../support/shop-server.ts';
import { expect, test } from '../support/test.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

test.describe.configure({ mode: 'serial' });

/** A release token made by an operator on the shop's server (same database settings as the server). */
async function releaseToken(shop: ShopServer, remote: string, name: string): Promise<string> {
  const { stdout } = await run('node', [join(repoRoot, 'api', 'dist', 'cli.mjs'), 'release-token', 'create', '--remote', remote, '--name', name], {
    env: { ...process.env, DATA_DIR: shop.dataDir, DEPLOY_DIR: shop.deployDir },
    encoding: 'utf8',
  });
  const token = stdout.trim().split('\n').at(-1) ?? '';
  expect(token).toMatch(/^shop_release_/);
  return token;
}

/** `pnpm release` as a team's CI runs it against the shop. */
async function release(shop: ShopServer, token: string, args: string[]): Promise<string> {
  const { stdout } = await run('node', [join(repoRoot, 'scripts', 'release.mjs'), 'mf-cart', ...args], {
    env: { ...process.env, SHOP_URL: shop.url, RELEASE_TOKEN: token },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return stdout;
}

/** A build of mf-cart that differs from the one served (a note beside it): the served build's files, as built. */
function changedCartBuild(deployDir: string, version: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'mf-cart-canary-'));
  const served = join(deployDir, 'remotes', 'mf-cart', version);
  cpSync(served, dist, { recursive: true, filter: (source) => statSync(source).isDirectory() || !/\.(?:br|gz)$/.test(source) });
  writeFileSync(join(dist, 'release-note.txt'), `canary ${Date.now()}\n`);
  return dist;
}

/** The version of mf-cart a new visitor's cart page uses, read from the server's HTML and from the browser's loads. */
async function visitCart(browser: Browser, baseURL: string, cookies: Awaited<ReturnType<BrowserContext['cookies']>> = []) {
  const context = await browser.newContext({ baseURL });
  if (cookies.length > 0) await context.addCookies(cookies);
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const version = /\/remotes\/mf-cart\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
    if (version) loaded.add(version);
  });
  const versions: Array<{ html: string | undefined; browser: string[] }> = [];
  for (let i = 0; i < 2; i++) {
    loaded.clear();
    const response = i === 0 ? await page.goto('/en/cart') : await page.reload();
    const html = /\/remotes\/mf-cart\/([^/]+)\//.exec((await response?.text()) ?? '')?.[1];
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    versions.push({ html, browser: [...loaded] });
  }
  const jar = await context.cookies();
  await context.close();
  return { versions, cookies: jar };
}

test('(b) a healthy canary keeps each visitor on one side across reloads, and --promote serves it to everyone', async ({ browser, shop, baseURL }) => {
  test.setTimeout(240_000);
  const token = await releaseToken(shop, 'mf-cart', 'cart team');
  const registry = (await (await fetch(`${shop.url}/remotes.json`)).json()) as Record<string, string>;
  const stable = /\/remotes\/mf-cart\/([^/]+)\//.exec(registry.mf_cart ?? '')?.[1];
  if (!stable) throw new Error('The registry has no mf-cart');
  const dist = changedCartBuild(shop.deployDir, stable);
  try {
    const out = await release(shop, token, ['--dist', dist, '--canary', '50']);
    const canary = /canary ([0-9a-f]{12}) to 50 %/.exec(out)?.[1];
    expect(canary, out).toBeDefined();
    expect(await release(shop, token, ['--list'])).toContain(`stable ${stable}, canary ${canary} to 50 % of visitors`);

    // New visitors fall on both sides; each one's server HTML and browser agree, and a reload keeps the side.
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 12 && seen.size < 2; visitor++) {
      const { versions, cookies } = await visitCart(browser, baseURL!);
      expect(cookies.find((c) => c.name === 'shop_cohort')?.value).toMatch(/^\d{1,2}$/);
      const side = versions[0]!.html!;
      expect([stable, canary]).toContain(side);
      for (const { html, browser: loaded } of versions) {
        expect(html).toBe(side);
        expect(loaded).toEqual([side]);
      }
      // The same visitor another day (the cookie kept) is still on that side.
      const again = await visitCart(browser, baseURL!, cookies);
      expect(again.versions[0]!.html).toBe(side);
      seen.add(side);
    }
    expect([...seen].sort()).toEqual([stable, canary].sort());

    expect(await release(shop, token, ['--promote'])).toContain(`stable ${canary}, no canary`);
    for (let visitor = 0; visitor < 3; visitor++) {
      const { versions } = await visitCart(browser, baseURL!);
      expect(versions.map((v) => v.html)).toEqual([canary, canary]);
    }
    // Back to what the other journeys expect.
    expect(await release(shop, token, ['--rollback', stable!])).toContain(`stable ${stable}`);
  } finally {
    removeFolder(dist);
  }
});

test('(c) a release token for one remote is refused for another remote and for any admin call', async ({ shop }) => {
  const token = await releaseToken(shop, 'mf-cart', 'cart only');
  const call = (path: string, init: RequestInit = {}) => fetch(`${shop.url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
  expect((await call('/api/releases/mf-cart')).status).toBe(200);
  const other = await call('/api/releases/mf-shop/rollback', { method: 'POST', body: '{}' });
  expect(other.status).toBe(403);
  expect(((await other.json()) as { code: string }).code).toBe('releaseToken.otherRemote');
  for (const path of ['/api/admin/users', '/api/admin/releases', '/api/admin/release-tokens', '/api/admin/audit', '/admin/auth/me']) {
    expect((await call(path)).status, path).toBe(401);
  }
  expect((await call('/api/admin/release-tokens', { method: 'POST', body: JSON.stringify({ name: 'more', remotes: ['mf-shop'] }) })).status).toBe(401);
  // The command says so too, and changes nothing.
  const refused = await run('node', [join(repoRoot, 'scripts', 'release.mjs'), 'mf-shop', '--rollback'], { env: { ...process.env, SHOP_URL: shop.url, RELEASE_TOKEN: token }, encoding: 'utf8' }).then(
    () => null,
    (error: { stderr: string }) => error.stderr,
  );
  expect(refused).toContain('releaseToken.otherRemote');
  expect(readdirSync(join(shop.deployDir, 'remotes', 'mf-shop')).length).toBeGreaterThan(0);
});
