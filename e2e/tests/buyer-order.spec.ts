// Issue 47, the buyer's side of an order: the thank-you page asks for a bank transfer with a PAY by square code that
// a banking app reads as the IBAN, amount and variable symbol printed beside it; every mail links to the order page,
// which follows the admin's steps (confirmed, shipped with a parcel's tracking, paid) and offers the PDF; the page
// works on a 360 px phone and a wrong link finds nothing.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { CategoryDetail, TopCategory } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { DEMO_ADMIN, fillAdminSignIn } from '../support/auth.ts';
import { adminToken, fillContact, orderDetailScreen, sendFromSummary } from '../support/checkout.ts';
import { messages } from '../support/messages.ts';
import { mailsTo } from '../support/outbox.ts';
import { dataUrlBytes, readPayBySquare } from '../support/pay-by-square.ts';

const ordersText = messages('mf-admin/orders', 'en');

/** The first product of the first top category, in a language. */
async function someProduct(request: APIRequestContext, lang: string) {
  const [top] = await apiGet<TopCategory[]>(request, '/api/product-category/top', lang);
  if (!top) throw new Error('The seed has no top category');
  const [product] = (await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, lang)).products;
  if (!product) throw new Error(`The seeded category ${top.slug} has no product`);
  return product;
}

/** An order sent through the API (the shopper's part is the first journey); answers its number and page key. */
async function sendOrder(request: APIRequestContext, locale: string, email: string): Promise<{ number: string; key: string }> {
  const headers = { Localization: locale };
  const product = await someProduct(request, 'en');
  const added = await request.post('/api/cart/add', { headers, data: { product_uuid: product.uuid, quantity: 2 } });
  const cartId = ((await added.json()) as { data: { uuid: string } }).data.uuid;
  const contact = { name: 'Jana Kupcová', email, phone: '+421 905 000 111', street: 'Dlhá 5', city: 'Trnava', zip: '917 01', country: 'SK' };
  expect((await request.put(`/api/cart/${cartId}/update`, { headers, data: { contact } })).ok()).toBe(true);
  const sent = await request.post(`/api/cart/${cartId}/send`, { headers, data: { 'g-recaptcha-response': 'token', terms_accepted: true } });
  expect(sent.ok()).toBe(true);
  const receipt = ((await sent.json()) as { data: { order_number: string; order_key: string } }).data;
  return { number: receipt.order_number, key: receipt.order_key };
}

/** The transfer's facts as the page prints them (label -> value), and what its QR code reads. */
async function transferOnPage(page: Page, cart: ReturnType<typeof messages>, orderNumber: string) {
  const section = page.getByRole('region', { name: cart('order.transfer.title') });
  await expect(section).toBeVisible();
  const fact = async (key: string) => (await section.locator('.order-facts__row').filter({ has: page.getByRole('term').getByText(cart(key), { exact: true }) }).getByRole('definition').innerText()).trim();
  const image = section.getByRole('img', { name: cart('order.transfer.qrAlt', { number: orderNumber }) });
  await expect(image).toBeVisible();
  const qr = readPayBySquare(dataUrlBytes((await image.getAttribute('src')) ?? ''));
  return { iban: await fact('order.transfer.iban'), symbol: await fact('order.transfer.variableSymbol'), amount: await fact('order.transfer.amount'), qr };
}

test('a Slovak buyer is asked for a bank transfer on the thank-you page; the PAY by square code reads as the details beside it; the mail leads to the order page', async ({ page, request }) => {
  const cart = messages('mf-cart', 'sk');
  const shop = messages('mf-shop', 'sk');
  const email = `prevod-${Date.now()}@example.sk`;
  const product = await someProduct(request, 'sk');
  await page.goto(`/sk/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: shop('cart.add') }).first().click();
  const header = messages('mf-header', 'sk');
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${header('cart')}`) })).toHaveAccessibleName(`${header('cart')} (1)`);
  await page.goto('/sk/cart/contact');
  await fillContact(page, cart, { name: 'Ján Platiteľ', email, phone: '+421 905 111 222', street: 'Hlavná 1', city: 'Žilina', zip: '010 01', country: 'Slovensko' });
  await page.getByRole('button', { name: cart('contact.submit') }).click();
  await expect(page).toHaveURL(/\/sk\/cart\/summary$/);
  const orderNumber = await sendFromSummary(page, cart);

  const token = await adminToken(request);
  const stored = ((await (await request.get(`/admin/orders/${orderNumber}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { totals: { with_vat: number }; order_key: string } }).data;
  const shown = await transferOnPage(page, cart, orderNumber);
  // What the app reads is what the page says, and what the order costs.
  expect(shown.qr.iban).toBe(shown.iban.replace(/\s/g, ''));
  expect(shown.qr.iban).toMatch(/^SK\d{22}$/);
  expect(shown.qr.variableSymbol).toBe(orderNumber);
  expect(shown.symbol).toBe(orderNumber);
  expect(shown.qr.amount).toBe(stored.totals.with_vat);
  expect(shown.qr.currency).toBe('EUR');
  expect(shown.amount.replace(/\s/g, '')).toBe(new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' }).format(stored.totals.with_vat).replace(/\s/g, ''));
  await page.screenshot({ path: 'test-results/buyer-order-thank-you.png', fullPage: true });

  // The thank-you page leads to the order's page, which the buyer can keep.
  await page.getByRole('link', { name: cart('thankYou.orderPage') }).click();
  await expect(page.getByRole('heading', { level: 1, name: cart('order.heading', { number: orderNumber }) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/sk/order#${stored.order_key.replace(/[.-]/g, '\\$&')}$`));
  await expect(page.getByText(cart('order.status.new'), { exact: true })).toBeVisible();

  // The confirmation mail links to the same page (in a browser with nothing of this session).
  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
  const link = mailsTo(email)[0]!.match(/https?:\/\/\S+\/sk\/order#[\w.-]+/)?.[0];
  expect(link).toBeTruthy();
  const fresh = await page.context().browser()!.newPage();
  await fresh.goto(link!);
  await expect(fresh.getByRole('heading', { level: 1, name: cart('order.heading', { number: orderNumber }) })).toBeVisible();
  const again = await transferOnPage(fresh, cart, orderNumber);
  expect(again.qr).toEqual(shown.qr);
  await fresh.close();
});

test('the order page follows the admin: confirmed, shipped with its tracking, paid; the PDF downloads; a phone shows it whole', async ({ page, request, browser, baseURL }) => {
  const cart = messages('mf-cart', 'en');
  const email = `tracking-${Date.now()}@example.com`;
  const order = await sendOrder(request, 'en-US', email);
  const buyer = await browser.newPage({ baseURL, viewport: { width: 360, height: 780 } });
  await buyer.goto(`/en/order#${order.key}`);
  await expect(buyer.getByRole('heading', { level: 1, name: cart('order.heading', { number: order.number }) })).toBeVisible();
  await expect(buyer.getByText(cart('order.status.new'), { exact: true })).toBeVisible();
  await expect(buyer.getByText(cart('order.awaitingPayment'))).toBeVisible();
  // Nothing wider than the phone.
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await buyer.screenshot({ path: 'test-results/buyer-order-phone.png', fullPage: true });

  // The confirmation PDF, fetched with the page's key and saved as a file.
  const [download] = await Promise.all([buyer.waitForEvent('download'), buyer.getByRole('button', { name: cart('order.pdf.download') }).click()]);
  expect(download.suggestedFilename()).toBe(`order-${order.number}.pdf`);

  // The admin confirms, ships with a parcel's tracking and marks the payment received.
  await fillAdminSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/en\/admin$/);
  await page.goto(`/en/admin/orders/${order.number}`);
  await orderDetailScreen(page, order.number);
  const steps = page.getByRole('group', { name: ordersText('detail.actions') });
  await steps.getByRole('button', { name: ordersText('actions.confirmed') }).click();
  await expect(steps.getByRole('button', { name: ordersText('actions.shipped') })).toBeVisible();

  await buyer.reload();
  await expect(buyer.getByText(cart('order.status.confirmed'), { exact: true }).first()).toBeVisible();
  const history = buyer.getByRole('region', { name: cart('order.history.title') }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.last()).toContainText(cart('order.history.confirmed'));

  await steps.getByRole('button', { name: ordersText('actions.shipped') }).click();
  const ship = page.getByRole('dialog', { name: ordersText('tracking.title', { number: order.number }) });
  await ship.getByLabel(ordersText('tracking.carrier')).fill('DPD');
  await ship.getByLabel(ordersText('tracking.number')).fill('13965012345678');
  await ship.getByLabel(ordersText('tracking.url')).fill('https://tracking.dpd.de/status/en_US/parcel/13965012345678');
  await ship.getByRole('button', { name: ordersText('tracking.confirm') }).click();
  await expect(ship).toBeHidden();
  await page.getByRole('button', { name: ordersText('payment.markPaid') }).click();
  await page.getByRole('tooltip').getByRole('button', { name: ordersText('payment.confirm') }).click();
  await expect(page.getByText(ordersText('payment.marked', { number: order.number }))).toBeVisible();

  await buyer.reload();
  await expect(buyer.getByText(cart('order.status.shipped'), { exact: true }).first()).toBeVisible();
  const parcel = buyer.getByRole('region', { name: cart('order.tracking.title') });
  await expect(parcel).toContainText('DPD');
  await expect(parcel).toContainText('13965012345678');
  await expect(parcel.getByRole('link', { name: new RegExp(cart('order.tracking.link')) })).toHaveAttribute('href', 'https://tracking.dpd.de/status/en_US/parcel/13965012345678');
  // Paid: the transfer is no longer asked for.
  await expect(buyer.getByRole('region', { name: cart('order.transfer.title') })).toHaveCount(0);
  await expect(buyer.getByText(/^Paid on /)).toBeVisible();
  await expect(history).toHaveCount(4);
  await expect(history.nth(2)).toContainText(cart('order.history.shipped'));
  await expect(history.nth(3)).toContainText(cart('order.history.paid'));
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The mails of the steps link to the page; the shipment's names the parcel; the payment's says it arrived.
  await expect.poll(() => mailsTo(email).length).toBe(4);
  const mails = mailsTo(email);
  for (const mail of mails) expect(mail).toContain(`/en/order#${order.key}`);
  expect(mails.find((m) => m.includes('has been shipped'))).toContain('Tracking number: 13965012345678');
  expect(mails.some((m) => m.includes(`Subject: We have received the payment for order no. ${order.number}`))).toBe(true);
  await buyer.close();
});

test('a wrong or cut link finds no order, and says what to do', async ({ page }) => {
  const cart = messages('mf-cart', 'hu');
  await page.goto('/hu/order#00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toContainText(cart('order.notFound'));
  await expect(page.getByRole('link', { name: cart('order.contactUs') })).toBeVisible();
  await page.goto('/hu/order');
  await expect(page.getByRole('alert')).toContainText(cart('order.noKey'));
  // The page is private: no proxy keeps it and no search engine lists it.
  const response = await page.request.get('/hu/order');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(await response.text()).toContain('<meta name="robots" content="noindex');
});
