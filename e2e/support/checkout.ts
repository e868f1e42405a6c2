import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { OrderDetail } from '@shop/shared';
import { DEMO_ADMIN, fillAdminSignIn } from './auth.ts';
import { messages } from './messages.ts';

const ordersText = messages('mf-admin/orders', 'en');

/**
 * The buyers of the journeys. Each has an e-mail address of its own, so a journey finds its mails in the outbox
 * (support/outbox.ts) whatever the others sent; `country` is the name the contact step's list shows in English.
 */
export const CONTACTS = {
  london: { name: 'Jane Smith', email: 'jane.smith@example.com', phone: '+44 20 7946 0958', street: '221B Baker Street', city: 'London', zip: 'NW1 6XE', country: 'United Kingdom' },
  nitra: { name: 'Ľudmila Nováková', email: 'ludmila.novakova@example.com', phone: '+421 905 123 456', street: 'Hlavná 12', city: 'Nitra', zip: '949 01', country: 'Slovakia' },
  prague: { name: 'Petr Dvořák', email: 'petr.dvorak.delivery@example.com', phone: '+420 601 123 456', street: 'Národní 10', city: 'Praha', zip: '110 00', country: 'Czechia' },
  komarom: { name: 'Kovács Anna', email: 'anna.kovacs@example.hu', phone: '+36 30 123 4567', street: 'Fő utca 5', city: 'Komárom', zip: '2900', country: 'Hungary' },
} as const;
export type Contact = { name: string; email: string; phone: string; street: string; city: string; zip: string; country: string };

type Texts = ReturnType<typeof messages>;

/**
 * Fills the contact step's fields with a buyer's details, labelled in the language of `cart` (mf-cart's texts); the
 * country too when the contact has one (a journey that looks at the step before the country is chosen leaves it out).
 */
export async function fillContact(page: Page, cart: Texts, contact: Omit<Contact, 'country'> & { country?: string }): Promise<void> {
  for (const field of ['name', 'email', 'phone', 'street', 'city', 'zip'] as const) await page.getByLabel(cart(`contact.${field}`)).fill(contact[field]);
  if (contact.country) await page.getByLabel(cart('contact.country')).selectOption({ label: contact.country });
}

/** On the summary: accepts the terms, sends the order, and answers its number from the thank-you page. */
export async function sendFromSummary(page: Page, cart: Texts): Promise<string> {
  await page.getByRole('checkbox', { name: cart('summary.terms.label').replace(/<\/?\w+>/g, '') }).check();
  await page.getByRole('button', { name: cart('summary.send') }).click();
  await expect(page.getByRole('heading', { level: 1, name: cart('steps.thankYou') })).toBeVisible();
  const orderNumber = (await page.locator('.checkout-thanks__number dd').innerText()).trim();
  expect(orderNumber).toMatch(/^\d{10}$/);
  return orderNumber;
}

/** The order's detail screen is shown (its heading); answers the screen's own <main>. */
export async function orderDetailScreen(page: Page, orderNumber: string): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: ordersText('detail.title', { number: orderNumber }) })).toBeVisible();
  // The admin layout nests the screen's <main> inside antd's content <main>: the inner one is the screen.
  return page.getByRole('main').last();
}

/** Signs the demo admin in through the English form and opens an order's detail; answers the screen's <main>. */
export async function openOrderInAdmin(page: Page, orderNumber: string): Promise<Locator> {
  await fillAdminSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/en\/admin$/);
  await page.goto(`/en/admin/orders/${orderNumber}`);
  return orderDetailScreen(page, orderNumber);
}

/** The demo admin's token, signed in through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: DEMO_ADMIN });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** The stored order as the admin's API answers it. */
export async function storedOrder(request: APIRequestContext, token: string, orderNumber: string): Promise<OrderDetail> {
  const response = await request.get(`/admin/orders/${orderNumber}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OrderDetail }).data;
}
