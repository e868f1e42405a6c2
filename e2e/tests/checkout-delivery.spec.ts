import { expect, test } from '../support/test.ts';
import type { CategoryDetail, TopCategory } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { CONTACTS, fillContact, openOrderInAdmin, sendFromSummary } from '../support/checkout.ts';
import { messages } from '../support/messages.ts';
import { mailsTo } from '../support/outbox.ts';

const cart = messages('mf-cart', 'en');
const shop = messages('mf-shop', 'en');
const ordersText = messages('mf-admin/orders', 'en');

const CONTACT = CONTACTS.prague;

test('a buyer picks carrier delivery, sees its price in the summary, sends the order and the mail states the delivery', async ({ page, request }) => {
  const [top] = await apiGet<TopCategory[]>(request, '/api/product-category/top', 'en');
  if (!top) throw new Error('The seed has no top category');
  const [product] = (await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, 'en')).products;
  if (!product) throw new Error(`The seeded category ${top.slug} has no product`);

  await page.goto(`/en/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: shop('cart.add') }).first().click();
  // The cart holds the product before the checkout is opened (else the contact step sends back to the empty cart).
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(/\(1\)$/);
  await page.goto('/en/cart/contact');
  await expect(page.getByRole('heading', { level: 1, name: cart('steps.contact') })).toBeVisible();
  const { country, ...address } = CONTACT;
  await fillContact(page, cart, address);

  // The delivery: a radio group; pickup at the workshop is free and chosen until the buyer picks the carrier.
  const delivery = page.getByRole('radiogroup', { name: cart('delivery.title') });
  const pickup = delivery.getByRole('radio', { name: new RegExp(`^${cart('delivery.pickup')}`) });
  const carrier = delivery.getByRole('radio', { name: new RegExp(`^${cart('delivery.carrier')}`) });
  await expect(pickup).toBeChecked();
  await expect(carrier).toHaveAccessibleDescription(cart('delivery.enterCountry'));
  // The carrier's price for the country chosen, from the admin's table (the seed: Czechia 29.90 €).
  await page.getByLabel(cart('contact.country')).selectOption({ label: country });
  await expect(carrier).toHaveAccessibleDescription(cart('delivery.carrierTo', { country: 'Czechia', price: '€29.90' }));
  await carrier.check();
  await page.screenshot({ path: 'test-results/checkout-delivery-choice.png', fullPage: true });
  await page.getByRole('button', { name: cart('contact.submit') }).click();

  // The summary: the delivery with its price and where to, and the total with the delivery in it.
  await expect(page).toHaveURL(/\/en\/cart\/summary$/);
  const chosen = page.getByRole('region', { name: cart('delivery.title') });
  await expect(chosen).toContainText(cart('delivery.carrierNamed', { country: 'Czechia' }));
  await expect(chosen).toContainText('€29.90');
  await expect(chosen).toContainText(cart('delivery.carrierAddress', { address: `${CONTACT.street}, ${CONTACT.zip} ${CONTACT.city}` }));
  const totals = page.getByRole('region', { name: cart('totals.title') });
  await expect(totals.getByRole('definition').nth(1)).toHaveText('€29.90');
  const goods = Number((await totals.getByRole('definition').first().innerText()).replace(/[^\d.]/g, ''));
  const total = await totals.getByRole('definition').last().innerText();
  expect(Number(total.replace(/[^\d.]/g, ''))).toBeCloseTo(goods + 29.9, 2);
  await page.screenshot({ path: 'test-results/checkout-delivery-summary.png', fullPage: true });

  const orderNumber = await sendFromSummary(page, cart);

  // The confirmation in the outbox says how the order comes and what it costs, and the total with it.
  await expect.poll(() => mailsTo(CONTACT.email).length).toBe(1);
  const mail = mailsTo(CONTACT.email)[0]!;
  expect(mail).toContain('Delivery: Carrier delivery – Czechia: €29.90');
  expect(mail).toContain(`Total incl. VAT: ${total}`);

  // The company's order detail shows the delivery as ordered.
  const screenMain = await openOrderInAdmin(page, orderNumber);
  const carrierCell = screenMain.getByRole('definition').filter({ hasText: ordersText('detail.deliveryCarrier', { country: 'Czechia' }) });
  await expect(carrierCell).toHaveText(`${ordersText('detail.deliveryCarrier', { country: 'Czechia' })} · €29.90`);
  await expect(screenMain.getByRole('definition').filter({ hasText: total })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/checkout-delivery-admin-order.png', fullPage: true });
});
