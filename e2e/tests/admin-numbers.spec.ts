// Issue 47 (High): a price typed the way people write it in Slovak or Russian, "999,50", is 999.50 €, not 99950 €;
// the field shows it back with the language's decimal comma, and a price that jumps by more than half is asked about.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { AdminProduct, ProductInput } from '@shop/shared';
import { LANG_CODES } from '@shop/shared/languages';
import { signInAsDemoAdmin } from '../support/auth.ts';
import { messages } from '../support/messages.ts';

/** Types a price into the open product drawer and saves it; the admin's texts are the page language's. */
async function typePrice(page: Page, lang: 'sk' | 'ru', productId: number, typed: string) {
  const admin = messages('mf-admin', lang);
  await page.goto(`/${lang}/admin/eshop-products?edit=${productId}`);
  const drawer = page.getByRole('dialog');
  const price = drawer.getByLabel(admin('products.priceWithoutVat'));
  await price.fill(typed);
  await drawer.getByRole('button', { name: admin('common.save') }).click();
  return { admin, drawer, price };
}

test('a price typed with a decimal comma in Slovak and Russian is saved as written and shown back with the comma', async ({ page, context, request, baseURL }) => {
  const token = await signInAsDemoAdmin(context, request, baseURL!);
  const headers = { authorization: `Bearer ${token}` };
  const stamp = Date.now().toString(36);
  // A draft of its own, so no other journey sees its price.
  const input: ProductInput = {
    category_id: null,
    price_cents: 90000,
    vat_rate: 23,
    published: false,
    position: 0,
    translations: Object.fromEntries(LANG_CODES.map((l) => [l, { name: `Comma price ${l} ${stamp}`, slug: '', short_description: '', description: '' }])) as ProductInput['translations'],
    parameters: [],
    images: [],
  };
  const created = await request.post('/api/admin/products', { headers, data: input });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: AdminProduct }).data;
  const priceCents = async () => (((await (await request.get(`/api/admin/products/${id}`, { headers })).json()) as { data: AdminProduct }).data.price_cents);

  // Slovak: 999,50.
  const sk = await typePrice(page, 'sk', id, '999,50');
  await expect(page.getByText(sk.admin('products.saved', { name: input.translations.sk.name }))).toBeVisible();
  expect(await priceCents()).toBe(99950);
  await expect(sk.price).toHaveValue('999,50');

  // Russian, with a space between the thousands: 1 234,5.
  const ru = await typePrice(page, 'ru', id, '1 234,5');
  await expect(page.getByText(ru.admin('products.saved', { name: input.translations.ru.name }))).toBeVisible();
  expect(await priceCents()).toBe(123450);
  await expect(ru.price).toHaveValue('1234,50');

  // A slip of the comma, 12345 for 123,45 (ten times the price), is asked about and not saved when the admin goes back.
  await typePrice(page, 'ru', id, '12345');
  const ask = page.getByRole('dialog', { name: ru.admin('products.priceJumpTitle') });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: ru.admin('products.priceJumpBack') }).click();
  await expect(ask).toBeHidden();
  expect(await priceCents()).toBe(123450);
});
