import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test.ts';
import type { CategoryDetail, TopCategory } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { CONTACTS, fillContact, openOrderInAdmin, sendFromSummary } from '../support/checkout.ts';
import { mailsTo } from '../support/outbox.ts';
import { messages } from '../support/messages.ts';

// Issue 32: a business buyer picks the country from a list and gives IDs checked by the country's rules; a Hungarian
// business with a valid VAT ID orders without VAT (reverse charge), explained with the amounts charged on every step
// (issue 47, decision 0113). The custom-production inquiry carries a PDF.
const cart = messages('mf-cart', 'hu');
const header = messages('mf-header', 'hu');
const shop = messages('mf-shop', 'hu');
const shopEn = messages('mf-shop', 'en');
const common = messages('shared', 'hu');
const ordersText = messages('mf-admin/orders', 'en');
const BUYER = CONTACTS.komarom;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text as a regular expression that matches it whole (labels such as "Áfa 0%"). */
const whole = (text: string) => new RegExp(`^${escaped(text)}$`);
/** The carrier's hint for Hungary as a regular expression whose group is the price. */
const hintFor = (key: string) => new RegExp(`^${escaped(cart(key, { country: 'Magyarország', price: '\u0000' })).replace('\u0000', '(.+)')}$`);

test('reverse charge explained on every step: a Hungarian business with a VAT ID sees the amounts it is charged, never "with VAT" for 0 % goods', async ({ page, request }) => {
  const [top] = await apiGet<TopCategory[]>(request, '/api/product-category/top', 'hu');
  if (!top) throw new Error('The seed has no top category');
  const [product] = (await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, 'hu')).products;
  if (!product) throw new Error(`The seeded category ${top.slug} has no products`);
  await page.goto(`/hu/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: shop('cart.add') }).first().click();
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${header('cart')}`) })).toHaveAccessibleName(`${header('cart')} (1)`);

  // The cart before any VAT ID: prices with VAT, no note.
  await page.goto('/hu/cart');
  const totals = page.getByRole('region', { name: cart('totals.title') });
  await expect(totals.getByText(whole(cart('totals.withVat')))).toBeVisible();
  await expect(page.getByText(cart('business.reverseChargeNote'))).toHaveCount(0);

  await page.goto('/hu/cart/contact');
  await expect(page.getByRole('heading', { level: 1, name: cart('steps.contact') })).toBeVisible();
  const { country: englishName, ...address } = BUYER;
  await fillContact(page, cart, address);
  // The country list speaks the page's language.
  const country = page.getByRole('combobox', { name: cart('contact.country') });
  await country.selectOption({ label: 'Magyarország' });
  await expect(country).toHaveValue('HU');
  // The carrier, priced for Hungary with VAT while no VAT ID says otherwise.
  const carrier = page.getByRole('radio', { name: new RegExp(`^${cart('delivery.carrier')}`) });
  await carrier.check();
  const carrierTo = hintFor('delivery.carrierTo');
  await expect(carrier).toHaveAccessibleDescription(carrierTo);
  const grossHint = await page.locator(`#${await carrier.getAttribute('aria-describedby')}`).innerText();
  await page.getByLabel(new RegExp(`^${cart('contact.company')}`)).fill('Kovács Kft.');
  await page.getByLabel(new RegExp(`^${cart('contact.companyId')}`)).fill('01-09-123456');
  const vatId = page.getByLabel(new RegExp(`^${cart('contact.vatId')}`));

  // A VAT ID with a wrong check digit: the form says so in Hungarian, with the form expected; prices keep their VAT.
  await vatId.fill('HU12345677');
  await page.getByRole('button', { name: cart('contact.submit') }).click();
  await expect(page.getByText(cart('business.vatIdInvalid', { country: 'Magyarország', example: 'HU12345676' }))).toBeVisible();
  await expect(vatId).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/hu\/cart\/contact$/);
  await expect(page.getByText(cart('business.reverseCharge'))).toHaveCount(0);
  await expect(carrier).toHaveAccessibleDescription(grossHint);

  // A right one: the reverse charge is announced at once, and the carrier's price is the net one, saying why.
  await vatId.fill('HU12345676');
  await expect(page.getByRole('status').filter({ hasText: cart('business.reverseCharge') })).toBeVisible();
  const carrierToNet = hintFor('delivery.carrierToNet');
  await expect(carrier).toHaveAccessibleDescription(carrierToNet);
  const netHint = await page.locator(`#${await carrier.getAttribute('aria-describedby')}`).innerText();
  const offered = carrierToNet.exec(netHint)?.[1] ?? '';
  expect(offered).not.toBe(carrierTo.exec(grossHint)?.[1]);
  const scan = await new AxeBuilder({ page }).include('#slot-main').analyze();
  const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  await page.getByRole('button', { name: cart('contact.submit') }).click();

  // The summary: the note, the IDs, the country's name; the carrier at the price offered, no VAT, labelled so.
  await expect(page).toHaveURL(/\/hu\/cart\/summary$/);
  await expect(page.getByText(cart('business.reverseChargeNote'))).toBeVisible();
  const contact = page.getByRole('region', { name: cart('summary.contact') });
  await expect(contact).toContainText('HU12345676');
  await expect(contact).toContainText('01-09-123456');
  await expect(contact).toContainText(`${BUYER.street}, ${BUYER.zip} ${BUYER.city}, Magyarország`);
  await expect(page.getByRole('region', { name: cart('delivery.title') })).toContainText(`${offered} ${common('price.withoutVat')}`);
  const amountOf = (label: string) => totals.locator('dt', { hasText: whole(label) }).locator('xpath=following-sibling::dd[1]');
  await expect(amountOf(cart('totals.delivery'))).toHaveText(offered);
  await expect(amountOf(cart('totals.goodsWithoutVat'))).toBeVisible();
  // Hungarian writes the amount as "0,00 EUR".
  await expect(amountOf(cart('totals.vatReverseCharge'))).toHaveText(/^0,00\s/);
  const toPay = await amountOf(cart('totals.toPay')).innerText();
  expect(toPay).toBe(await amountOf(cart('totals.withoutVat')).innerText());
  for (const withVat of [cart('totals.goods'), cart('totals.withVat')]) await expect(totals.getByText(whole(withVat))).toHaveCount(0);
  await page.screenshot({ path: 'test-results/business-reverse-charge.png', fullPage: true });

  // Back in the cart, its totals are the summary's goods, labelled the same, with the note.
  await page.getByRole('link', { name: cart('summary.editCart') }).click();
  await expect(page.getByRole('heading', { level: 1, name: cart('title') })).toBeVisible();
  await expect(page.getByText(cart('business.reverseChargeNote'))).toBeVisible();
  await expect(amountOf(cart('totals.vatReverseCharge'))).toHaveText(/^0,00\s/);
  await expect(totals.getByText(whole(cart('totals.withVat')))).toHaveCount(0);
  await page.getByRole('link', { name: cart('continueToContact') }).click();
  // The contact step again, filled in: the net price and the note from the start.
  await expect(page.getByRole('status').filter({ hasText: cart('business.reverseCharge') })).toBeVisible();
  await expect(carrier).toHaveAccessibleDescription(netHint);
  await page.getByRole('button', { name: cart('contact.submit') }).click();
  await expect(page).toHaveURL(/\/hu\/cart\/summary$/);
  await expect(amountOf(cart('totals.toPay'))).toHaveText(toPay);

  const orderNumber = await sendFromSummary(page, cart);
  // The thank-you page says it, and the order's page, with the same labels and amounts.
  await expect(page.getByText(cart('business.reverseChargeNote'))).toBeVisible();
  await page.getByRole('link', { name: cart('thankYou.orderPage') }).click();
  await expect(page.getByRole('heading', { level: 1, name: cart('order.heading', { number: orderNumber }) })).toBeVisible();
  const items = page.getByRole('region', { name: cart('order.items') });
  await expect(items).toContainText(cart('business.reverseChargeNote'));
  await expect(items).toContainText(`${offered} ${common('price.withoutVat')}`);
  const orderAmount = (label: string) => items.locator('dt', { hasText: whole(label) }).locator('xpath=following-sibling::dd[1]');
  await expect(orderAmount(cart('totals.vatReverseCharge'))).toHaveText(/^0,00\s/);
  await expect(orderAmount(cart('totals.toPay'))).toHaveText(toPay);
  await expect(items.getByText(whole(cart('order.totals.withVat')))).toHaveCount(0);

  // The confirmation says it too, with its amounts labelled without VAT.
  // This order's mails only: another journey of the worker's shop may have mailed the same buyer an order with VAT.
  const orderMails = () => mailsTo(BUYER.email).filter((mail) => mail.includes(orderNumber)).join('\n');
  await expect.poll(orderMails).toContain('Fordított adózás');
  const mail = orderMails();
  expect(mail).toContain('Fizetendő összesen');
  expect(mail).not.toContain('áfával');

  // The office sees the reverse charge, the company and its IDs on the order.
  const screenMain = await openOrderInAdmin(page, orderNumber);
  await expect(screenMain).toContainText(ordersText('detail.reverseCharge'));
  await expect(screenMain).toContainText(ordersText('detail.reverseChargeHint'));
  // Its amounts are labelled as charged, never "with VAT": the lines without VAT, the total as the amount to pay.
  await expect(screenMain.getByText(whole(ordersText('detail.vatReverseCharge')))).toBeVisible();
  await expect(screenMain.getByText(whole(ordersText('detail.totalToPay')))).toBeVisible();
  await expect(screenMain.getByRole('columnheader', { name: ordersText('detail.lineTotalWithoutVat') })).toBeVisible();
  for (const withVat of [ordersText('detail.totalWithVat'), ordersText('detail.unitWithVat'), ordersText('detail.lineTotal')]) {
    await expect(screenMain.getByText(whole(withVat))).toHaveCount(0);
  }
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
