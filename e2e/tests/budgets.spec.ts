import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { countReactRenderers, downloadedCopies, SINGLETONS } from '../support/federation.ts';
import { withoutPrefetch } from '../support/prefetch.ts';

// The CI half of bench/ (no timings, so it is stable): every page singleton is loaded once on each page, and
// the compressed JavaScript of the first load of the home and a product page stays within its budget
// (bench/budgets.json).
const budgets = JSON.parse(readFileSync(new URL('../../bench/budgets.json', import.meta.url), 'utf8')) as { pages: { firstLoadJsKb: number } };

test('each page loads every page singleton once: home, category, product, cart, admin sign-in', async ({ page }) => {
  const reactRenderers = await countReactRenderers(page);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  const heading = page.locator('#slot-main h1');

  await page.goto('/en');
  await expect(heading).toBeVisible();
  const categoryHref = await page.locator('#slot-main a[href^="/en/category/"]').first().getAttribute('href');
  const pages = ['/en', categoryHref ?? '/en/products', '/en/cart', '/en/admin/login'];
  for (const path of pages) {
    // From a blank page: the page before may still be asking for its scripts (it shows its heading before they
    // are all in), and those must not count as this page's (a loaded CI machine once counted two Reacts so).
    await page.goto('about:blank');
    requested.length = 0;
    await page.goto(path);
    await expect(heading).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (path.includes('/category/')) {
      // The product page, reached from the category like a visitor does (a full load of its address).
      const productHref = await page.locator('#slot-main a[href^="/en/"]:not([href*="/category/"])').filter({ has: page.locator('img') }).first().getAttribute('href');
      expect(productHref, 'the category lists a product').toBeTruthy();
      pages.splice(pages.indexOf(path) + 1, 0, productHref as string);
    }
    const copies = await downloadedCopies(page, requested);
    for (const lib of SINGLETONS) {
      expect(copies[lib]?.length ?? 0, `${path}: copies of ${lib} downloaded (${copies[lib]?.join(', ')})`).toBeLessThanOrEqual(1);
    }
    expect(copies.react, `${path}: React is loaded`).toHaveLength(1);
    expect(await reactRenderers(), `${path}: React DOM renderers`).toBe(1);
  }
});

/** The compressed JavaScript a fresh load of `path` downloads (cache off, nothing fetched ahead), in KB. */
async function firstLoadJsKb(page: Page, path: string): Promise<number> {
  // From a blank page: the server-rendered page before shows its links before its own scripts have arrived, and
  // those would otherwise be counted here (a clean-clone CI run once weighed the product page 70 KB heavier so).
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set<string>();
  const bytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => bytes.set(event.requestId, event.encodedDataLength));
  await page.goto(path);
  await expect(page.locator('#slot-main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  expect(scripts.size, `${path} loaded its JavaScript`).toBeGreaterThan(0);
  return [...scripts].reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0) / 1024;
}

test('the compressed JavaScript of the first load of the home and a product page stays within its budget', async ({ page }) => {
  await withoutPrefetch(page);
  const home = await firstLoadJsKb(page, '/en');
  expect(home, `home first load: ${home.toFixed(1)} KB of compressed JavaScript`).toBeLessThanOrEqual(budgets.pages.firstLoadJsKb);

  const categoryHref = await page.locator('#slot-main a[href*="/category/"]').first().getAttribute('href');
  await page.goto(categoryHref ?? '/en/products');
  const productHref = await page.locator('#slot-main a[href^="/en/"]:not([href*="/category/"])').filter({ has: page.locator('img') }).first().getAttribute('href');
  expect(productHref, 'the category lists a product').toBeTruthy();
  const product = await firstLoadJsKb(page, productHref as string);
  expect(product, `product first load: ${product.toFixed(1)} KB of compressed JavaScript`).toBeLessThanOrEqual(budgets.pages.firstLoadJsKb);
});

/**
 * A cold first load of `path` as visitors have it (link prefetch on), at the current viewport: the compressed
 * JavaScript it downloads (KB), the remotes whose code it downloaded, the remotes mounted in its slots, and what it
 * preloaded with `<link rel="preload">` without running or applying it (Chromium's "preloaded but not used").
 */
async function coldLoad(page: Page, path: string) {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await Promise.all([cdp.send('Network.enable'), cdp.send('Debugger.enable'), cdp.send('DOM.enable')]);
  await cdp.send('CSS.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const bytes = new Map<string, number>();
  const preloaded = new Set<string>();
  const ran = new Set<string>();
  const warnings: string[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    // Scripts and style sheets (the server's preload of the page's main image is used by its <img srcset>).
    if (event.request.isLinkPreload && ['Script', 'Stylesheet'].includes(event.type ?? '')) preloaded.add(event.request.url);
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => bytes.set(event.requestId, event.encodedDataLength));
  // A preloaded file is used when the page runs it (a script parsed) or applies it (a style sheet added).
  cdp.on('Debugger.scriptParsed', (event) => ran.add(event.url));
  cdp.on('CSS.styleSheetAdded', (event) => ran.add(event.header.sourceURL));
  const onConsole = (message: { type(): string; text(): string }) => {
    if (/preloaded .*not used/i.test(message.text())) warnings.push(message.text());
  };
  page.on('console', onConsole);
  await page.goto(path);
  await expect(page.locator('#slot-main h1')).toBeVisible();
  // Links are prefetched once the page has loaded and is idle (afterLoadWhenIdle): after that, the network is quiet.
  await page.waitForLoadState('networkidle');
  const mounted = await page.locator('[data-remote]').evaluateAll((slots) => slots.map((slot) => (slot as HTMLElement).dataset.remote ?? ''));
  page.off('console', onConsole);
  await cdp.detach();
  const remoteOf = (url: string) => /\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1];
  return {
    jsKb: [...scripts.keys()].reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0) / 1024,
    // Each script's path as often as it was fetched: a failure names what one width fetched and the other did not.
    scriptPaths: [...scripts.values()].map((url) => new URL(url).pathname).sort(),
    remotesDownloaded: [...new Set([...scripts.values()].map(remoteOf).filter(Boolean))].sort(),
    remotesMounted: [...new Set(mounted)].sort(),
    preloadedNotRun: [...preloaded].filter((url) => !ran.has(url)),
    warnings,
  };
}

test('a first load preloads only what the page runs, on a phone and at desktop width alike, home and product within the first-load budget: home, category, product, cart', async ({ page }) => {
  await page.goto('/en');
  const categoryHref = (await page.locator('#slot-main a[href^="/en/category/"]').first().getAttribute('href')) as string;
  await page.goto(categoryHref);
  const productHref = (await page.locator('#slot-main a[href^="/en/"]:not([href*="/category/"])').filter({ has: page.locator('img') }).first().getAttribute('href')) as string;
  expect(productHref, 'the category lists a product').toBeTruthy();
  for (const path of ['/en', categoryHref, productHref, '/en/cart']) {
    await page.setViewportSize({ width: 412, height: 823 });
    const phone = await coldLoad(page, path);
    await page.setViewportSize({ width: 1350, height: 940 });
    const desktop = await coldLoad(page, path);
    for (const [width, load] of [['phone', phone], ['desktop', desktop]] as const) {
      // The header's links to the cart and the catalogue are on every page: a visible link is not a reason to fetch a remote.
      expect(load.remotesDownloaded, `${path} (${width}): remotes whose code was downloaded`).toEqual(load.remotesMounted);
      expect(load.preloadedNotRun, `${path} (${width}): preloaded, not run`).toEqual([]);
      expect(load.warnings, `${path} (${width}): console`).toEqual([]);
    }
    // The budget names home and product (bench/budgets.json).
    if (path === '/en' || path === productHref) expect(phone.jsKb, `${path}: ${phone.jsKb.toFixed(1)} KB of compressed JavaScript on a phone, prefetch on`).toBeLessThanOrEqual(budgets.pages.firstLoadJsKb);
    // The same files whatever the width (a response's headers may differ by a few bytes).
    const onlyDesktop = desktop.scriptPaths.filter((script, i, all) => all.indexOf(script) !== i || !phone.scriptPaths.includes(script));
    expect(desktop.jsKb, `${path}: desktop ${desktop.jsKb.toFixed(1)} KB, phone ${phone.jsKb.toFixed(1)} KB; desktop only or twice: ${onlyDesktop.join(', ')}`).toBeLessThanOrEqual(phone.jsKb + 0.5);
  }
});

test('axios loads with the first call to the API, not with the page: the home page shows and goes live without it', async ({ page }) => {
  const axiosChunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/axios[.-]|lib-axios/.test(new URL(request.url()).pathname)) axiosChunks.push(request.url());
  });
  await page.goto('/en');
  await expect(page.locator('#slot-main h1')).toBeVisible();
  await expect(page.locator('#slot-header[data-rendered], #slot-main[data-rendered]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(axiosChunks, 'axios after the first load').toEqual([]);

  // The first call (the search's suggestions) brings it, once, and is answered.
  await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('banner').getByRole('combobox').pressSequentially('gate', { delay: 20 });
  await expect(page.getByRole('listbox', { name: 'Product suggestions' }).getByRole('option').first()).toBeVisible();
  expect(axiosChunks, 'axios after the first call').toHaveLength(1);
});

test('antd loads only where a page renders it: browsing shows no antd component and writes no style; a form page is styled by antd from the server\'s HTML on', async ({ page }) => {
  await withoutPrefetch(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // Every style element a script adds once the server's HTML is parsed: each one makes the browser restyle the page.
  await page.addInitScript(() => {
    const written: string[] = [];
    Object.assign(window, { stylesWritten: written });
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node.nodeName === 'STYLE' && node.textContent) written.push(node.textContent.slice(0, 60));
      }
    });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') watch.observe(document, { childList: true, subtree: true });
    });
  });
  const stylesWritten = () => page.evaluate(() => (window as unknown as { stylesWritten: string[] }).stylesWritten);
  /** antd's components in the page (its icons, which every remote draws with the shop's own base rules, aside). */
  const antdComponents = () => page.locator('[class*="ant-"]:not(.anticon):not([class*="anticon-"])').count();
  const heading = page.locator('#slot-main h1');

  // Browsing: home, a category, a product (with its quantity field and button) and the cart.
  await page.goto('/en');
  await expect(heading).toBeVisible();
  await page.locator('#slot-main a[href^="/en/category/"]').first().click();
  await expect(page).toHaveURL(/\/en\/category\//);
  await page.locator('#slot-main a[href^="/en/"]:not([href*="/category/"])').filter({ has: page.locator('img') }).first().click();
  await expect(page.locator('#slot-main').getByRole('spinbutton', { name: 'Quantity' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(heading).toHaveText('Cart');
  await page.waitForLoadState('networkidle');
  expect(await antdComponents(), 'antd components while browsing').toBe(0);
  expect(await stylesWritten(), 'style elements written while browsing').toEqual([]);
  expect(scripts.some((path) => /\/page-contact\.\w+\.js$/.test(path)), 'the contact page\'s chunk while browsing').toBe(false);

  // A page with a form: its antd styles come with the server's HTML (antd's extractStyle), in the shop's theme.
  await page.goto('/en/contact');
  const email = page.locator('#slot-main').getByRole('textbox', { name: /e-mail/i }).first();
  await expect(email).toHaveClass(/\bant-input\b/);
  await expect(email).toHaveCSS('border-top-left-radius', '4px');
  await expect(email).toHaveCSS('border-top-color', 'rgb(217, 217, 217)');
  expect(await page.locator('head style').evaluateAll((styles) => styles.some((style) => (style.textContent ?? '').includes('.ant-input')))).toBe(true);
  // The chunk is asked for as the page goes live, which can come after the server's styled HTML is on screen.
  await expect.poll(() => scripts.some((path) => /\/page-contact\.\w+\.js$/.test(path)), { message: 'the contact page\'s chunk' }).toBe(true);

  // The admin is antd's throughout, computed as it renders, in the shop's theme.
  await page.goto('/en/admin/login');
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS('background-color', 'rgb(11, 78, 162)');
});

test('no page builds an Intl number formatter: its first one costs ICU setup, ~50 ms here and ~200 ms on a phone', async ({ page }) => {
  // Prices, numbers and file sizes are written by @shop/shared's format-number.ts; a component that goes back to
  // Intl.NumberFormat (or toLocaleString on a number) puts that setup into a hydration or a navigation again.
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { numberFormatsBuilt: built });
    const Original = Intl.NumberFormat;
    const record = (args: unknown[]) => built.push(`${JSON.stringify(args)} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
    Intl.NumberFormat = new Proxy(Original, {
      construct: (target, args) => (record(args), Reflect.construct(target, args)),
      apply: (target, self, args) => (record(args), Reflect.apply(target, self, args)),
    });
    const toLocaleString = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: unknown[]) {
      record(['toLocaleString', ...args]);
      return toLocaleString.apply(this, args as Parameters<typeof toLocaleString>);
    };
  });
  const built = () => page.evaluate(() => (window as unknown as { numberFormatsBuilt: string[] }).numberFormatsBuilt);
  const heading = page.locator('#slot-main h1');

  // A visitor's journey with prices, file sizes and a cart, in Slovak (the default) and Hungarian.
  await page.goto('/sk/download');
  await expect(page.locator('#slot-main').getByText(/PDF, \d+ kB/).first()).toBeVisible();
  await page.goto('/hu');
  await expect(heading).toBeVisible();
  await page.locator('#slot-main a[href^="/hu/category/"]').first().click();
  await expect(page.locator('#slot-main').getByText(/\d,\d\d\u00a0EUR/).first()).toBeVisible();
  const categoryHeading = await heading.textContent();
  await page.locator('#slot-main a[href^="/hu/"]:not([href*="/category/"])').filter({ has: page.locator('img') }).first().click();
  await expect(heading).not.toHaveText(categoryHeading ?? '');
  await expect(page.locator('#slot-main').getByText(/\d,\d\d\u00a0EUR/).first()).toBeVisible();
  await page.locator('#slot-main').getByRole('button', { name: 'Kosárba' }).first().click();
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Kosár/ });
  await expect(cartLink).toContainText('(1)');
  await cartLink.click();
  await expect(page.locator('#slot-main').getByText(/\d,\d\d\u00a0EUR/).first()).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(await built(), 'number formatters built on the public pages').toEqual([]);
});

test('the page has one icon, a small PNG: Chromium fetches and decodes it again at every navigation, and an SVG icon is a document of its own', async ({ page, request }) => {
  const iconsAsked: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() !== 'document' && /\/favicon\.[a-z]+$/.test(new URL(r.url()).pathname)) iconsAsked.push(new URL(r.url()).pathname);
  });
  await page.goto('/sk');
  await expect(page.locator('#slot-main h1')).toBeVisible();
  const icons = await page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(icons).toEqual(['/favicon.png']);
  const icon = await request.get('/favicon.png');
  expect(icon.headers()['content-type']).toBe('image/png');
  expect((await icon.body()).length).toBeLessThan(2048);
  // A navigation fetches the icon again: the PNG, never an SVG.
  await page.locator('#slot-main a[href^="/sk/category/"]').first().click();
  await expect(page).toHaveURL(/\/sk\/category\//);
  await page.waitForLoadState('networkidle');
  expect(iconsAsked.length).toBeGreaterThan(0);
  expect(iconsAsked.filter((path) => path !== '/favicon.png')).toEqual([]);
});

test('a click to a category draws the category once, with its products: no loading frame between the two pages', async ({ page }) => {
  // The category's loader runs before the page renders (the router keeps the home page on screen meanwhile), so the
  // page renders once, with its data, instead of drawing a placeholder first and its data a moment later.
  await page.goto('/sk');
  await expect(page.locator('#slot-main h1')).toBeVisible();
  await page.waitForFunction(() => !document.querySelector('#slot-header[data-rendered], #slot-main[data-rendered]'));
  await page.evaluate(() => {
    const frames: string[] = [];
    Object.assign(window, { mainFrames: frames });
    new MutationObserver(() => {
      const main = document.querySelector('#slot-main');
      if (main?.querySelector('[aria-busy="true"]')) frames.push('loading');
      else if (main?.querySelector('h1')) frames.push(main.querySelector('h1')?.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const link = page.locator('#slot-main a[href^="/sk/category/"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/sk\/category\//);
  await expect(page.locator('#slot-main').getByRole('button', { name: 'Pridať do košíka' }).first()).toBeVisible();
  const frames = await page.evaluate(() => (window as unknown as { mainFrames: string[] }).mainFrames);
  expect(frames, 'what the main slot showed after the click').not.toContain('loading');
});
