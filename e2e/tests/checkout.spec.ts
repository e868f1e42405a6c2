import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test.ts';
import type { CategoryDetail, SiteDocument, TopCategory } from '@shop/shared';
import { apiGet } from '../support/api.ts';
import { DEMO_ADMIN, fillAdminSignIn } from '../support/auth.ts';
import { adminToken, CONTACTS, fillContact, orderDetailScreen, storedOrder } from '../support/checkout.ts';
import { messages } from '../support/messages.ts';

const cart = messages('mf-cart', 'en');
const header = messages('mf-header', 'en');
const shop = messages('mf-shop', 'en');
const admin = messages('mf-admin', 'en');
const ordersText = messages('mf-admin/orders', 'en');

const CONTACT = CONTACTS.london;

test('a shopper fills the cart, gives the contact, sends the order and the company finds it in the admin', async ({ page, request }) => {
  // Two real products of the seeded catalogue.
  const [top] = await apiGet<TopCategory[]>(request, '/api/product-category/top', 'en');
  if (!top) throw new Error('The seed has no top category');
  const category = await apiGet<CategoryDetail>(request, `/api/product-category/${top.slug}`, 'en');
  const [first, second] = category.products;
  if (!first || !second) throw new Error(`The seeded category ${top.slug} has fewer than two products`);

  const miniCart = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${header('cart')}`) });
  for (const [index, product] of [first, second].entries()) {
    await page.goto(`/en/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // The page's own button comes first; related products below it have theirs.
    await page.getByRole('main').getByRole('button', { name: shop('cart.add') }).first().click();
    await expect(miniCart).toHaveAccessibleName(`${header('cart')} (${index + 1})`);
  }

  // The cart: three of the first product, the second removed.
  await miniCart.click();
  await expect(page.getByRole('heading', { level: 1, name: cart('title') })).toBeVisible();
  await page.getByRole('spinbutton', { name: cart('quantityOf', { name: first.name }) }).fill('3');
  await expect(miniCart).toHaveAccessibleName(`${header('cart')} (4)`);
  await page.getByRole('button', { name: cart('remove', { name: second.name }) }).click();
  await expect(page.getByRole('main').getByRole('link', { name: second.name })).toHaveCount(0);
  await expect(miniCart).toHaveAccessibleName(`${header('cart')} (3)`);

  // The contact step: a wrong e-mail is explained, a right one lets the shopper on.
  await page.getByRole('link', { name: cart('continueToContact') }).click();
  await expect(page).toHaveURL(/\/en\/cart\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: cart('steps.contact') })).toBeVisible();
  await fillContact(page, cart, { ...CONTACT, email: 'jane.smith@example' });
  await page.getByRole('button', { name: cart('contact.submit') }).click();
  await expect(page.getByText(cart('contact.emailInvalid'))).toBeVisible();
  await page.screenshot({ path: 'test-results/checkout-contact-error.png', fullPage: true });
  await expect(page).toHaveURL(/\/en\/cart\/contact$/);
  await page.getByLabel(cart('contact.email')).fill(CONTACT.email);
  await page.getByRole('button', { name: cart('contact.submit') }).click();

  // The summary shows everything for a last check.
  await expect(page).toHaveURL(/\/en\/cart\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: cart('steps.summary') })).toBeVisible();
  const products = page.getByRole('region', { name: cart('summary.products') });
  await expect(products.getByRole('listitem')).toHaveCount(1);
  await expect(products.getByRole('listitem')).toContainText(first.name);
  await expect(products.getByRole('listitem')).toContainText('3 ×');
  const contact = page.getByRole('region', { name: cart('summary.contact') });
  await expect(contact).toContainText(CONTACT.email);
  await expect(contact).toContainText(`${CONTACT.street}, ${CONTACT.zip} ${CONTACT.city}, ${CONTACT.country}`);
  await page.screenshot({ path: 'test-results/checkout-summary.png', fullPage: true });
  const total = await page.getByRole('region', { name: cart('totals.title') }).locator('dd').last().innerText();

  // The terms of sale and the privacy policy, linked in English, must be accepted: sending without it says so at the
  // box (and the page with that error shown passes axe), then the ticked box lets the order go.
  const documents = await apiGet<SiteDocument[]>(request, '/api/site/documents', 'en');
  const terms = documents.find((d) => d.key === 'terms');
  const privacy = documents.find((d) => d.key === 'privacy');
  if (!terms || !privacy) throw new Error('The seed has no terms or privacy policy');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'general terms of sale' })).toHaveAttribute('href', terms.url);
  await expect(main.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', privacy.url);
  const acceptance = page.getByRole('checkbox', { name: cart('summary.terms.label').replace(/<\/?\w+>/g, '') });
  await page.getByRole('button', { name: cart('summary.send') }).click();
  await expect(acceptance).toBeFocused();
  await expect(acceptance).toHaveAccessibleDescription(cart('summary.terms.required'));
  await expect(page).toHaveURL(/\/en\/cart\/summary$/);
  await page.screenshot({ path: 'test-results/checkout-terms-error.png', fullPage: true });
  const scan = await new AxeBuilder({ page }).include('#slot-main').analyze();
  const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  await acceptance.check();
  await expect(page.getByText(cart('summary.terms.required'))).toHaveCount(0);

  // Send: the thank-you page with the order number; the mini cart has no count any more.
  await page.getByRole('button', { name: cart('summary.send') }).click();
  await expect(page).toHaveURL(/\/en\/cart\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1, name: cart('steps.thankYou') })).toBeVisible();
  await expect(page.getByText(cart('thankYou.confirmationSent', { email: CONTACT.email }))).toBeVisible();
  const orderNumber = (await page.locator('.checkout-thanks__number dd').innerText()).trim();
  expect(orderNumber).toMatch(/^\d{10}$/);
  await expect(miniCart).toHaveAccessibleName(header('cart'));
  await page.screenshot({ path: 'test-results/checkout-thank-you.png', fullPage: true });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: header('cart'), exact: true })).toBeVisible();

  // The order is stored with the right line and totals.
  const order = await storedOrder(request, await adminToken(request), orderNumber);
  expect(order.lines.map((line) => [line.product_uuid, line.quantity])).toEqual([[first.uuid, 3]]);
  expect(order.totals.with_vat).toBeCloseTo(first.price.with_vat * 3, 2);
  // The country is kept as its ISO code (decision 0065).
  expect(order).toMatchObject({ status: 'new', lang: 'en', contact: { ...CONTACT, country: 'GB' } });
  expect(order.terms_acceptance?.documents.map((d) => [d.key, d.version, d.url])).toEqual([
    ['terms', terms.version, terms.url],
    ['privacy', privacy.version, privacy.url],
  ]);

  // The company finds it in the admin and confirms it (the rest of the workflow: admin-orders.spec.ts).
  await fillAdminSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/en\/admin$/);
  await page.getByRole('navigation', { name: admin('layout.menu') }).getByRole('link', { name: ordersText('menu.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: ordersText('menu.title') })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toContainText(CONTACT.name);
  await expect(row).toContainText(total);
  await expect(row).toContainText(ordersText('status.new'));
  await row.getByRole('link', { name: orderNumber }).click();
  const screenMain = await orderDetailScreen(page, orderNumber);
  await expect(screenMain).toContainText(first.name);
  await expect(screenMain).toContainText(CONTACT.phone);
  await expect(screenMain).toContainText(total);
  // What the buyer accepted, linked.
  await expect(screenMain.getByRole('link', { name: terms.title })).toHaveAttribute('href', terms.url);
  await expect(screenMain.getByRole('link', { name: privacy.title })).toHaveAttribute('href', privacy.url);
  await page.getByRole('button', { name: ordersText('actions.confirmed') }).click();
  await expect(page.getByRole('button', { name: ordersText('actions.shipped') })).toBeVisible();
  await page.screenshot({ path: 'test-results/checkout-admin-order.png', fullPage: true });

  await page.getByRole('link', { name: ordersText('detail.back') }).click();
  await page.getByLabel(ordersText('list.filterLabel')).getByText(ordersText('status.confirmed'), { exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/orders\?status=confirmed$/);
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) })).toBeVisible();
});
