import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { expect, test } from '../support/test.ts';
import { removeFolder } from '../support/shop-server.ts';
import { countReactRenderers } from '../support/federation.ts';
import { untilHydrated } from '../support/hydration.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');
// The deploy folder the journey's server serves (see playwright.config.ts).
const deployDir = resolve(process.env.DEPLOY_DIR || join(import.meta.dirname, '..', '..', '.deploy'));
const registryFile = join(deployDir, 'remotes.json');
const latestFile = join(deployDir, 'builds', 'latest.json');

test.describe.configure({ mode: 'serial' });

test('a release of one remote reaches an open page at its next navigation, without rebuilding the shell', async ({ page }) => {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, string>;
  const latest = readFileSync(latestFile, 'utf8');
  const current = /\/remotes\/mf-cart\/([^/]+)\//.exec(registry.mf_cart ?? '')?.[1];
  if (!current) throw new Error('The registry has no mf-cart');
  const released = `${current}-e2e`;
  await page.clock.install();
  await page.goto('/en/products');
  await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');

  // Publish mf-cart as a new version the way the release command does: a new versioned folder, the registry
  // switched to it, and a new builds/latest.json. The shell is untouched.
  cpSync(join(deployDir, 'remotes', 'mf-cart', current), join(deployDir, 'remotes', 'mf-cart', released), { recursive: true });
  try {
    writeFileSync(registryFile, JSON.stringify({ ...registry, mf_cart: `/remotes/mf-cart/${released}/mf-manifest.json` }));
    writeFileSync(latestFile, JSON.stringify({ id: `release-${Date.now()}`, changes: { 'mf-cart': released } }));

    const fromNewRelease: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/remotes/mf-cart/${released}/`)) fromNewRelease.push(request.url());
    });
    let loads = 0;
    page.on('load', () => loads++);

    // The page polls builds/latest.json every minute while it is shown.
    await page.clock.runFor('01:00:05');
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-cart');
    expect(loads).toBe(1); // the navigation was a full page load
    expect(fromNewRelease.some((url) => url.endsWith('mf-manifest.json'))).toBe(true);
  } finally {
    writeFileSync(registryFile, JSON.stringify(registry, null, 2));
    writeFileSync(latestFile, latest);
    removeFolder(join(deployDir, 'remotes', 'mf-cart', released));
  }
});

test('an open page learns of a rollback when its tab is shown again, and of a release before a navigation five minutes on', async ({ page }) => {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, string>;
  const latest = readFileSync(latestFile, 'utf8');
  const current = /\/remotes\/mf-cart\/([^/]+)\//.exec(registry.mf_cart ?? '')?.[1];
  if (!current) throw new Error('The registry has no mf-cart');
  // The version the registry goes back to (a rollback) and a later release: copies of the published folder.
  const previous = `${current}-rolled-back`;
  const cartHref = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  const buildChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/builds/latest.json') buildChecks.push(request.url());
  });
  let loads = 0;
  page.on('load', () => loads++);
  const publishCart = (version: string) => {
    cpSync(join(deployDir, 'remotes', 'mf-cart', current), join(deployDir, 'remotes', 'mf-cart', version), { recursive: true });
    writeFileSync(registryFile, JSON.stringify({ ...registry, mf_cart: `/remotes/mf-cart/${version}/mf-manifest.json` }));
    writeFileSync(latestFile, JSON.stringify({ id: `publish-${version}-${Date.now()}`, changes: { 'mf-cart': version } }));
  };
  await page.clock.install();
  try {
    await page.goto('/en/products');
    await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');
    await untilHydrated(page);
    await expect.poll(() => buildChecks.length, { message: 'the page asks for the build it runs' }).toBe(1);

    // A navigation soon after asks nothing first.
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    expect(buildChecks).toHaveLength(1);

    // The remote is rolled back while the tab is hidden; the tab comes back a minute later.
    publishCart(previous);
    await page.clock.runFor('01:05');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => buildChecks.length, { message: 'the shown tab asks for the build' }).toBe(2);
    await cartHref.click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-cart');
    // The server's HTML already names the slot's remote; the load event comes once the page's files are in.
    await expect.poll(() => loads, { message: 'the navigation after the rollback was a full page load' }).toBe(2);

    // A release while the page stays open and visible: the next navigation five minutes on asks first.
    await untilHydrated(page);
    publishCart(`${current}-next`);
    await page.clock.runFor('05:01');
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => loads, { message: 'the navigation after the release was a full page load' }).toBe(3);
  } finally {
    writeFileSync(registryFile, JSON.stringify(registry, null, 2));
    writeFileSync(latestFile, latest);
    for (const version of [previous, `${current}-next`]) removeFolder(join(deployDir, 'remotes', 'mf-cart', version));
  }
});

test('a remote built for shared libraries the page cannot give it shows a clear fallback, not a blank slot', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // mf-cart's manifest claims a React the page does not run.
  await page.route(/\/remotes\/mf-cart\/[^/]+\/mf-manifest\.json$/, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { shared: { name: string; requiredVersion?: string }[] };
    for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^99.0.0';
    await route.fulfill({ response, json: manifest });
  });
  await page.goto('/en/products');
  await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  const fallback = page.locator('#slot-main [role="alert"][data-reason="version-skew"]');
  await expect(fallback).toContainText('released for another version of the site');
  expect(errors.some((e) => /version-skew/.test(e) && /react: needs \^99\.0\.0/.test(e))).toBe(true);
  await expect(page.locator('#slot-header')).toHaveAttribute('data-remote', 'mf-header');
});

/**
 * Runs the release command as a team would (`pnpm release mf-cart …`), against the journey's deploy folder; without
 * blocking this process, which may be serving the team's CDN meanwhile. A command that has not ended within
 * `timeoutMs` is killed and fails the journey with its output, rather than leaving it to the test's timeout.
 */
async function release(args: string[], { env = {}, timeoutMs = 20_000 }: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<string> {
  const { stdout } = await promisify(execFile)('node', [join(repoRoot, 'scripts', 'release.mjs'), 'mf-cart', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env, DEPLOY_DIR: deployDir },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: timeoutMs,
  });
  return stdout;
}

/** A team's edit of its own copy: each text must be found once, so a changed source fails here, not in a later check. */
function editSource(file: string, edits: Array<[find: string, replacement: string]>): void {
  let source = readFileSync(file, 'utf8');
  for (const [find, replacement] of edits) {
    if (source.split(find).length !== 2) throw new Error(`${file} has no single ${JSON.stringify(find)} to edit`);
    source = source.replace(find, replacement);
  }
  writeFileSync(file, source);
}

test('a remote that starts using an antd component and an icon no other remote uses is released alone and works after the others loaded, then rolls back', async ({ page }) => {
  test.setTimeout(240_000);
  // A team's working copy of mf-cart beside the workspace's (so its dependencies resolve as the workspace's do), where
  // the team adds a section with a new antd component and icon to the cart page; the shell and the other remotes stay
  // as published.
  const workingCopy = join(repoRoot, `.release-probe-${process.pid}`);
  cpSync(join(repoRoot, 'mf-cart'), workingCopy, { recursive: true, verbatimSymlinks: true, filter: (source) => !/[\\/](dist|\.cache)$/.test(source) });
  let released = false;
  try {
    cpSync(join(import.meta.dirname, '..', 'fixtures', 'mf-cart-release-probe.tsx'), join(workingCopy, 'src', 'app', 'release-probe.tsx'));
    editSource(join(workingCopy, 'src', 'app', 'app.tsx'), [
      ["import { CartPage } from '../features/cart/components/cart-page.tsx';", "$&\nimport { ReleaseProbe } from './release-probe.tsx';"],
      ["element={<CartPage />}", 'element={<><CartPage /><ReleaseProbe /></>}'],
    ]);
    // It builds the working copy: far longer than the other commands.
    await release(['--dir', workingCopy], { timeoutMs: 180_000 });
    released = true;

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const reactRenderers = await countReactRenderers(page);
    const probe = page.getByRole('region', { name: 'Release probe' });

    // Home first (header and shop loaded), then the cart by a client-side navigation.
    await page.goto('/en');
    await expect(page.locator('#slot-main h1')).toBeVisible();
    await untilHydrated(page);
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-cart');
    await expect(probe.getByRole('img', { name: 'Probe icon' })).toBeVisible();
    await expect(probe.locator('.ant-rate')).toBeVisible();
    // In the shop's theme (its primary colour), from antd's one style cache.
    await expect(probe.getByRole('switch', { name: 'Probe switch' })).toHaveCSS('background-color', 'rgb(11, 78, 162)');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();

    // A fresh load of the cart too (the server renders the probe: the count waits until React has taken it over).
    await page.goto('/en/cart');
    await expect(probe.locator('.ant-rate')).toBeVisible();
    await expect(probe.getByRole('img', { name: 'Probe icon' })).toBeVisible();
    await untilHydrated(page);
    await expect.poll(reactRenderers, { message: 'React DOM renderers in the page' }).toBe(1);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  } finally {
    // Only what was released is rolled back: a failure before the release must show as itself.
    if (released) await release(['--rollback']);
    removeFolder(workingCopy);
  }
  await page.goto('/en/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Release probe' })).toHaveCount(0);
});

test('a remote hosted on another origin (a team\'s CDN) is loaded through the registry, on a navigation and a fresh load', async ({ page }) => {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, string>;
  const current = /\/remotes\/mf-cart\/([^/]+)\//.exec(registry.mf_cart ?? '')?.[1];
  if (!current) throw new Error('The registry has no mf-cart');
  // The team's CDN: the published folder served from a second loopback port, readable cross-origin.
  const folder = join(deployDir, 'remotes', 'mf-cart', current);
  const cdn = createServer((request, response) => {
    const file = join(folder, decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname).replace(/^\/mf-cart\/[^/]+\//, ''));
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  const cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  try {
    await release(['--at', `${cdnOrigin}/mf-cart/${current}/mf-manifest.json`]);
    const fromCdn: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(cdnOrigin)) fromCdn.push(request.url());
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    await page.goto('/en/products');
    await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');
    await untilHydrated(page);
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-cart');
    await page.goto('/en/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-cart');
    expect(fromCdn.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromCdn.some((url) => url.endsWith('.js'))).toBe(true);
    expect(violations).toEqual([]);
  } finally {
    await release(['--rollback', current]);
    // close() alone would wait for ever for a socket Chromium opened ahead and never sent a request on.
    cdn.closeAllConnections();
    await new Promise((resolve) => cdn.close(resolve));
  }
  expect(JSON.parse(readFileSync(registryFile, 'utf8')).mf_cart).toBe(registry.mf_cart);
});
