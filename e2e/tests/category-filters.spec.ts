import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { CategoryDetail } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { untilHydrated } from '../support/hydration.ts';
import { messages } from '../support/messages.ts';

const shop = { en: messages('mf-shop', 'en'), hu: messages('mf-shop', 'hu') };

test('a category sorted and filtered by its address: rendered by the server, changed by its controls, shared as a link in another language, back with Back', async ({ page, browser, request, baseURL }) => {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates?per_page=100', 'en');
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
  await plainForm.getByRole('spinbutton', { name: t('category.listing.priceMax') }).fill('1');
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
  const hungarian = await apiGet<CategoryDetail>(request, `/api/product-category/gates?per_page=100&finish=${finish.key}`, 'hu');
  const huFinish = hungarian.filters.finishes.find((f) => f.key === finish.key)!;
  await page.goto(`/hu/category/${hungarian.slug}?finish=${finish.key}`);
  await expect(page.getByRole('form', { name: shop.hu('category.listing.label') }).getByRole('checkbox', { name: shop.hu('category.listing.finishOption', { name: huFinish.name, count: String(huFinish.count) }) })).toBeChecked();
  await expect(page.getByRole('heading', { level: 2, name: `${shop.hu('category.products')} (${finish.count})` })).toBeVisible();
});
