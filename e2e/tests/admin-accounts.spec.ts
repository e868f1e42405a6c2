import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_ADMIN, adminSignOut, fillAdminSignIn } from '../support/auth.ts';
import { messages } from '../support/messages.ts';
import { mailsTo, resetLinkTo } from '../support/outbox.ts';

// Issue 29, 7: an administrator invites a user with a one-time password; the user signs in with it, can only choose
// a password of their own, and the one-time password then fails; the user changes the password again from the
// menu on their name; a forgotten password is reset through the link the outbox mailed, which works once.

const en = messages('mf-admin', 'en');

async function signIn(page: Page, email: string, password: string) {
  await fillAdminSignIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.title') })).toBeVisible();
}

test('an invited user chooses a password, changes it, forgets it and resets it through the mailed link', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const email = `olga.${stamp}@example.com`;
  const name = `Olga Nováková ${stamp}`;
  const chosen = 'amber falcon meadow violin';
  const changed = 'copper lantern orbit harbour';
  const afterReset = 'velvet glacier pumpkin anchor';

  // The administrator invites Olga with a generated one-time password, shown once.
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('navigation', { name: en('layout.menu') }).getByRole('link', { name: en('sections.users.title') }).click();
  await page.getByRole('button', { name: en('users.invite') }).click();
  const invite = page.getByRole('dialog', { name: en('users.inviteTitle') });
  await invite.getByLabel(en('users.email')).fill(email);
  await invite.getByLabel(en('users.name')).fill(name);
  await expect(invite.getByRole('radio', { name: en('users.generate') })).toBeChecked();
  await invite.getByRole('button', { name: en('users.invite') }).click();
  const shown = page.getByRole('dialog', { name: en('users.oneTimeTitle') });
  await expect(shown.getByText(en('users.oneTimeNext'))).toBeVisible();
  const oneTime = (await shown.getByLabel(en('users.oneTimeLabel')).innerText()).trim();
  expect(oneTime).toMatch(/^[A-Za-z2-9]{16}$/);
  await shown.getByRole('button', { name: en('users.oneTimeDone') }).click();
  await adminSignOut(page);

  // Olga signs in with it and lands on the page to choose her own password; the admin's pages send her back there.
  await fillAdminSignIn(page, email, oneTime);
  await expect(page).toHaveURL(/\/en\/admin\/password$/);
  await expect(page.getByRole('heading', { level: 1, name: en('account.password.forcedTitle') })).toBeVisible();
  await expect(page.getByText(en('account.password.forcedIntro'))).toBeVisible();
  await page.goto('/en/admin/eshop-products');
  await expect(page).toHaveURL(/\/en\/admin\/password$/);
  await expect(page.getByRole('heading', { level: 1, name: en('account.password.forcedTitle') })).toBeVisible();

  await page.getByLabel(en('account.password.currentOneTime')).fill(oneTime);
  await page.getByLabel(en('account.password.new'), { exact: true }).fill(chosen);
  await page.getByLabel(en('account.password.repeat')).fill(`${chosen}!`);
  await page.getByRole('button', { name: en('account.password.submit') }).click();
  await expect(page.getByText(en('account.password.repeatMismatch'))).toBeVisible();
  // Keeping the one-time password is refused by the server, in the page's language.
  await page.getByLabel(en('account.password.new'), { exact: true }).fill(oneTime);
  await page.getByLabel(en('account.password.repeat')).fill(oneTime);
  await page.getByRole('button', { name: en('account.password.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en('serverMessages.password.unchanged') })).toBeVisible();
  await page.getByLabel(en('account.password.new'), { exact: true }).fill(chosen);
  await page.getByLabel(en('account.password.repeat')).fill(chosen);
  await page.getByRole('button', { name: en('account.password.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('account.password.done') })).toBeVisible();
  await page.getByRole('link', { name: en('account.password.continue') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.title') })).toBeVisible();
  await adminSignOut(page);

  // The one-time password is dead; her own works.
  await fillAdminSignIn(page, email, oneTime);
  await expect(page.getByText(en('login.invalidCredentials'))).toBeVisible();
  await signIn(page, email, chosen);

  // She changes it again from the menu on her name.
  await page.getByRole('button', { name: en('account.menu', { name }) }).click();
  await page.getByRole('menuitem', { name: en('account.changePassword') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('account.password.title') })).toBeVisible();
  await page.getByLabel(en('account.password.current')).fill('not my password at all');
  await page.getByLabel(en('account.password.new'), { exact: true }).fill(changed);
  await page.getByLabel(en('account.password.repeat')).fill(changed);
  await page.getByRole('button', { name: en('account.password.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en('serverMessages.password.currentWrong') })).toBeVisible();
  await page.getByLabel(en('account.password.current')).fill(chosen);
  await page.getByRole('button', { name: en('account.password.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('account.password.done') })).toBeVisible();
  await page.getByRole('link', { name: en('account.password.continue') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.title') })).toBeVisible();
  await adminSignOut(page);

  // Forgotten: "Forgot your password?" on the sign-in page mails a link.
  await page.getByRole('link', { name: en('account.forgot.link') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('account.forgot.title') })).toBeVisible();
  await page.getByLabel(en('login.email')).fill(email);
  await page.getByRole('button', { name: en('account.forgot.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('account.forgot.sent', { email }) })).toBeVisible();
  await expect.poll(() => resetLinkTo(email), { message: 'the reset mail in the outbox' }).not.toBeNull();
  expect(mailsTo(email).at(-1)).toContain('Reset your administration password');
  const link = resetLinkTo(email)!;
  expect(link).toMatch(/\/en\/admin\/reset-password#token=/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: en('account.reset.title') })).toBeVisible();
  await expect(page.getByText(en('account.reset.intro', { email }))).toBeVisible();
  await page.getByLabel(en('account.password.new'), { exact: true }).fill(afterReset);
  await page.getByLabel(en('account.password.repeat')).fill(afterReset);
  await page.getByRole('button', { name: en('account.reset.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('account.reset.done') })).toBeVisible();
  await page.getByRole('link', { name: en('account.reset.signIn') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('login.title') })).toBeVisible();
  await fillAdminSignIn(page, email, changed);
  await expect(page.getByText(en('login.invalidCredentials'))).toBeVisible();
  await signIn(page, email, afterReset);
  await adminSignOut(page);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: en('account.reset.invalidTitle') })).toContainText(en('serverMessages.passwordReset.used'));
  await page.getByRole('link', { name: en('account.reset.requestNew') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('account.forgot.title') })).toBeVisible();
});
