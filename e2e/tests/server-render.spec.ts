// Public pages come from the server whole (api/src/modules/page-render): readable and linked without any script, and
// taken over by their remotes in the browser (hydration) as they are.
import { expect, test } from '../support/test.ts';
import type { CategoryDetail, HomepageModule, ProductListItem } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { collectPageErrors, untilHydrated } from '../support/hydration.ts';
import { messages } from '../support/messages.ts';

const headerSk = messages('mf-header', 'sk');
const headerEn = messages('mf-header', 'en');
const shopEn = messages('mf-shop', 'en');

test('with scripts off, the home, a category and a product page show their content, header and footer', async ({ browser, request, baseURL }) => {
  const modules = await apiGet<HomepageModule[]>(request, '/api/homepage/modules', 'sk');
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/brany', 'sk');
  const product = gates.products[0] as ProductListItem;
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await visitor.newPage();

  await page.goto('/sk');
  await expect(page.getByRole('heading', { level: 1, name: modules.find((m) => m.type === 'hero')?.title })).toBeVisible();
  const mainMenu = page.getByRole('banner').getByRole('navigation', { name: headerSk('mainNavLabel') });
  await expect(mainMenu.getByRole('link', { name: headerSk('nav.about') })).toHaveAttribute('href', '/sk/about');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /^\+421/ })).toBeVisible();

  // Links work as links: the category, then a product of it, each a page of its own from the server.
  await page.getByRole('main').getByRole('link', { name: gates.name }).first().click();
  await expect(page).toHaveURL(`/sk/category/${gates.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: gates.name })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: product.name }).first().click();
  await expect(page).toHaveURL(`/sk/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('main').getByText(/€/).first()).toBeVisible();
  await visitor.close();
});

test('the remotes take the server’s pages over as they are: no mismatch, no second request for their data', async ({ page, request }) => {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates', 'en');
  const product = gates.products[0] as ProductListItem;
  const problems = collectPageErrors(page);
  const dataAsked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    // (The menu is left out: the shell prefetches it for the links to the products page when idle.)
    if (['/api/homepage/modules', `/api/product-category/${gates.slug}`, `/api/product/${product.slug}`, '/api/site/settings', '/api/site/documents'].includes(pathname)) dataAsked.push(pathname);
  });

  for (const path of ['/en', `/en/category/${gates.slug}`, `/en/${product.slug}`]) {
    dataAsked.length = 0;
    await page.goto(path);
    await untilHydrated(page);
    await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-shop');
    await expect(page.locator('#slot-header')).toHaveAttribute('data-remote', 'mf-header');
    // The header is live: its search opens.
    await page.getByRole('banner').getByRole('button', { name: headerEn('search.open') }).click();
    await expect(page.getByRole('banner').getByRole('combobox')).toBeFocused();
    expect(dataAsked, path).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('a page in a chunk of its own is taken over as the server sent it: its code comes first, then it is live', async ({ page }) => {
  const problems = collectPageErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/en/custom-production');
  await untilHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom production' })).toBeVisible();
  expect(scripts.filter((path) => /\/page-custom-production\.\w+\.js$/.test(path)), 'the page\'s chunk').toHaveLength(1);
  // Live: the inquiry form answers an empty send next to the field.
  await page.getByRole('button', { name: shopEn('inquiry.submit') }).click();
  await expect(page.getByText(shopEn('inquiry.required', { field: shopEn('inquiry.name') }))).toBeVisible();
  expect(problems, 'no mismatch, no error').toEqual([]);
});

test('a button pressed as soon as the page shows does its work once the page is taken over', async ({ page, request }) => {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates', 'en');
  const product = gates.products[0] as ProductListItem;
  // The remotes' code arrives late: the page is the server's HTML meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/mf-shop\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The script that keeps early presses is slow as well (a slow line): the page must not show before it runs.
  await page.route('**/early-clicks.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  // Pressed as soon as it can be, not after the load event.
  await page.goto(`/en/${product.slug}`, { waitUntil: 'commit' });
  await page.getByRole('main').getByRole('button', { name: messages('mf-shop', 'en')('cart.add') }).first().click();
  await expect(page.locator('#slot-main')).toHaveAttribute('data-rendered', 'mf-shop');
  release();
  await expect(page.getByRole('banner').getByRole('link', { name: `${headerEn('cart')} (1)` })).toBeVisible();
});

test('the catalogue comes from the server too: readable without scripts, then taken over with its data as it is', async ({ browser, page, request, baseURL }) => {
  const catalog = messages('mf-catalog', 'en');
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates', 'en');
  const product = gates.products[0] as ProductListItem;
  const path = `/en/katalog/${product.slug}`;

  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await visitor.newPage();
  await plain.goto(path);
  await expect(plain.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(plain.getByRole('banner').getByRole('link', { name: catalog('header.cart') })).toHaveAttribute('href', '/en/cart');
  await visitor.close();

  const problems = collectPageErrors(page);
  const productAsked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/product/${product.slug}`) productAsked.push(r.url());
  });
  await page.goto(path);
  await untilHydrated(page);
  await expect(page.locator('#slot-main')).toHaveAttribute('data-remote', 'mf-catalog');
  // Live: the quantity takes a number and the product goes to the cart, which the catalogue's header counts.
  await page.getByRole('spinbutton', { name: catalog('product.quantity') }).fill('2');
  await page.getByRole('button', { name: catalog('product.addToCart') }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: `${catalog('header.cart')} (2)` })).toBeVisible();
  expect(productAsked).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('the footer', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('is taken over when it comes near the viewport, and at once when the language changes', async ({ page }) => {
    const problems = collectPageErrors(page);
    await page.goto('/en');
    await untilHydrated(page);
    // Below the fold, the footer is still the server's HTML while the page loads…
    const footerSlot = page.locator('#slot-footer');
    await expect(footerSlot).toHaveAttribute('data-rendered', 'mf-header');
    // …and live once it comes near; a section opens and closes.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footerSlot).not.toHaveAttribute('data-rendered');
    const company = footer.locator('summary', { hasText: headerEn('footer.columns.company') });
    const about = footer.getByRole('link', { name: headerEn('nav.about'), exact: true });
    await expect(about).toBeHidden();
    await company.click();
    await expect(about).toBeVisible();
    await company.click();
    await expect(about).toBeHidden();

    // A footer never seen before the language changes is rendered in the new one, without scrolling to it.
    await page.goto('/sk');
    await untilHydrated(page);
    await expect(footerSlot).toHaveAttribute('data-rendered', 'mf-header');
    await page.getByRole('banner').getByRole('button', { name: headerSk('menu.open') }).click();
    await page.getByRole('dialog', { name: headerSk('menu.title') }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(footer.getByRole('navigation', { name: headerEn('footer.navLabel') })).toBeAttached();
    await expect(footerSlot).not.toHaveAttribute('data-rendered');
    expect(problems).toEqual([]);
  });

  test('opens its sections before any script runs: they are native disclosures, not widgets waiting for code', async ({ browser, baseURL }) => {
    const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await visitor.newPage();
    await page.goto('/sk');
    const footer = page.getByRole('contentinfo');
    const about = footer.getByRole('link', { name: headerSk('nav.about'), exact: true });
    await expect(about).toBeHidden();
    await footer.locator('summary', { hasText: headerSk('footer.columns.company') }).tap();
    await expect(about).toBeVisible();
    await expect(about).toHaveAttribute('href', '/sk/about');
    await visitor.close();
  });
});

test('the cart page comes from the server as a frame: its heading without scripts, then the cart the browser remembered, without a mismatch', async ({ browser, page, request, baseURL }) => {
  const cartSk = messages('mf-cart', 'sk');
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await visitor.newPage();
  await plain.goto('/sk/cart');
  await expect(plain.getByRole('heading', { level: 1, name: cartSk('title') })).toBeVisible();
  // Without scripts there is no remembered cart: the page's CSS shows the server's empty cart (decision 0111).
  await expect(plain.getByText(cartSk('empty'))).toBeVisible();
  await visitor.close();

  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/brany', 'sk');
  const product = gates.products[0] as ProductListItem;
  const added = await request.post('/api/cart/add', { data: { product_uuid: product.uuid, quantity: 2 } });
  const cart = ((await added.json()) as { data: { uuid: string; count: number } }).data;
  await page.addInitScript(([id, count]) => localStorage.setItem('shop.cart', JSON.stringify({ cartId: id, count })), [cart.uuid, cart.count] as const);
  const problems = collectPageErrors(page);
  await page.goto('/sk/cart');
  await expect(page.getByRole('main').getByRole('link', { name: product.name })).toBeVisible();
  // A browser that remembers a cart never shows the server's empty cart.
  await expect(page.getByText(cartSk('empty'))).toBeHidden();
  await expect(page.locator('#slot-main')).not.toHaveAttribute('data-rendered');
  await expect(page.getByRole('main').getByRole('navigation', { name: cartSk('stepsNav.label') })).toBeVisible();
  expect(problems).toEqual([]);
});
