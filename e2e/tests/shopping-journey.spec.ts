import { expect, test } from '../support/test.ts';
import type { CategoryDetail, ProductDetail, TopCategory } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { messages } from '../support/messages.ts';

const shopSk = messages('mf-shop', 'sk');
const cartSk = messages('mf-cart', 'sk');
const cartEn = messages('mf-cart', 'en');
const headerSk = messages('mf-header', 'sk');
const headerEn = messages('mf-header', 'en');
const adminEn = messages('mf-admin', 'en');

test('a shopper goes from the home page to a filled cart, switches to English; an admin signs in and out', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ locale: 'sk-SK', baseURL });
  const page = await context.newPage();

  // The root picks Slovak for a Slovak browser.
  await page.goto('/');
  await expect(page).toHaveURL(/\/sk$/);

  // Home -> a top category (real seeded data) -> its first product.
  const [category] = await apiGet<TopCategory[]>(request, '/api/product-category/top', 'sk');
  if (!category) throw new Error('The seed has no top category');
  await page.getByRole('main').getByRole('link', { name: category.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/sk/category/${category.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();

  const detail = await apiGet<CategoryDetail>(request, `/api/product-category/${category.slug}`, 'sk');
  const product = detail.products[0];
  if (!product) throw new Error(`The seeded category ${category.slug} has no product`);
  await page.getByRole('main').getByRole('link', { name: product.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/sk/${product.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // Add to cart: the header's mini cart shows (1) at once, without a page load.
  await page.evaluate(() => ((window as unknown as { journeyMarker: boolean }).journeyMarker = true));
  const miniCart = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${headerSk('cart')}`) });
  await expect(miniCart).toHaveAccessibleName(headerSk('cart'));
  // The product's own button comes first; related products further down have theirs.
  await page.getByRole('main').getByRole('button', { name: shopSk('cart.add') }).first().click();
  await expect(miniCart).toHaveAccessibleName(`${headerSk('cart')} (1)`);

  // The cart page lists the product; a new quantity changes the totals and the mini cart.
  await miniCart.click();
  await expect(page).toHaveURL(/\/sk\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: cartSk('title') })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: product.name })).toBeVisible();
  const totals = page.getByRole('region', { name: cartSk('totals.title') });
  const totalBefore = await totals.locator('dd').last().innerText();
  const quantity = page.getByRole('spinbutton', { name: cartSk('quantityOf', { name: product.name }) });
  await quantity.fill('3');
  await expect(totals.locator('dd').last()).not.toHaveText(totalBefore);
  await expect(miniCart).toHaveAccessibleName(`${headerSk('cart')} (3)`);
  expect(await page.evaluate(() => (window as unknown as { journeyMarker?: boolean }).journeyMarker)).toBe(true);

  // The language switcher opens the same page in English.
  await page.getByRole('button', { name: new RegExp(`^${headerSk('language')}`) }).click();
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: cartEn('title') })).toBeVisible();
  const productEn = await apiGet<ProductDetail>(request, `/api/product/${product.slug}`, 'en');
  await expect(page.getByRole('main').getByRole('link', { name: productEn.name })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: `${headerEn('cart')} (3)` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { journeyMarker?: boolean }).journeyMarker)).toBe(true);

  // An admin signs in, sees the dashboard, and signs out.
  await page.goto('/en/admin/login');
  await page.getByLabel(adminEn('login.email')).fill('admin@example.com');
  await page.getByLabel(adminEn('login.password')).fill('demo-admin-2026');
  await page.getByRole('button', { name: adminEn('login.submit') }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: adminEn('dashboard.title') })).toBeVisible();
  await expect(page.getByText('admin@example.com').first()).toBeVisible();
  await page.getByRole('button', { name: adminEn('layout.signOut') }).click();
  await expect(page).toHaveURL(/\/en\/admin\/login$/);

  // Signed out, the admin pages lead to the login page.
  await page.goto('/en/admin');
  await expect(page).toHaveURL(/\/en\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: adminEn('login.title') })).toBeVisible();

  // An unknown path shows the page-not-found heading.
  await page.goto('/en/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await context.close();
});
