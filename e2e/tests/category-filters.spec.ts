import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test.ts';
import type { CategoryDetail } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { collectPageErrors, untilHydrated } from '../support/hydration.ts';
import { messages } from '../support/messages.ts';

const shop = { en: messages('mf-shop', 'en'), hu: messages('mf-shop', 'hu'), ru: messages('mf-shop', 'ru') };

test('a category sorted and filtered by its address: rendered by the server, changed by its controls, shared as a link in another language, back with Back', async ({ page, browser, request, baseURL }) => {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates?per_page=100&group=model', 'en');
  const [finish] = gates.filters.finishes;
  if (!finish) throw new Error('The seeded gates have no finishes');
  const t = shop.en;
  const address = `/en/category/gates?sort=price_desc&finish=${finish.key}`;

  // Without JavaScript: the server's HTML is the filtered list, its controls showing the choice.
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await visitor.newPage();
  await plain.goto(address);
  const plainForm = plain.getByRole('form', { name: t('category.listing.label') });
  await expect(plainForm.getByRole('combobox', { name: t('category.listing.sort') })).toHaveValue('price_desc');
  await expect(plainForm.getByRole('checkbox', { name: t('category.listing.finishOption', { name: finish.name, count: String(finish.count) }) })).toBeChecked();
  await expect(plain.getByRole('heading', { level: 2, name: `${t('category.products')} (${finish.count})` })).toBeVisible();
  // The form works without JavaScript too: a price range sent as a GET form.
  await plainForm.getByRole('spinbutton', { name: t('category.listing.priceMax'), exact: true }).fill('1');
  await plainForm.getByRole('button', { name: t('category.listing.apply') }).click();
  await expect(plain).toHaveURL(/price_max=1/);
  await expect(plain.getByText(t('category.listing.noMatch'))).toBeVisible();
  await visitor.close();

  // With JavaScript: the controls change the address and the list, and Back goes to the list before.
  await page.goto(address);
  await untilHydrated(page);
  const form = page.getByRole('form', { name: t('category.listing.label') });
  await form.getByRole('combobox', { name: t('category.listing.sort') }).selectOption({ label: t('category.listing.sorts.price_asc') });
  await expect(page).toHaveURL(/sort=price_asc/);
  await form.getByRole('checkbox', { name: new RegExp(`^${finish.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) }).uncheck();
  await expect(page).not.toHaveURL(/finish=/);
  await expect(page.getByRole('heading', { level: 2, name: `${t('category.products')} (${gates.products_meta.total})` })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('#slot-main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`finish=${finish.key}`));
  await expect(page.getByRole('heading', { level: 2, name: `${t('category.products')} (${finish.count})` })).toBeVisible();
  await expect(form.getByRole('combobox', { name: t('category.listing.sort') })).toHaveValue('price_asc');

  // The link in Hungarian: the same finish, named in Hungarian.
  const hungarian = await apiGet<CategoryDetail>(request, `/api/product-category/gates?per_page=100&group=model&finish=${finish.key}`, 'hu');
  const huFinish = hungarian.filters.finishes.find((f) => f.key === finish.key)!;
  await page.goto(`/hu/category/${hungarian.slug}?finish=${finish.key}`);
  await expect(page.getByRole('form', { name: shop.hu('category.listing.label') }).getByRole('checkbox', { name: shop.hu('category.listing.finishOption', { name: huFinish.name, count: String(huFinish.count) }) })).toBeChecked();
  await expect(page.getByRole('heading', { level: 2, name: `${shop.hu('category.products')} (${finish.count})` })).toBeVisible();
});

test('a category filtered by a size range in millimetres: sent without JavaScript, applied with it, reloaded, and shared in another language', async ({ page, browser, request, baseURL }) => {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates?per_page=100&group=model', 'en');
  const { width, height } = gates.filters;
  if (width.min === null || width.max === null || height.min === null) throw new Error('The seeded gates have no sizes');
  const middle = Math.round((width.min + width.max) / 2);
  const query = `width_max=${middle}&height_min=${height.min}`;
  const narrow = await apiGet<CategoryDetail>(request, `/api/product-category/gates?group=model&${query}`, 'en');
  expect(narrow.products_meta.total).toBeGreaterThan(0);
  expect(narrow.products_meta.total).toBeLessThan(gates.products_meta.total);
  const t = shop.en;
  const count = (total: number, words = t) => `${words('category.products')} (${total})`;

  // Without JavaScript: the server renders the size fields with the range the gates span; the GET form sends them.
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await visitor.newPage();
  await plain.goto('/en/category/gates');
  const plainSizes = plain.getByRole('form', { name: t('category.listing.label') }).getByRole('group', { name: t('category.listing.size') });
  await expect(plainSizes.getByRole('spinbutton', { name: t('category.listing.widthMin') })).toHaveAttribute('placeholder', String(width.min));
  await plainSizes.getByRole('spinbutton', { name: t('category.listing.widthMax') }).fill(String(middle));
  await plainSizes.getByRole('spinbutton', { name: t('category.listing.heightMin') }).fill(String(height.min));
  await plain.getByRole('button', { name: t('category.listing.apply') }).click();
  // The empty fields are sent too (as the browser does); the page reads them as no limit.
  await expect(plain).toHaveURL(new RegExp(`width_max=${middle}`));
  await expect(plain).toHaveURL(new RegExp(`height_min=${height.min}`));
  await expect(plain.getByRole('heading', { level: 2, name: count(narrow.products_meta.total) })).toBeVisible();
  await expect(plainSizes.getByRole('spinbutton', { name: t('category.listing.widthMax') })).toHaveValue(String(middle));
  await visitor.close();

  // With JavaScript: Apply changes the address and the list, asking the server once for it (the shell's check ahead
  // of the page and the page's own request are one).
  const errors = collectPageErrors(page);
  await page.goto('/en/category/gates');
  await untilHydrated(page);
  const sizes = page.getByRole('form', { name: t('category.listing.label') }).getByRole('group', { name: t('category.listing.size') });
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/product-category/gates')) asked.push(sent.url());
  });
  await sizes.getByRole('spinbutton', { name: t('category.listing.widthMax') }).fill(String(middle));
  await sizes.getByRole('spinbutton', { name: t('category.listing.heightMin') }).fill(String(height.min));
  await sizes.getByRole('spinbutton', { name: t('category.listing.heightMin') }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/category/gates\\?${query}$`));
  await expect(page.getByRole('heading', { level: 2, name: count(narrow.products_meta.total) })).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0]!).searchParams.get('width_max')).toBe(String(middle));

  // A reload is the same list, rendered by the server from the address.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: count(narrow.products_meta.total) })).toBeVisible();
  await expect(sizes.getByRole('spinbutton', { name: t('category.listing.widthMax') })).toHaveValue(String(middle));
  await untilHydrated(page);
  const axe = await new AxeBuilder({ page }).include('#slot-main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The link shared in Russian: the same products, the fields labelled in Russian with the unit in Cyrillic.
  const russian = await apiGet<CategoryDetail>(request, '/api/product-category/gates?group=model', 'ru');
  const ru = shop.ru;
  await page.goto(`/ru/category/${russian.slug}?${query}`);
  const ruSizes = page.getByRole('form', { name: ru('category.listing.label') }).getByRole('group', { name: ru('category.listing.size') });
  expect(ru('category.listing.size')).toContain('мм');
  await expect(ruSizes.getByRole('spinbutton', { name: ru('category.listing.widthMax') })).toHaveValue(String(middle));
  await expect(ruSizes.getByRole('spinbutton', { name: ru('category.listing.heightMin') })).toHaveValue(String(height.min));
  await expect(page.getByRole('heading', { level: 2, name: count(narrow.products_meta.total, ru) })).toBeVisible();
  await page.getByRole('link', { name: ru('category.listing.clear') }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/category/${encodeURIComponent(russian.slug)}$`));
  await expect(page.getByRole('heading', { level: 2, name: count(gates.products_meta.total, ru) })).toBeVisible();
  expect(errors).toEqual([]);
});
