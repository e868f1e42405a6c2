import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { messages } from '../support/messages.ts';

// The admin journey of issue 8: an administrator creates a category and a product with texts in five languages
// and an image, sees them in the shop in two languages, changes the price and sees it in a cart, unpublishes the
// product (404 in the shop); an editor cannot open users or settings; both sign out.

const adminEn = messages('mf-admin', 'en');
const shopSk = messages('mf-shop', 'sk');
const cartSk = messages('mf-cart', 'sk');

/** A small PNG (48 × 36, the brand blue), uploaded as the product image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAIAAABAJy5dAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUElEQVRYhe2WQQ0AQAzC9scbIqv0ZHCPJhNACHRcyld3cwVREDpUMxRbxhw/EYzoUM1QbBlzCMWBhg7VDMWWIYcQjPV1xOeK86P7aZY/B9oDdbuem3qaxB8AAAAASUVORK5CYII=',
  'base64',
);

const LANGS = [
  { code: 'sk', title: 'Slovenčina' },
  { code: 'en', title: 'English' },
  { code: 'hu', title: 'Magyar' },
  { code: 'sr', title: 'Srpski' },
  { code: 'ru', title: 'Русский' },
] as const;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/en/admin/login');
  await page.getByLabel(adminEn('login.email')).fill(email);
  await page.getByLabel(adminEn('login.password')).fill(password);
  await page.getByRole('button', { name: adminEn('login.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminEn('dashboard.title') })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: adminEn('layout.signOut') }).click();
  await expect(page).toHaveURL(/\/en\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: adminEn('login.title') })).toBeVisible();
}

/** Types one text per language into the field of each language tab. */
async function fillPerLanguage(scope: ReturnType<Page['getByRole']> | Page, label: string, texts: Record<string, string>) {
  for (const lang of LANGS) {
    await scope.getByRole('tab', { name: lang.title, exact: true }).click();
    await scope.getByRole('tabpanel', { name: lang.title }).getByLabel(label, { exact: true }).fill(texts[lang.code]!);
  }
}

test('an admin runs the catalogue; an editor cannot open users or settings', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const category = { sk: `Brány E2E ${stamp}`, en: `Gates E2E ${stamp}`, hu: `Kapuk E2E ${stamp}`, sr: `Kapije E2E ${stamp}`, ru: `Ворота E2E ${stamp}` };
  const product = { sk: `Brána Nova ${stamp}`, en: `Gate Nova ${stamp}`, hu: `Kapu Nova ${stamp}`, sr: `Kapija Nova ${stamp}`, ru: `Ворота Нова ${stamp}` };
  const slug = { categorySk: `brany-e2e-${stamp}`, categoryEn: `gates-e2e-${stamp}`, productSk: `brana-nova-${stamp}`, productEn: `gate-nova-${stamp}` };

  await signIn(page, 'admin@example.com', 'demo-admin-2026');
  const menu = page.getByRole('navigation', { name: adminEn('layout.menu') });

  // A new top category with names in all five languages.
  await menu.getByRole('link', { name: adminEn('sections.eshopCategories.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminEn('sections.eshopCategories.title') })).toBeVisible();
  await page.getByRole('button', { name: adminEn('categories.new') }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminEn('categories.newTitle') })).toBeVisible();
  await fillPerLanguage(page, adminEn('categories.name'), category);
  await page.getByRole('button', { name: adminEn('categories.create') }).click();
  await expect(page.getByText(adminEn('categories.saved', { name: category.en }))).toBeVisible();
  await expect(page).toHaveURL(/\/en\/admin\/eshop-categories\/\d+$/);

  // A product in it, with texts in five languages, a price and an image, published.
  await menu.getByRole('link', { name: adminEn('sections.eshopProducts.title') }).click();
  await page.getByRole('button', { name: adminEn('products.new') }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: adminEn('products.newTitle') })).toBeVisible();
  await drawer.getByLabel(adminEn('products.priceWithoutVat')).fill('100');
  await drawer.getByLabel(adminEn('products.category')).click();
  await page.getByRole('tree').getByTitle(category.en, { exact: true }).click();
  // The choice holds (the select shows it) before the next field is touched.
  const chosenCategory = drawer.locator('.ant-select-content:has(> input#category_id)');
  await expect(chosenCategory).toHaveAttribute('title', category.en);
  await drawer.getByRole('switch', { name: adminEn('products.status') }).click();
  await fillPerLanguage(drawer, adminEn('products.name'), product);
  await drawer.locator('input[type=file]').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.getByRole('img', { name: `${adminEn('products.image')} 1` })).toBeVisible();
  await expect(chosenCategory).toHaveAttribute('title', category.en);
  await drawer.getByRole('button', { name: adminEn('products.create') }).click();
  await expect(page.getByText(adminEn('products.created', { name: product.en }))).toBeVisible();
  // The header's ×, at once: the status message that just appeared must not cover it.
  await drawer.getByRole('button', { name: adminEn('common.close') }).first().click();

  // The shop shows both in Slovak and in English.
  const shop = await page.context().newPage();
  await shop.goto(`/sk/category/${slug.categorySk}`);
  await expect(shop.getByRole('heading', { level: 1, name: category.sk })).toBeVisible();
  await shop.getByRole('main').getByRole('link', { name: product.sk }).first().click();
  await expect(shop).toHaveURL(new RegExp(`/sk/${slug.productSk}$`));
  await expect(shop.getByRole('heading', { level: 1, name: product.sk })).toBeVisible();
  await expect(shop.getByRole('main').getByRole('img', { name: product.sk }).first()).toBeVisible();
  await shop.goto(`/en/category/${slug.categoryEn}`);
  await expect(shop.getByRole('heading', { level: 1, name: category.en })).toBeVisible();
  await expect(shop.getByRole('main').getByRole('link', { name: product.en }).first()).toBeVisible();

  // Into the cart: 100 € + 23 % VAT.
  await shop.goto(`/sk/${slug.productSk}`);
  await shop.getByRole('main').getByRole('button', { name: shopSk('cart.add') }).click();
  // Added once the mini cart counts it (a press made while the page is still being taken over is replayed then).
  await expect(shop.getByRole('banner').getByRole('link', { name: /\(1\)$/ })).toBeVisible();
  await shop.goto('/sk/cart');
  const totals = shop.getByRole('region', { name: cartSk('totals.title') });
  await expect(totals).toContainText('123,00');

  // A new price in the admin: the cart shows it.
  await page.getByRole('searchbox', { name: adminEn('products.search') }).fill(product.en);
  await page.getByRole('searchbox', { name: adminEn('products.search') }).press('Enter');
  await page.getByRole('button', { name: product.en, exact: true }).click();
  await expect(drawer.getByRole('heading', { name: adminEn('products.editTitle', { name: product.en }) })).toBeVisible();
  await drawer.getByLabel(adminEn('products.priceWithoutVat')).fill('200');
  await drawer.getByRole('button', { name: adminEn('common.save') }).click();
  // Twice the price: the admin is asked to confirm the jump.
  await page.getByRole('dialog', { name: adminEn('products.priceJumpTitle') }).getByRole('button', { name: adminEn('products.priceJumpSave') }).click();
  await expect(page.getByText(adminEn('products.saved', { name: product.en }))).toBeVisible();
  await drawer.getByRole('button', { name: adminEn('common.close') }).first().click();
  await shop.reload();
  await expect(shop.getByRole('region', { name: cartSk('totals.title') })).toContainText('246,00');

  // Unpublished, the product is gone from the shop.
  await page.getByRole('switch', { name: adminEn('products.publishedOf', { name: product.en }) }).click();
  await expect(page.getByText(adminEn('products.unpublishedDone', { name: product.en }))).toBeVisible();
  await shop.goto(`/en/${slug.productEn}`);
  await expect(shop.getByRole('heading', { level: 1, name: messages('shared', 'en')('notFound.title') })).toBeVisible();
  const api404 = await page.request.get(`/api/product/${slug.productEn}`);
  expect(api404.status()).toBe(404);
  await shop.close();

  // An editor is invited with a chosen password.
  const editorEmail = `editor-${stamp}@example.com`;
  await menu.getByRole('link', { name: adminEn('sections.users.title') }).click();
  await page.getByRole('button', { name: adminEn('users.invite') }).click();
  const invite = page.getByRole('dialog', { name: adminEn('users.inviteTitle') });
  await invite.getByLabel(adminEn('users.email')).fill(editorEmail);
  await invite.getByLabel(adminEn('users.name')).fill('Eva Editorka');
  await invite.getByLabel(adminEn('users.setPassword')).check();
  await invite.getByLabel(adminEn('users.password'), { exact: true }).fill('editor-password-2026');
  await invite.getByRole('button', { name: adminEn('users.invite') }).click();
  await expect(page.getByText(adminEn('users.invited', { email: editorEmail }))).toBeVisible();
  await signOut(page);

  // The editor sees the catalogue, not users and settings; opening them by address is refused.
  await signIn(page, editorEmail, 'editor-password-2026');
  await expect(menu.getByRole('link', { name: adminEn('sections.eshopProducts.title') })).toBeVisible();
  await expect(menu.getByRole('link', { name: adminEn('sections.users.title') })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: adminEn('sections.settings.title') })).toHaveCount(0);
  for (const path of ['/en/admin/users', '/en/admin/settings']) {
    await page.goto(path);
    await expect(page.getByText(adminEn('layout.forbidden'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await signOut(page);
});

test('the admin says it is busy while its own components arrive: after sign-in, and on a page opened by address', async ({ page }) => {
  // The admin's own antd components (layout, tables, pickers) come as chunks the sign-in page does not load.
  const signInCode = new Set<string>();
  const record = (request: Request) => {
    if (request.resourceType() === 'script') signInCode.add(request.url());
  };
  page.on('request', record);
  await page.goto('/en/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: adminEn('login.title') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', record);

  let release = () => undefined as void;
  let held = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;
  await page.route(/\/remotes\/mf-admin\/.*\.js$/, async (route) => {
    if (!signInCode.has(route.request().url())) {
      holding += 1;
      await held;
    }
    await route.continue();
  });

  // Signed in: the form stays busy (not an idle, empty form) until the dashboard can be shown.
  await page.getByLabel(adminEn('login.email')).fill('admin@example.com');
  await page.getByLabel(adminEn('login.password')).fill('demo-admin-2026');
  const submit = page.getByRole('button', { name: adminEn('login.submit') });
  await submit.click();
  await expect.poll(() => holding).toBeGreaterThan(0);
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel(adminEn('login.email'))).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { level: 1, name: adminEn('dashboard.title') })).toBeVisible();

  // Opened by address in a fresh load: the screen says the administration is loading.
  holding = 0;
  held = new Promise<void>((resolve) => (release = resolve));
  await page.goto('/en/admin');
  const loading = page.getByRole('status').filter({ hasText: adminEn('layout.loadingAdmin') });
  await expect(loading).toBeVisible();
  await expect(page.getByRole('main').filter({ has: loading })).toHaveAttribute('aria-busy', 'true');
  expect(holding).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: adminEn('dashboard.title') })).toBeVisible();
  await expect(loading).toHaveCount(0);
});
