// Issue 47: the admin's main screens pass axe with no violations (contrast, landmarks, names), in Slovak and in
// Russian (the longest texts). Each screen has one <main>; the date pickers take a date typed in the language's
// format; the lists' page-size changer speaks the page's language; a row's selection box is one Tab stop.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CategoryDetail, TopCategory } from '@shop/shared';
import { expect, test } from '../support/test.ts';
import { apiGet } from '../support/api.ts';
import { CONTACTS } from '../support/checkout.ts';
import { DEMO_ADMIN } from '../support/auth.ts';
import { messages } from '../support/messages.ts';

/** A date as a person types it in each language (12 January 2026, day and month told apart). */
const TYPED_DATE = { sk: '12. 1. 2026', ru: '12.01.2026' } as const;
/** The name of a list's page-size changer (antd's own text, which its Slovak locale leaves in English). */
const PAGE_SIZE = { sk: 'Počet na stránku', ru: 'размер страницы' } as const;

/** The whole page, checked by axe: every violation with the elements it names, so a failure says what to fix. */
async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`).join('\n')}`);
  expect.soft(found, `axe violations on ${screen}:\n${found.join('\n')}`).toEqual([]);
  await expect.soft(page.getByRole('main'), `one <main> on ${screen}`).toHaveCount(1);
}

/** An order sent through the API, so the orders list and an order's detail have something to show. */
async function sendOrder(request: APIRequestContext): Promise<string> {
  const [top] = await apiGet<TopCategory[]>(request, '/api/product-category/top', 'sk');
  if (!top) throw new Error('The seed has no top category');
  const [product] = (await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, 'sk')).products;
  if (!product) throw new Error('The seed has no product in its first category');
  const added = await request.post('/api/cart/add', { data: { product_uuid: product.uuid, quantity: 1 } });
  expect(added.ok()).toBe(true);
  const cartId = ((await added.json()) as { data: { uuid: string } }).data.uuid;
  expect((await request.put(`/api/cart/${cartId}/update`, { data: { contact: CONTACTS.nitra } })).ok()).toBe(true);
  const sent = await request.post(`/api/cart/${cartId}/send`, { data: { 'g-recaptcha-response': 'token', terms_accepted: true } });
  expect(sent.ok()).toBe(true);
  return ((await sent.json()) as { data: { order_number: string } }).data.order_number;
}

for (const lang of ['sk', 'ru'] as const) {
  test(`the admin's main screens in ${lang} have no axe violations, one main each, typable dates and translated paging`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const t = messages('mf-admin', lang);
    const orders = messages('mf-admin/orders', lang);
    const orderNumber = await sendOrder(request);
    const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
    /** A screen ready as a person sees it: its heading, and no table or card still loading. */
    const ready = async (name: string) => {
      await expect(heading(name)).toBeVisible();
      await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
    };

    // The sign-in page, signed out.
    await page.goto(`/${lang}/admin/login`);
    await ready(t('login.title'));
    await expectNoAxeViolations(page, `${lang} sign-in`);
    await page.getByLabel(t('login.email')).fill(DEMO_ADMIN.email);
    await page.getByLabel(t('login.password')).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: t('login.submit') }).click();
    await ready(t('dashboard.title'));
    await expectNoAxeViolations(page, `${lang} dashboard`);

    const menu = page.getByRole('navigation', { name: t('layout.menu') });
    const open = async (link: string, title = link) => {
      await menu.getByRole('link', { name: link, exact: true }).click();
      await ready(title);
    };

    // Products: the list, its paging in the page's language, one Tab stop per row's selection box, the drawer.
    await open(t('sections.eshopProducts.title'));
    await expectNoAxeViolations(page, `${lang} products`);
    const sizeChanger = page.locator('.ant-pagination-options').getByRole('combobox');
    await expect.soft(sizeChanger).toHaveAccessibleName(PAGE_SIZE[lang]);
    const firstRow = page.getByRole('row').filter({ has: page.getByRole('checkbox') }).nth(1);
    const select = firstRow.getByRole('checkbox');
    await select.focus();
    await page.keyboard.press('Tab');
    // The next Tab stop is the product's name in the same row, not a second stop for the same box.
    await expect(firstRow.getByRole('cell').nth(2).getByRole('button')).toBeFocused();
    await page.getByRole('button', { name: t('products.new') }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: t('products.newTitle') })).toBeVisible();
    await expectNoAxeViolations(page, `${lang} new product drawer`);
    await drawer.getByRole('button', { name: t('common.close') }).first().click();
    await expect(drawer).toBeHidden();

    await open(t('sections.eshopCategories.title'));
    await expectNoAxeViolations(page, `${lang} categories`);

    // Orders: the list, its date filter typed as the language writes a date, an order's detail.
    await open(orders('menu.title'));
    await expectNoAxeViolations(page, `${lang} orders`);
    const from = page.getByRole('textbox', { name: orders('list.from') });
    await from.fill(TYPED_DATE[lang]);
    await from.press('Enter');
    await expect(page).toHaveURL(/[?&]from=2026-01-12(&|$)/);
    await expect(from).toHaveValue(TYPED_DATE[lang]);
    await page.goto(`/${lang}/admin/orders/${orderNumber}`);
    await ready(orders('detail.title', { number: orderNumber }));
    await expectNoAxeViolations(page, `${lang} order detail`);

    // Content: the modules, the posts and a post's editor, whose publication date is typed too.
    await open(t('sections.modules.title'));
    await expectNoAxeViolations(page, `${lang} modules`);
    await open(t('sections.posts.title'));
    await expectNoAxeViolations(page, `${lang} posts`);
    await page.getByRole('button', { name: t('posts.new') }).click();
    const post = page.getByRole('dialog', { name: t('posts.newTitle') });
    const date = post.getByRole('textbox', { name: t('posts.date') });
    await expect(date).toBeEditable();
    await date.fill(TYPED_DATE[lang]);
    await date.press('Enter');
    await expect(date).toHaveValue(TYPED_DATE[lang]);
    await expectNoAxeViolations(page, `${lang} post editor`);
    // The typed date is a change: closing asks whether to drop it.
    await post.getByRole('button', { name: t('common.close') }).first().click();
    await page.getByRole('dialog', { name: t('unsaved.title') }).getByRole('button', { name: t('unsaved.discard') }).click();
    await expect(post).toBeHidden();

    for (const section of ['settings', 'users', 'audit', 'releases'] as const) {
      await open(t(`sections.${section}.title`));
      await expectNoAxeViolations(page, `${lang} ${section}`);
    }
  });
}
