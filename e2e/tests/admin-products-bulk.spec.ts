// Issue 29: products in bulk. A Slovak admin exports the products as CSV, edits the file (one changed price, one new
// product, one bad row) and imports it: the check shows the bad row in Slovak and nothing changes in the shop. With
// the row fixed the import goes through and the shop shows the new price and the new product; then the two new
// products are unpublished together from the list.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { AdminProduct } from '@shop/shared';
import { LANG_CODES, type Lang } from '@shop/shared/languages';
import { signInAsDemoAdmin } from '../support/auth.ts';
import { messages } from '../support/messages.ts';

const admin = messages('mf-admin', 'sk');
type Row = Record<string, string>;

const NAMES = { sk: 'Záhradná lavička E2E', en: 'Garden bench E2E', hu: 'Kerti pad E2E', sr: 'Baštenska klupa E2E', ru: 'Садовая скамейка E2E' };

function newRow(names: Record<Lang, string>, price: string): Row {
  const row: Row = { number: '', category: '', price, vat_rate: '23', published: '1' };
  for (const lang of LANG_CODES) {
    row[`name_${lang}`] = names[lang];
    row[`description_${lang}`] = `${names[lang]}: pozinkovaná oceľ; "odolná"\nna dvoch riadkoch`;
  }
  return row;
}

/** Chooses the file in the import dialog; the check (a dry run) starts at once. */
async function chooseFile(page: Page, rows: Row[], columns: string[]): Promise<void> {
  const file = join(tmpdir(), `products-e2e-${Date.now()}.csv`);
  writeFileSync(file, `\uFEFF${stringify(rows, { header: true, columns, delimiter: ';', record_delimiter: 'windows' })}`);
  await page.getByRole('dialog', { name: admin('productsImport.title') }).locator('input[type="file"]').setInputFiles(file);
}

test('a CSV round trip: export, a bad row reported in Slovak with nothing written, the fixed file imported and shown in the shop, then a bulk unpublish', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A long journey (two imports, four public pages) on a shared CI machine.
  test.setTimeout(180_000);
  const token = await signInAsDemoAdmin(context, request, baseURL!);
  await page.goto('/sk/admin/eshop-products');
  // The first admin page of a fresh server loads the remote and its language cold: more than the default wait on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: admin('sections.eshopProducts.title') })).toBeVisible({ timeout: 30_000 });

  // Export: the whole list as a file Excel in Slovakia opens (BOM, semicolons).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: admin('productsImport.export') }).click()]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = readFileSync(await download.path());
  expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = exported.toString('utf8').slice(1);
  const columns = text.split('\r\n', 1)[0]!.split(';');
  const rows = parse(text, { delimiter: ';', columns: true }) as Row[];
  const target = rows.find((r) => r.published === '1')!;
  const product = (await (await request.get(`/api/admin/products/${target.number}`, { headers: { authorization: `Bearer ${token}` } })).json()).data as AdminProduct;

  // The edited file: one changed price, one new product, one bad row (a price that is no number).
  const edited = rows.map((r) => (r === target ? { ...r, price: '777,77' } : r));
  const bad = newRow({ sk: 'Chybná lavička E2E', en: 'Broken bench E2E', hu: 'Hibás pad E2E', sr: 'Pogrešna klupa E2E', ru: 'Неверная скамейка E2E' }, 'veľa');
  const badRow = rows.length + 3; // header, the exported rows, the new product, then the bad one
  await page.getByRole('button', { name: admin('productsImport.open') }).click();
  const dialog = page.getByRole('dialog', { name: admin('productsImport.title') });
  await chooseFile(page, [...edited, newRow(NAMES, '149,90'), bad], columns);

  const report = dialog.getByRole('region', { name: admin('productsImport.report') });
  await expect(report.getByRole('alert')).toHaveText(admin('productsImport.hasErrors', { count: '1' }));
  const problem = report.getByRole('row').filter({ hasText: admin('serverMessages.import.price', { value: 'veľa' }) });
  await expect(problem.getByRole('cell')).toHaveText([String(badRow), 'price', admin('serverMessages.import.price', { value: 'veľa' })]);
  await expect(dialog.getByRole('button', { name: admin('productsImport.confirm', { count: '2' }) })).toBeDisabled();
  // Nothing was written: the shop does not show the new price, and the new product does not exist.
  await page.goto(`/sk/${product.translations.sk!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.translations.sk!.name })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('777,77');
  expect((await request.get('/api/product/zahradna-lavicka-e2e', { headers: { Localization: 'sk-SK' } })).status()).toBe(404);

  // The fixed file: the check is clean, the admin confirms, the list says so.
  await page.goto('/sk/admin/eshop-products');
  await page.getByRole('button', { name: admin('productsImport.open') }).click();
  await chooseFile(page, [...edited, newRow(NAMES, '149,90'), { ...bad, price: '99,00' }], columns);
  await expect(report.getByRole('alert')).toHaveText(admin('productsImport.ready'));
  await dialog.getByRole('button', { name: admin('productsImport.confirm', { count: '3' }) }).click();
  await expect(page.getByText(admin('productsImport.done', { created: '2', updated: '1' }))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The shop shows the new price and the new product at once.
  await page.goto(`/sk/${product.translations.sk!.slug}`);
  await expect(page.getByRole('main')).toContainText('777,77');
  await page.goto('/sk/zahradna-lavicka-e2e');
  await expect(page.getByRole('heading', { level: 1, name: NAMES.sk })).toBeVisible();

  // Bulk: both new products found in the list, selected and unpublished together after a confirmation.
  await page.goto('/sk/admin/eshop-products');
  await page.getByRole('searchbox', { name: admin('products.search') }).fill('E2E');
  await page.getByRole('searchbox', { name: admin('products.search') }).press('Enter');
  await expect(page.getByRole('button', { name: 'Chybná lavička E2E', exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: admin('productsBulk.select', { name: NAMES.sk }) }).check();
  await page.getByRole('checkbox', { name: admin('productsBulk.select', { name: 'Chybná lavička E2E' }) }).check();
  // The page's select-all box is named in the admin's language too (antd's own name is English).
  await expect(page.getByRole('checkbox', { name: admin('productsBulk.selectPage') })).toBeVisible();
  const bulk = page.getByRole('group', { name: admin('productsBulk.label') });
  await expect(bulk).toContainText(admin('productsBulk.selected', { count: '2' }));
  await bulk.getByRole('button', { name: admin('productsBulk.unpublish') }).click();
  const confirm = page.getByRole('dialog', { name: admin('productsBulk.unpublishConfirm', { count: '2' }) });
  await confirm.getByRole('button', { name: admin('productsBulk.unpublish') }).click();
  await expect(page.getByText(admin('productsBulk.done', { count: '2' }))).toBeVisible();
  await expect(page.getByRole('switch', { name: admin('products.publishedOf', { name: NAMES.sk }) })).not.toBeChecked();

  // The unpublished product is gone from the shop: its page is the not-found page.
  const gone = await page.goto('/sk/zahradna-lavicka-e2e');
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: messages('shared', 'sk')('notFound.title') })).toBeVisible();
  expect((await request.get('/api/product/zahradna-lavicka-e2e', { headers: { Localization: 'sk-SK' } })).status()).toBe(404);
});
