// Pages in Chromium against the production build: bytes and requests of a cold first load, client-side
// navigation timings, and which build provided each shared library (ported from e2e/support/federation.ts).
import { request } from 'node:http';
import { chromium } from 'playwright-core';

import { PAGE_SINGLETONS } from '../../shared/federation.mjs';

/** What a page must hold once (shared/federation.mjs). */
export const SINGLETONS = Object.keys(PAGE_SINGLETONS);
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--disable-dev-shm-usage'];
const MAIN_HEADING = '#slot-main h1';
/** Counts React DOM renderers through the hook React's developer tools install (two would mean two Reacts). */
const COUNT_REACT_RENDERERS = `(() => {
  let renderers = 0;
  const noop = () => undefined;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { isDisabled: false, supportsFiber: true, renderers: new Map(), inject: () => ++renderers, onCommitFiberRoot: noop, onCommitFiberUnmount: noop, onPostCommitFiberRoot: noop, checkDCE: noop };
  Object.defineProperty(window, '__reactRenderers', { get: () => renderers });
})();`;

export async function launch(executablePath) {
  return chromium.launch({ executablePath, args: LAUNCH_ARGS });
}

/** Prefetch off (the shell honours Save-Data): the first load is what the page itself needs, not what it fetches ahead. */
const SAVE_DATA = () => {
  Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
};

async function waitForQuietNetwork(inFlight, quietMs = 700, timeoutMs = 20_000) {
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A cold load of one page (new context, empty cache): bytes transferred (compressed) and decoded, by type, and requests. */
export async function weighPage(browser, url, { prefetch = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  if (!prefetch) await context.addInitScript(SAVE_DATA);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  const inFlight = new Set();
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    if (!requests.has(e.requestId)) requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', transferred: 0, headers: 0, decoded: 0, status: 0 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    // encodedDataLength so far: the response's status line and headers (HTTP/1.1 sends them uncompressed each time).
    if (r) Object.assign(r, { type: e.type, status: e.response.status, headers: e.response.encodedDataLength ?? 0, encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '' });
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    inFlight.delete(e.requestId);
    const r = requests.get(e.requestId);
    if (r) r.transferred = e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => inFlight.delete(e.requestId));
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const started = Date.now();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator(MAIN_HEADING).first().waitFor({ state: 'visible', timeout: 30_000 });
  const headingMs = Date.now() - started;
  await waitForQuietNetwork(inFlight);
  const sum = (type, field) => [...requests.values()].filter((r) => r.type === type).reduce((n, r) => n + r[field], 0);
  const result = {
    url: new URL(url).pathname,
    headingMs,
    requests: requests.size,
    jsTransferred: sum('Script', 'transferred'),
    jsHeaders: sum('Script', 'headers'),
    jsDecoded: sum('Script', 'decoded'),
    jsFiles: [...requests.values()].filter((r) => r.type === 'Script').length,
    cssTransferred: sum('Stylesheet', 'transferred'),
    cssDecoded: sum('Stylesheet', 'decoded'),
    totalTransferred: [...requests.values()].reduce((n, r) => n + r.transferred, 0),
    uncompressedText: [...requests.values()].filter((r) => /javascript|css|json/.test(r.url) || ['Script', 'Stylesheet', 'Document'].includes(r.type)).filter((r) => !r.encoding && r.decoded > 1024).map((r) => new URL(r.url).pathname),
    errors,
  };
  await context.close();
  return result;
}

/** Time from the click on a link until the new page's main heading is visible, measured inside the page. */
async function timedClick(page, selector) {
  return page.evaluate(async (sel) => {
    const link = document.querySelector(sel);
    if (!link) throw new Error(`No link ${sel}`);
    const before = document.querySelector('#slot-main h1');
    const beforeText = before?.textContent ?? null;
    // Layout is asked for only once a new heading is there: asking on every mutation while the old heading is still
    // shown forced a synchronous layout between the page's own steps (~35 ms of a ~230 ms navigation in a profile),
    // measuring the measurement.
    const isNewHeading = () => {
      const h1 = document.querySelector('#slot-main h1');
      if (!h1 || !h1.textContent?.trim()) return false;
      if (h1 === before && h1.textContent === beforeText) return false;
      const box = h1.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const t0 = performance.now();
    link.click();
    return new Promise((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`No new heading after clicking ${sel}`)), 15_000);
      const done = () => {
        clearTimeout(timeout);
        observer.disconnect();
        resolve(performance.now() - t0);
      };
      const observer = new MutationObserver(() => isNewHeading() && done());
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  }, selector);
}

/** home -> category -> product -> cart by clicks, after the home page has settled (prefetch on, as visitors have it). */
export async function navigationJourney(browser, base, urls) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  await context.addInitScript(COUNT_REACT_RENDERERS);
  const page = await context.newPage();
  const scripts = [];
  const errors = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && /Invalid hook call|second instance|more than one copy/i.test(m.text()) && errors.push(m.text()));
  await page.goto(base + urls.home);
  await page.locator(MAIN_HEADING).first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  // The server's HTML is shown at once; the journey starts once the remotes have taken it over (hydration), as the
  // navigations measured are the client-side ones (before that, a link is a plain link: a full page load). The
  // footer is taken over only when it comes near the viewport.
  await page.waitForFunction(() => !document.querySelector('#slot-header[data-rendered], #slot-main[data-rendered]'));
  const steps = {};
  steps['home → category'] = await timedClick(page, `#slot-main a[href="${urls.category}"]`);
  await page.waitForLoadState('networkidle');
  steps['category → product'] = await timedClick(page, `#slot-main a[href="${urls.product}"]`);
  await page.waitForLoadState('networkidle');
  steps['product → cart'] = await timedClick(page, `#slot-header a[href="${urls.cart}"]`);
  await page.waitForLoadState('networkidle');
  const sharing = await sharedCopies(page, scripts);
  await context.close();
  return { steps, sharing, errors };
}

/** For each page singleton: the builds whose copy was downloaded; and the React renderers that started. */
async function sharedCopies(page, requested) {
  const origin = new URL(page.url()).origin;
  const registry = await (await page.request.get(`${origin}/remotes.json`)).json();
  const builds = { shell: '/mf-manifest.json', ...registry };
  const downloaded = Object.fromEntries(SINGLETONS.map((lib) => [lib, []]));
  for (const [build, manifestPath] of Object.entries(builds)) {
    const manifestUrl = new URL(manifestPath, origin);
    const manifest = await (await page.request.get(manifestUrl.href)).json();
    // A build's copy counts as downloaded when a file only it needs was requested (read from public manifests).
    const listed = new Map();
    for (const shared of manifest.shared) for (const file of shared.assets.js.sync) listed.set(file, (listed.get(file) ?? 0) + 1);
    for (const shared of manifest.shared) {
      if (!SINGLETONS.includes(shared.name)) continue;
      const own = shared.assets.js.sync.filter((file) => listed.get(file) === 1).map((file) => new URL(file, manifestUrl).pathname);
      if (own.some((file) => requested.some((url) => new URL(url).pathname === file))) downloaded[shared.name].push(build);
    }
  }
  const instances = await page.evaluate(() => globalThis.__SHOP_SINGLETONS__ ?? {});
  const reactRenderers = await page.evaluate(() => globalThis.__reactRenderers ?? null);
  return { downloaded, instances, reactRenderers };
}

/** Bytes of one published file as served: compressed (brotli, as Chromium asks for it) and decoded. */
function servedSize(url) {
  const get = (encoding) =>
    new Promise((resolve, reject) => {
      const req = request(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        let bytes = 0;
        res.on('data', (d) => (bytes += d.length));
        res.on('end', () => resolve(bytes));
      });
      req.on('error', reject);
      req.end();
    });
  return Promise.all([get('br'), get(null)]).then(([compressed, raw]) => ({ compressed, raw }));
}

/**
 * What each remote's entry costs (the container script a page loads before any of the remote's code), its one
 * exposed module, the shell's entry (the page's Module Federation runtime + the single-spa root config), and each
 * shared library as the first build provides it.
 */
export async function federationCosts(base) {
  const registry = await (await fetch(`${base}/remotes.json`)).json();
  const html = await (await fetch(`${base}/sk`)).text();
  const shellEntry = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const shell = { entry: shellEntry.join(', '), ...(await sumSizes(shellEntry.map((src) => new URL(src, base).href))) };
  const remotes = {};
  const shared = {};
  for (const [name, manifestPath] of Object.entries(registry)) {
    const manifestUrl = new URL(manifestPath, base);
    const manifest = await (await fetch(manifestUrl)).json();
    const entry = new URL(manifest.metaData.remoteEntry.path + manifest.metaData.remoteEntry.name, manifestUrl).href;
    const app = manifest.exposes.find((e) => e.name === 'app' || e.path === './app');
    remotes[name] = {
      entry: await servedSize(entry),
      app: await sumSizes((app?.assets.js.sync ?? []).map((f) => new URL(f, manifestUrl).href)),
    };
    for (const lib of manifest.shared) {
      if (shared[lib.name]) continue;
      shared[lib.name] = { from: name, version: lib.version, ...(await sumSizes(lib.assets.js.sync.map((f) => new URL(f, manifestUrl).href))) };
    }
  }
  return { shell, remotes, shared };
}

async function sumSizes(urls) {
  let compressed = 0;
  let raw = 0;
  for (const url of urls) {
    const size = await servedSize(url);
    compressed += size.compressed;
    raw += size.raw;
  }
  return { compressed, raw };
}

/** The URLs of the measured pages, found the way a visitor finds them: the home page's first category, its first product. */
export async function discoverUrls(browser, base) {
  const urls = { home: '/sk', cart: '/sk/cart', admin: '/sk/admin/login' };
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(base + urls.home);
  const category = page.locator('#slot-main a[href^="/sk/category/"]').first();
  await category.waitFor({ state: 'attached', timeout: 30_000 });
  urls.category = await category.getAttribute('href');
  const slug = urls.category.split('/').pop();
  const detail = await (await fetch(`${base}/api/product-category/${slug}?page=1`, { headers: { Localization: 'sk' } })).json();
  const productSlug = detail.data.products[0].slug;
  await page.goto(base + urls.category);
  const product = page.locator(`#slot-main a[href$="/${productSlug}"]`).first();
  await product.waitFor({ state: 'attached', timeout: 30_000 });
  urls.product = await product.getAttribute('href');
  await context.close();
  return urls;
}
