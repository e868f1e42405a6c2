import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test.ts';
import type { CategoryDetail, TopCategory } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { CONTACTS, fillContact, openOrderInAdmin, sendFromSummary } from '../support/checkout.ts';
import { mailsTo } from '../support/outbox.ts';
import { messages } from '../support/messages.ts';

// Issue 32: a business buyer picks the country from a list and gives IDs checked by the country's rules; a Hungarian
// business with a valid VAT ID orders without VAT (reverse charge). The custom-production inquiry carries a PDF.
const cart = messages('mf-cart', 'hu');
const header = messages('mf-header', 'hu');
const shop = messages('mf-shop', 'hu');
const shopEn = messages('mf-shop', 'en');
const ordersText = messages('mf-admin/orders', 'en');
const BUYER = CONTACTS.komarom;

test('a Hungarian business orders with its VAT ID: a wrong one is explained in Hungarian, a right one means reverse charge', async ({ page, request }) => {
  const [top] = await apiGet<TopCategory[]>(request, '/api/product-category/top', 'hu');
  if (!top) throw new Error('The seed has no top category');
  const [product] = (await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, 'hu')).products;
  if (!product) throw new Error(`The seeded category ${top.slug} has no products`);
  await page.goto(`/hu/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: shop('cart.add') }).first().click();
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${header('cart')}`) })).toHaveAccessibleName(`${header('cart')} (1)`);

  await page.goto('/hu/cart/contact');
  await expect(page.getByRole('heading', { level: 1, name: cart('steps.contact') })).toBeVisible();
  const { country: englishName, ...address } = BUYER;
  await fillContact(page, cart, address);
  // The country list speaks the page's language.
  const country = page.getByRole('combobox', { name: cart('contact.country') });
  await country.selectOption({ label: 'Magyarország' });
  await expect(country).toHaveValue('HU');
  await page.getByLabel(new RegExp(`^${cart('contact.company')}`)).fill('Kovács Kft.');
  await page.getByLabel(new RegExp(`^${cart('contact.companyId')}`)).fill('01-09-123456');
  const vatId = page.getByLabel(new RegExp(`^${cart('contact.vatId')}`));

  // A VAT ID with a wrong check digit: the form says so in Hungarian, with the form expected.
  await vatId.fill('HU12345677');
  await page.getByRole('button', { name: cart('contact.submit') }).click();
  await expect(page.getByText(cart('business.vatIdInvalid', { country: 'Magyarország', example: 'HU12345676' }))).toBeVisible();
  await expect(vatId).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/hu\/cart\/contact$/);
  await expect(page.getByText(cart('business.reverseCharge'))).toHaveCount(0);

  // A right one: the reverse charge is announced at once.
  await vatId.fill('HU12345676');
  await expect(page.getByRole('status').filter({ hasText: cart('business.reverseCharge') })).toBeVisible();
  const scan = await new AxeBuilder({ page }).include('#slot-main').analyze();
  const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  await page.getByRole('button', { name: cart('contact.submit') }).click();

  // The summary: reverse charge, the IDs, the country's name, and no VAT in the totals.
  await expect(page).toHaveURL(/\/hu\/cart\/summary$/);
  await expect(page.getByText(cart('business.reverseChargeNote'))).toBeVisible();
  const contact = page.getByRole('region', { name: cart('summary.contact') });
  await expect(contact).toContainText('HU12345676');
  await expect(contact).toContainText('01-09-123456');
  await expect(contact).toContainText(`${BUYER.street}, ${BUYER.zip} ${BUYER.city}, Magyarország`);
  const totals = page.getByRole('region', { name: cart('totals.title') });
  const amountOf = (label: string) => totals.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
  // Hungarian writes the amount as "0,00 EUR".
  expect(await amountOf(cart('totals.vat'))).toMatch(/^0,00\s/);
  expect(await amountOf(cart('totals.withVat'))).toBe(await amountOf(cart('totals.withoutVat')));
  await page.screenshot({ path: 'test-results/business-reverse-charge.png', fullPage: true });

  const orderNumber = await sendFromSummary(page, cart);
  // The confirmation says it too.
  await expect.poll(() => mailsTo(BUYER.email).join('\n')).toContain('Fordított adózás');

  // The office sees the reverse charge, the company and its IDs on the order.
  const screenMain = await openOrderInAdmin(page, orderNumber);
  await expect(screenMain).toContainText(ordersText('detail.reverseCharge'));
  await expect(screenMain).toContainText(ordersText('detail.reverseChargeHint'));
  await expect(screenMain).toContainText('Kovács Kft.');
  await expect(screenMain).toContainText('HU12345676');
  await expect(screenMain).toContainText(`${BUYER.street}, ${BUYER.zip} ${BUYER.city}, ${englishName}`);
});

test('a custom-production inquiry with a sketch as a PDF reaches the office with the file attached', async ({ page }) => {
  await page.goto('/en/custom-production');
  await expect(page.getByRole('heading', { level: 2, name: shopEn('customProduction.formTitle') })).toBeVisible();
  await page.getByLabel(shopEn('inquiry.name')).fill('John Baker');
  await page.getByLabel(shopEn('inquiry.email')).fill('john.baker@example.com');
  await page.getByLabel(shopEn('inquiry.message')).fill('A 5 m sliding gate as in the attached sketch, RAL 7016.');
  const sketch = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await page.getByLabel(new RegExp(`^${shopEn('inquiry.files.label')}`)).setInputFiles({ name: 'gate-sketch.pdf', mimeType: 'application/pdf', buffer: sketch });
  await expect(page.getByRole('list', { name: shopEn('inquiry.files.chosen') })).toContainText('gate-sketch.pdf');
  await page.getByRole('button', { name: shopEn('inquiry.submit') }).click();
  await expect(page.getByText(shopEn('inquiry.sent_other', { name: 'John Baker', count: '3' }))).toBeVisible();

  // The office's mail (the company address of the seed) carries the PDF, written by the outbox's worker.
  await expect
    .poll(() => mailsTo('obchod@kovovyroba-demo.sk').find((mail) => mail.includes('John Baker')) ?? '')
    .toMatch(/Content-Type: application\/pdf; name="?gate-sketch\.pdf/);
  const mail = mailsTo('obchod@kovovyroba-demo.sk').find((m) => m.includes('John Baker'))!;
  expect(mail).toContain('Prílohy: gate-sketch.pdf');
  expect(mail).toContain('%PDF-1.4');
});
