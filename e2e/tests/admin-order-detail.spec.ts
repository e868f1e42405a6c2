// Issue 47 (Low): the Russian order detail at 1440 px. The product table fits its card (it pushed its last columns
// out of sight), a VAT ID stays on one line, and a mail sent after a step shows as sent without a reload (it said
// "waiting to be sent" until one).
import { expect, test } from '../support/test.ts';
import type { CategoryDetail, TopCategory } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { CONTACTS, openOrderInAdmin } from '../support/checkout.ts';
import { messages } from '../support/messages.ts';

const ru = messages('mf-admin/orders', 'ru');

test.use({ viewport: { width: 1440, height: 900 } });

test('the Russian order detail at 1440 px shows the whole product table, keeps a VAT ID whole and updates its mail log by itself', async ({ page, request }) => {
  const [top] = await apiGet<TopCategory[]>(request, '/api/product-category/top', 'ru');
  if (!top) throw new Error('The seed has no top category');
  const products = (await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, 'ru')).products.slice(0, 2);
  // A Russian order of a Slovak business with two products, sent through the API (the checkout has journeys of its own).
  const headers = { Localization: 'ru-RU' };
  let cartId: string | undefined;
  for (const product of products) {
    const added = await request.post('/api/cart/add', { headers, data: { product_uuid: product.uuid, quantity: 2, ...(cartId ? { cart_uuid: cartId } : {}) } });
    expect(added.ok()).toBe(true);
    cartId = ((await added.json()) as { data: { uuid: string } }).data.uuid;
  }
  const contact = { ...CONTACTS.nitra, country: 'SK', company: 'ООО «Металл» Словакия', company_id: '35763469', vat_id: 'SK2020273893' };
  expect((await request.put(`/api/cart/${cartId}/update`, { headers, data: { contact } })).ok()).toBe(true);
  const sent = await request.post(`/api/cart/${cartId}/send`, { headers, data: { 'g-recaptcha-response': 'token', terms_accepted: true } });
  expect(sent.ok()).toBe(true);
  const orderNumber = ((await sent.json()) as { data: { order_number: string } }).data.order_number;

  await openOrderInAdmin(page, orderNumber);
  await page.goto(`/ru/admin/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: ru('detail.title', { number: orderNumber }) })).toBeVisible();

  // Every column of the table is inside its card: nothing to scroll to, the last heading's right edge within the card.
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name: ru('detail.products') }) });
  const table = card.getByRole('table');
  await expect(table.getByRole('columnheader', { name: ru('detail.lineTotal') })).toBeVisible();
  const [cardBox, lastHeader] = [await card.boundingBox(), await table.getByRole('columnheader', { name: ru('detail.lineTotal') }).boundingBox()];
  expect(lastHeader!.x + lastHeader!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  const scroller = card.locator('.ant-table-content');
  expect(await scroller.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(1);

  // The VAT ID is one token on one line.
  const vatId = page.getByText('SK2020273893', { exact: true });
  expect(await vatId.evaluate((node) => node.getClientRects().length)).toBe(1);
  const contactCard = page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name: ru('detail.contact') }) });
  const [contactBox, vatBox] = [await contactCard.boundingBox(), await vatId.boundingBox()];
  expect(vatBox!.x + vatBox!.width).toBeLessThanOrEqual(contactBox!.x + contactBox!.width);
  await page.screenshot({ path: 'test-results/admin-order-detail-ru-1440.png', fullPage: true });

  // Confirming queues the customer's mail; the log says it is sent once the worker has sent it, without a reload.
  await page.getByRole('group', { name: ru('detail.actions') }).getByRole('button', { name: ru('actions.confirmed') }).click();
  const log = page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name: ru('detail.mails') }) });
  const statusMail = log.getByRole('listitem').filter({ hasText: ru('detail.mailStatus') });
  await expect(statusMail).toContainText(ru('detail.mailSent', { date: '' }).trim());
  await expect(log).not.toContainText(ru('detail.mailPending', { attempts: '0' }).split('(')[0]!.trim());
});
