import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { messages } from './messages.ts';

const adminEn = messages('mf-admin', 'en');

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };

/** Signs the demo admin in through the API and stores the token where the site keeps it (the `token` cookie). */
export async function signInAsDemoAdmin(context: BrowserContext, request: APIRequestContext, baseURL: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: DEMO_ADMIN });
  if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await context.addCookies([{ name: 'token', value: token, url: baseURL, sameSite: 'Strict' }]);
  return token;
}

/** Fills and sends the admin's English sign-in form, as a person would (what follows is the caller's to expect). */
export async function fillAdminSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/en/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: adminEn('login.title') })).toBeVisible();
  await page.getByLabel(adminEn('login.email')).fill(email);
  await page.getByLabel(adminEn('login.password')).fill(password);
  await page.getByRole('button', { name: adminEn('login.submit') }).click();
}

/** Signs out through the admin's menu and lands on the sign-in page. */
export async function adminSignOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: adminEn('layout.signOut') }).click();
  await expect(page).toHaveURL(/\/en\/admin\/login$/);
}
