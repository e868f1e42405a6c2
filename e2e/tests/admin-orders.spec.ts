// Issue 29: an order through to delivery in the admin. A shopper sends an order; an admin finds it by the customer's
// name, takes it from new to confirmed to shipped to completed (each step mailed to the customer in English, the
// order's language), adds an internal note, filters the list by status (kept through a reload and Back) and
// downloads the filtered list as CSV.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { CategoryDetail, TopCategory } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { DEMO_ADMIN, fillAdminSignIn } from '../support/auth.ts';
import { adminToken, CONTACTS, fillContact, orderDetailScreen, sendFromSummary, storedOrder } from '../support/checkout.ts';
import { messages } from '../support/messages.ts';

const cart = messages('mf-cart', 'en');
const header = messages('mf-header', 'en');
const shop = messages('mf-shop', 'en');
const admin = messages('mf-admin', 'en');
const ordersText = messages('mf-admin/orders', 'en');

const CONTACT = CONTACTS.nitra;

/** The shopper's part, as checkout.spec.ts does it: one product into the cart, the contact, send; the order number. */
async function sendOrder(page: Page, product: { slug: string; name: string }): Promise<string> {
  await page.goto(`/en/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: shop('cart.add') }).first().click();
  const miniCart = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${header('cart')}`) });
  await expect(miniCart).toHaveAccessibleName(`${header('cart')} (1)`);
  await miniCart.click();
  await page.getByRole('link', { name: cart('continueToContact') }).click();
  await expect(page).toHaveURL(/\/en\/cart\/contact$/);
  await fillContact(page, cart, CONTACT);
  await page.getByRole('button', { name: cart('contact.submit') }).click();
  await expect(page).toHaveURL(/\/en\/cart\/summary$/);
  const orderNumber = await sendFromSummary(page, cart);
  await expect(page).toHaveURL(/\/en\/cart\/thank-you$/);
  return orderNumber;
}

/** An order sent through the API in Hungarian (the shopper's part is the journey above; here it only sets the scene). */
async function sendHungarianOrder(request: APIRequestContext, productUuid: string): Promise<string> {
  const headers = { Localization: 'hu-HU' };
  const added = await request.post('/api/cart/add', { headers, data: { product_uuid: productUuid, quantity: 1 } });
  expect(added.ok()).toBe(true);
  const cartId = ((await added.json()) as { data: { uuid: string } }).data.uuid;
  const contact = { ...CONTACT, name: CONTACTS.komarom.name, email: CONTACTS.komarom.email };
  expect((await request.put(`/api/cart/${cartId}/update`, { headers, data: { contact } })).ok()).toBe(true);
  const sent = await request.post(`/api/cart/${cartId}/send`, { headers, data: { 'g-recaptcha-response': 'token', terms_accepted: true } });
  expect(sent.ok()).toBe(true);
  return ((await sent.json()) as { data: { order_number: string } }).data.order_number;
}

test('an admin takes an order from new to completed; the customer is mailed each step; the filtered list survives a reload and Back and downloads as CSV', async ({
  page,
  request,
}) => {
  const [top] = await apiGet<TopCategory[]>(request, '/api/product-category/top', 'en');
  if (!top) throw new Error('The seed has no top category');
  const [product] = (await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, 'en')).products;
  if (!product) throw new Error(`The seeded category ${top.slug} has no product`);
  const orderNumber = await sendOrder(page, product);

  // The admin signs in and finds the order by the customer's name typed without diacritics.
  await fillAdminSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/en\/admin$/);
  await page.getByRole('navigation', { name: admin('layout.menu') }).getByRole('link', { name: ordersText('menu.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: ordersText('menu.title') })).toBeVisible();
  await page.getByRole('searchbox', { name: ordersText('list.search') }).fill('ludmila novakova');
  await page.getByRole('searchbox', { name: ordersText('list.search') }).press('Enter');
  await expect(page).toHaveURL(/\/en\/admin\/orders\?q=ludmila\+novakova$/);
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toContainText(CONTACT.name);
  await expect(row).toContainText(ordersText('status.new'));
  // Every order found is the customer's (other journeys of this worker's shop may have sent orders in that name).
  const found = page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  for (const text of await found.allTextContents()) expect(text).toContain(CONTACT.name);
  await row.getByRole('link', { name: orderNumber }).click();
  const screenMain = await orderDetailScreen(page, orderNumber);

  // New -> confirmed -> shipped -> completed: each step offers only the steps allowed next.
  const steps = page.getByRole('group', { name: ordersText('detail.actions') });
  await expect(steps.getByRole('button')).toHaveText([ordersText('actions.confirmed'), ordersText('actions.cancelled')]);
  await steps.getByRole('button', { name: ordersText('actions.confirmed') }).click();
  await expect(steps.getByRole('button')).toHaveText([ordersText('actions.ready_for_pickup'), ordersText('actions.shipped'), ordersText('actions.cancelled')]);
  await steps.getByRole('button', { name: ordersText('actions.shipped') }).click();
  // Shipping asks for the parcel's tracking (issue 47); the shop's own van has none: the step goes without it.
  const shipDialog = page.getByRole('dialog', { name: ordersText('tracking.title', { number: orderNumber }) });
  await shipDialog.getByRole('button', { name: ordersText('tracking.confirm') }).click();
  await expect(shipDialog).toBeHidden();
  await expect(steps.getByRole('button')).toHaveText([ordersText('actions.completed'), ordersText('actions.cancelled')]);
  await steps.getByRole('button', { name: ordersText('actions.completed') }).click();
  await expect(steps).toHaveCount(0);
  await expect(screenMain.getByText(ordersText('status.completed'), { exact: true }).first()).toBeVisible();

  // The history names every step, newest first.
  const history = page.getByRole('list').filter({ hasText: ordersText('detail.stepArrived') });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByRole('listitem').first()).toContainText(`${ordersText('status.shipped')} → ${ordersText('status.completed')}`);
  await expect(history.getByRole('listitem').last()).toContainText(ordersText('detail.stepArrived'));

  // An internal note, with its author.
  await page.getByLabel(ordersText('detail.newNote')).fill('Picked up the invoice by phone.');
  await page.getByRole('button', { name: ordersText('detail.addNote') }).click();
  await expect(screenMain.getByText('Picked up the invoice by phone.')).toBeVisible();
  await expect(page.getByLabel(ordersText('detail.newNote'))).toHaveValue('');
  await page.screenshot({ path: 'test-results/admin-orders-detail.png', fullPage: true });

  // The customer's mails are in the outbox, in English, with the order number: the order's mails say so.
  const token = await adminToken(request);
  const stored = await storedOrder(request, token, orderNumber);
  expect(stored.mails.filter((m) => m.kind === 'order-status').map((m) => [m.to, m.subject])).toEqual([
    [CONTACT.email, `Order no. ${orderNumber} is confirmed`],
    [CONTACT.email, `Order no. ${orderNumber} has been shipped`],
    [CONTACT.email, `Order no. ${orderNumber} is completed`],
  ]);
  expect(stored.notes.map((n) => [n.text, n.author?.email])).toEqual([['Picked up the invoice by phone.', 'admin@example.com']]);
  // The worker sends them (through SMTP, or as .eml files where no SMTP server is configured, as here).
  await expect
    .poll(async () => (await storedOrder(request, token, orderNumber)).mails.filter((m) => m.kind === 'order-status').map((m) => m.status))
    .toEqual(['sent', 'sent', 'sent']);
  // The admin sees them too, by subject.
  await page.reload();
  for (const subject of [`Order no. ${orderNumber} is confirmed`, `Order no. ${orderNumber} has been shipped`, `Order no. ${orderNumber} is completed`]) {
    await expect(screenMain.getByText(subject, { exact: true })).toBeVisible();
  }

  // The list filtered by status: kept in the URL through a reload, and Back returns to it.
  await page.getByRole('link', { name: ordersText('detail.back') }).click();
  await expect(page).toHaveURL(/\/en\/admin\/orders$/);
  const statusFilter = page.getByLabel(ordersText('list.filterLabel'));
  await statusFilter.getByText(ordersText('status.completed'), { exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/orders\?status=completed$/);
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ordersText('menu.title') })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) })).toContainText(ordersText('status.completed'));
  await statusFilter.getByText(ordersText('status.new'), { exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/orders\?status=new$/);
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/admin\/orders\?status=completed$/);
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) })).toBeVisible();

  // The CSV of the filtered list: a download, UTF-8 with a BOM, holding the order and the customer's Slovak name.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ordersText('list.export') }).click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Order number;Date;Status;Name;/);
  const line = lines.find((l) => l.startsWith(`${orderNumber};`));
  expect(line).toContain(`;Completed;${CONTACT.name};`);
  expect(lines.slice(1).every((l) => l.includes(';Completed;'))).toBe(true);

  // A cancel asks for the reason, which the customer reads in the order's language (Hungarian), not the admin's.
  const hungarian = await sendHungarianOrder(request, product.uuid);
  await page.goto(`/en/admin/orders/${hungarian}`);
  await orderDetailScreen(page, hungarian);
  await steps.getByRole('button', { name: ordersText('actions.cancelled') }).click();
  const dialog = page.getByRole('dialog', { name: ordersText('detail.cancelTitle', { number: hungarian }) });
  await dialog.getByRole('button', { name: ordersText('detail.cancelConfirm') }).click();
  await expect(dialog.getByText(ordersText('detail.cancelReasonRequired'))).toBeVisible();
  await dialog.getByLabel(ordersText('detail.cancelReason')).fill('A termék jelenleg nem kapható.');
  await dialog.getByRole('button', { name: ordersText('detail.cancelConfirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(steps).toHaveCount(0);
  await expect(screenMain.getByText(ordersText('status.cancelled'), { exact: true }).first()).toBeVisible();
  await expect(screenMain.getByText('A termék jelenleg nem kapható.').first()).toBeVisible();
  const cancelled = await storedOrder(request, token, hungarian);
  expect(cancelled.mails.filter((m) => m.kind === 'order-status').map((m) => [m.to, m.subject])).toEqual([[CONTACTS.komarom.email, `A(z) ${hungarian}. számú rendelést töröltük`]]);
});
