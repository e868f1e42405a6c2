import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_ADMIN, fillAdminSignIn } from '../support/auth.ts';
import { messages } from '../support/messages.ts';

// Issue 29: the users list is searched and filtered with its state in the address, so a reload keeps it and Back
// returns to the list before; an administrator resets the two-factor sign-in of a user who lost their phone.

const en = messages('mf-admin', 'en');

test('the users list keeps its search and filter through a reload and Back; an administrator resets a lost phone', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const team = `listy${stamp}`;
  const password = 'juniper harbour pebble lantern';

  // Two editors of a team (one of them disabled, one with two-factor sign-in), made through the API.
  const { token } = (await (await request.post('/api/auth/login', { data: DEMO_ADMIN })).json()) as { token: string };
  const admin = { Authorization: `Bearer ${token}` };
  const ids: number[] = [];
  for (const name of ['Lea', 'Ivo']) {
    const res = await request.post('/api/admin/users', { headers: admin, data: { email: `${name.toLowerCase()}.${team}@example.com`, name: `${name} ${team}`, role: 'editor', password } });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  expect((await request.put(`/api/admin/users/${ids[1]}`, { headers: admin, data: { name: `Ivo ${team}`, role: 'editor', disabled: true } })).ok()).toBe(true);
  const lea = { Authorization: `Bearer ${((await (await request.post('/api/auth/login', { data: { email: `lea.${team}@example.com`, password } })).json()) as { token: string }).token}` };
  const { secret } = (await (await request.post('/admin/auth/two-factor/setup', { headers: lea })).json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  expect((await request.post('/admin/auth/two-factor/confirm', { headers: lea, data: { code } })).ok()).toBe(true);

  await fillAdminSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.title') })).toBeVisible();
  await page.getByRole('navigation', { name: en('layout.menu') }).getByRole('link', { name: en('sections.users.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('sections.users.title') })).toBeVisible();

  const leaRow = page.getByRole('row').filter({ hasText: `lea.${team}@example.com` });
  const ivoRow = page.getByRole('row').filter({ hasText: `ivo.${team}@example.com` });
  await page.getByRole('searchbox', { name: en('users.search') }).fill(team);
  await page.getByRole('searchbox', { name: en('users.search') }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/admin/users\\?q=${team}$`));
  await expect(leaRow).toBeVisible();
  await expect(ivoRow).toBeVisible();
  await expect(page.getByText(en('users.total', { count: '2' }))).toBeVisible();

  // The disabled accounts alone; a reload keeps the search and the filter.
  await page.getByRole('combobox', { name: en('users.filterState') }).click();
  await page.getByTitle(en('users.disabled'), { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/users\\?q=${team}&state=disabled$`));
  await expect(ivoRow).toBeVisible();
  await expect(leaRow).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en('sections.users.title') })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: en('users.search') })).toHaveValue(team);
  await expect(ivoRow).toBeVisible();
  await expect(leaRow).toHaveCount(0);

  // Back: the search alone again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/en/admin/users\\?q=${team}$`));
  await expect(leaRow).toBeVisible();
  await expect(ivoRow).toBeVisible();

  // Lea lost her phone: the administrator resets her two-factor sign-in, after a confirmation.
  await expect(leaRow.getByText(en('users.twoFactorOn'), { exact: true })).toBeVisible();
  await leaRow.getByRole('button', { name: en('users.resetTwoFactorOf', { email: `lea.${team}@example.com` }) }).click();
  await expect(page.getByText(en('users.resetTwoFactorHint'))).toBeVisible();
  await page.getByRole('button', { name: en('users.resetTwoFactor'), exact: true }).click();
  await expect(page.getByText(en('users.twoFactorResetDone', { email: `lea.${team}@example.com` }))).toBeVisible();
  await expect(leaRow.getByText(en('users.twoFactorOff'), { exact: true })).toBeVisible();
  // Her session ended; her password alone signs her in again.
  expect((await request.get('/admin/auth/me', { headers: lea })).status()).toBe(401);
  const again = await request.post('/api/auth/login', { data: { email: `lea.${team}@example.com`, password } });
  expect(((await again.json()) as { token?: string }).token).toBeTruthy();
});
