import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { downloadedCopies, loadedProviders } from '../support/federation.ts';
import { withoutPrefetch } from '../support/prefetch.ts';

// The CI half of bench/ (no timings, so it is stable): every shared library is instantiated once on each page, and
// the compressed JavaScript of the home page's first load stays within its budget (bench/budgets.json).
const budgets = JSON.parse(readFileSync(new URL('../../bench/budgets.json', import.meta.url), 'utf8')) as { pages: { homeFirstLoadJsCeilingKb: number } };
const SHARED = ['react', 'react-dom', 'antd', '@ant-design/icons', 'react-router-dom', 'i18next', 'react-i18next', 'rxjs', 'axios', '@shop/shared', '@shop/shared/react'] as const;

test('each page instantiates every shared library once: home, category, product, cart, admin sign-in', async ({ page }) => {
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
    const providers = await loadedProviders(page, SHARED);
    const copies = await downloadedCopies(page, requested, SHARED);
    for (const lib of SHARED) {
      expect(providers[lib]?.length ?? 0, `${path}: instances of ${lib} (${providers[lib]?.join(', ')})`).toBeLessThanOrEqual(1);
      expect(copies[lib]?.length ?? 0, `${path}: copies of ${lib} downloaded (${copies[lib]?.join(', ')})`).toBeLessThanOrEqual(1);
    }
    expect(providers.react, `${path}: React is loaded`).toHaveLength(1);
  }
});

test('the compressed JavaScript of the home page first load stays within its budget', async ({ page }) => {
  await withoutPrefetch(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set<string>();
  const bytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => bytes.set(event.requestId, event.encodedDataLength));

  await page.goto('/en');
  await expect(page.locator('#slot-main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const kb = [...scripts].reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0) / 1024;
  expect(scripts.size, 'the page loaded its JavaScript').toBeGreaterThan(0);
  expect(kb, `home first load: ${kb.toFixed(1)} KB of compressed JavaScript`).toBeLessThanOrEqual(budgets.pages.homeFirstLoadJsCeilingKb);
});

test("axios loads with the first call to the API, not with the page: the home page shows, goes live and fetches its links' data ahead without it", async ({ page }) => {
  // Once the page has loaded, the shell fetches the data of the visible links' static pages into the browser's cache.
  const dataAhead = page.waitForRequest((request) => /^\/api\/product-category\/(top|menu)$/.test(new URL(request.url()).pathname));
  await page.goto('/en');
  await expect(page.locator('#slot-main h1')).toBeVisible();
  await expect(page.locator('#slot-header[data-rendered], #slot-main[data-rendered]')).toHaveCount(0);
  await dataAhead;
  await page.waitForLoadState('networkidle');
  expect((await loadedProviders(page, ['axios'])).axios, 'axios after the first load').toEqual([]);

  // The first call (the search's suggestions) brings it, once, and is answered.
  await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('banner').getByRole('combobox').pressSequentially('gate', { delay: 20 });
  await expect(page.getByRole('listbox', { name: 'Product suggestions' }).getByRole('option').first()).toBeVisible();
  expect((await loadedProviders(page, ['axios'])).axios, 'axios after the first call').toHaveLength(1);
});

test('the antd components of forms, the admin\'s components and icons, and the pages in chunks of their own load only where they are rendered', async ({ page }) => {
  await withoutPrefetch(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const loaded = (chunk: string) => scripts.some((path) => new RegExp(`/${chunk}\\.\\w+\\.js$`).test(path));
  const chunks = () => ({
    // antd's ConfigProvider comes with the forms: a page without a form loads no antd at all.
    forms: loaded('antd-forms'),
    admin: loaded('antd-deferred'),
    adminIcons: loaded('icons-deferred'),
    // The tooltips' UniqueProvider (and @rc-component/trigger): ConfigProvider renders it only for `tooltip.unique`,
    // unset here, so it comes with the first tooltip (a form's label may have one), never with the kit.
    tooltipUnique: loaded('antd-tooltip-unique'),
    // react-i18next's Trans: only the checkout's reCAPTCHA notice renders it.
    trans: loaded('react-i18next-deferred'),
    // The pages visitors open less often (lazyPage in mf-shop): the contact page's chunk.
    contactPage: loaded('page-contact'),
  });
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
  expect(chunks(), 'antd chunks loaded while browsing').toEqual({ forms: false, admin: false, adminIcons: false, tooltipUnique: false, trans: false, contactPage: false });

  // A page with a form loads the forms' chunk (the server's HTML shows the form meanwhile), and still not the admin's.
  await page.goto('/en/contact');
  await expect(page.getByRole('textbox', { name: /e-mail/i }).first()).toBeVisible();
  await expect.poll(chunks, { message: 'antd chunks loaded by the contact form' }).toMatchObject({ forms: true, admin: false, adminIcons: false, trans: false, contactPage: true });

  // The admin's sign-in draws its password field's lock, an icon only the admin uses: its chunk loads there. Its
  // form is antd's, its button the shop's own: the admin's screens' chunk waits until someone has signed in.
  await page.goto('/en/admin/login');
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect.poll(chunks, { message: 'antd chunks loaded by the admin sign-in' }).toMatchObject({ forms: true, admin: false, adminIcons: true });
});

test('public pages take antd\'s CSS from the prebuilt stylesheet and its variables from the page, and write no styles; the admin computes its own', async ({ page }) => {
  /** antd's component rules in <style> elements (its theme and component CSS variables aside). */
  const componentRulesInserted = () =>
    page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n').match(/\.ant-[a-z-]+[^{}]*\{(?!--)[a-z-]+:[^}]*\}/g) ?? []);
  // Every style element a script adds, rewrites or removes once the server's HTML is parsed: each one makes the
  // browser restyle the whole page. (An empty element antd adds and removes at once to find <head> is not one.)
  await page.addInitScript(() => {
    const written: string[] = [];
    Object.assign(window, { stylesWritten: written });
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        if (record.target.nodeName === 'STYLE') written.push(`rewritten: ${(record.target.textContent ?? '').slice(0, 60)}`);
        for (const node of record.addedNodes) if (node.nodeName === 'STYLE' && node.textContent) written.push(`added: ${node.textContent.slice(0, 60)}`);
        for (const node of record.removedNodes) if (node.nodeName === 'STYLE' && node.textContent) written.push(`removed: ${node.textContent.slice(0, 60)}`);
      }
    });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') watch.observe(document, { childList: true, subtree: true, characterData: true });
    });
  });
  const stylesWritten = () => page.evaluate(() => (window as unknown as { stylesWritten: string[] }).stylesWritten);
  const heading = page.locator('#slot-main h1');

  await page.goto('/en');
  await expect(heading).toBeVisible();
  await expect(page.locator('head link[rel="stylesheet"][href*="/static/css/antd."]')).toHaveCount(1);
  // A visitor's journey over the public remotes, a status message included.
  const homeHeading = await heading.textContent();
  await page.locator('#slot-main a[href^="/en/category/"]').first().click();
  await expect(heading).not.toHaveText(homeHeading ?? '');
  await page.locator('#slot-main a[href^="/en/"]:not([href*="/category/"])').filter({ has: page.locator('img') }).first().click();
  const addToCart = page.locator('#slot-main').getByRole('button', { name: 'Add to cart' }).first();
  // Styled by the stylesheets: the quantity field's frame (the frontend's own CSS, in the theme's style), the
  // button in the theme, the message over the page.
  const quantityField = page.locator('#slot-main').getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantityField).toHaveCSS('border-top-left-radius', '4px');
  await expect(quantityField).toHaveCSS('border-top-color', 'rgb(217, 217, 217)');
  await expect(addToCart).toHaveCSS('background-color', 'rgb(11, 78, 162)');
  await addToCart.click();
  await expect(page.getByText(/added to the cart/i)).toBeVisible();
  await expect(page.locator('.status-messages').filter({ hasText: /added to the cart/i })).toHaveCSS('position', 'fixed');
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(heading).toHaveText('Cart');
  // A page with a form renders antd there (in its scope), styled by the prebuilt stylesheet: nothing computed.
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  const email = page.locator('#slot-main').getByRole('textbox', { name: /e-mail/i }).first();
  await expect(email).toHaveClass(/\bant-input\b/);
  await expect(email).toHaveCSS('border-top-color', 'rgb(217, 217, 217)');
  await expect(email).toHaveCSS('border-top-left-radius', '4px');
  expect(await componentRulesInserted(), 'antd rules computed on the public pages').toEqual([]);
  expect(await stylesWritten(), 'style elements written on the public pages').toEqual([]);

  await page.goto('/en/admin/login');
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toHaveCSS('background-color', 'rgb(11, 78, 162)');
  await expect(page.getByLabel('Password')).toBeVisible();
  expect((await componentRulesInserted()).some((rule) => rule.startsWith('.ant-input'))).toBe(true);
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
  // The shell checks that the category exists with the page's own request before the page mounts; the page then
  // renders with that answer in its first frame (useApi's `waitOnMount`) instead of drawing its placeholder first
  // and its data a moment later, two renders and two layouts of the main slot in a navigation's ~100 ms.
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
