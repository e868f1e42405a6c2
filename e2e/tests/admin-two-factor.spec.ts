import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { Secret, TOTP } from 'otpauth';
import { DEMO_ADMIN, adminSignOut, fillAdminSignIn } from '../support/auth.ts';
import { messages } from '../support/messages.ts';

// Issue 29: two-factor sign-in. A new user of the administration (an editor) turns it on from the menu on their name (the code is computed
// here from the key the page shows, as an authenticator app would), keeps the recovery codes shown once, signs out,
// signs in with the password and a code, then with the password and a recovery code, which then no longer works.

const en = messages('mf-admin', 'en');

/** The code an authenticator app shows for the key, `steps` periods of 30 s from now. */
const codeOf = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function expectDashboard(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.title') })).toBeVisible();
}

test('a user of the administration turns on two-factor sign-in, then signs in with a code of the app and with a recovery code', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const email = `tomas.${stamp}@example.com`;
  const name = `Tomáš Dvojka ${stamp}`;
  const password = 'granite orchard kettle saffron';

  // The demo administrator creates Tomáš's editor account with a chosen password (the demo admin keeps signing in with a
  // password alone: the other journeys use it).
  await fillAdminSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expectDashboard(page);
  await page.getByRole('navigation', { name: en('layout.menu') }).getByRole('link', { name: en('sections.users.title') }).click();
  await page.getByRole('button', { name: en('users.invite') }).click();
  const invite = page.getByRole('dialog', { name: en('users.inviteTitle') });
  await invite.getByLabel(en('users.email')).fill(email);
  await invite.getByLabel(en('users.name')).fill(name);
  await invite.getByRole('radio', { name: en('users.setPassword') }).check();
  await invite.getByLabel(en('users.password'), { exact: true }).fill(password);
  await invite.getByRole('button', { name: en('users.invite') }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText(en('users.twoFactorOff'), { exact: true })).toBeVisible();
  await adminSignOut(page);

  // Tomáš signs in with his password alone and turns two-factor sign-in on from the menu on his name.
  await fillAdminSignIn(page, email, password);
  await expectDashboard(page);
  await page.getByRole('button', { name: en('account.menu', { name }) }).click();
  await page.getByRole('menuitem', { name: en('account.twoFactor.menu') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('account.twoFactor.title') })).toBeVisible();
  await page.getByRole('button', { name: en('account.twoFactor.start') }).click();
  await expect(page.getByRole('img', { name: en('account.twoFactor.qrLabel') })).toBeVisible();
  const secret = (await page.getByLabel(en('account.twoFactor.secretLabel')).innerText()).replace(/[^A-Z2-7]/g, '');
  expect(secret).toHaveLength(32);

  // A wrong code is refused in the page's language; the app's current code turns it on.
  await page.getByLabel(en('login.code.label')).fill(codeOf(secret, 6));
  await page.getByRole('button', { name: en('account.twoFactor.confirm') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en('serverMessages.twoFactor.codeWrong') }).first()).toBeVisible();
  await page.getByLabel(en('login.code.label')).fill(codeOf(secret));
  await page.getByRole('button', { name: en('account.twoFactor.confirm') }).click();
  const codesList = page.getByRole('list', { name: en('account.twoFactor.codesTitle') });
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await codesList.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await page.getByRole('button', { name: en('account.twoFactor.codesSaved') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('account.twoFactor.on') })).toContainText(en('account.twoFactor.codesLeft', { n: '10' }));
  await page.getByRole('link', { name: en('account.password.back') }).click();
  await expectDashboard(page);
  await adminSignOut(page);

  // The password alone no longer signs in: the page asks for the app's code. (The next step's code: the current
  // one was used to turn it on, and a code works once.)
  await fillAdminSignIn(page, email, password);
  const codeField = page.getByLabel(en('login.code.label'));
  await expect(codeField).toBeFocused();
  await codeField.fill(codeOf(secret, 1));
  await page.getByRole('button', { name: en('login.code.submit') }).click();
  await expectDashboard(page);
  await adminSignOut(page);

  // Without the phone: a recovery code instead.
  await fillAdminSignIn(page, email, password);
  await page.getByRole('button', { name: en('login.code.useRecovery') }).click();
  await page.getByLabel(en('login.code.recoveryLabel')).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: en('login.code.submit') }).click();
  await expectDashboard(page);
  await adminSignOut(page);

  // That recovery code is used up.
  await fillAdminSignIn(page, email, password);
  await page.getByRole('button', { name: en('login.code.useRecovery') }).click();
  await page.getByLabel(en('login.code.recoveryLabel')).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: en('login.code.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en('serverMessages.twoFactor.codeWrong') }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: en('login.title') })).toBeVisible();
});
