// Two-factor sign-in (issue 29) with the real providers against the real seeded API: the own account's set-up page
// and the administrators' requirement on the users screen.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { signInAdmin } from '../testing/session.ts';
import { INTEGRATION_TIMEOUT, WAIT, renderAt, setupAdminTests } from '../testing/render-admin.tsx';

setupAdminTests();

describe('two-factor sign-in', () => {
  it('the set-up shows the key as a QR code and as text, and refuses a wrong code in the page language', async () => {
    await signInAdmin();
    const user = userEvent.setup({ delay: null });
    renderAt('/en/admin/two-factor');
    expect(await screen.findByRole('heading', { level: 1, name: en.account.twoFactor.title }, { timeout: WAIT })).toBeInTheDocument();
    expect(await screen.findByText(en.account.twoFactor.intro, {}, { timeout: WAIT })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.account.twoFactor.start }));
    expect(await screen.findByRole('img', { name: en.account.twoFactor.qrLabel }, { timeout: WAIT })).toBeInTheDocument();
    const key = screen.getByLabelText(en.account.twoFactor.secretLabel).textContent ?? '';
    expect(key.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);

    await user.type(screen.getByLabelText(en.login.code.label), '12345');
    await user.click(screen.getByRole('button', { name: en.account.twoFactor.confirm }));
    expect(await screen.findByText(en.login.code.required)).toBeInTheDocument();
    // A six-digit code that is not the key's (one in a million would be; the server then turns it on).
    await user.clear(screen.getByLabelText(en.login.code.label));
    await user.type(screen.getByLabelText(en.login.code.label), '000000');
    await user.click(screen.getByRole('button', { name: en.account.twoFactor.confirm }));
    const alert = await screen.findByText(en.account.twoFactor.failed, {}, { timeout: WAIT });
    expect(alert.closest('[role=alert]')).toHaveTextContent(en.serverMessages.twoFactor.codeWrong);
  }, INTEGRATION_TIMEOUT);

  it('the users screen shows who has it; requiring it without it on one\'s own account is refused with the reason', async () => {
    await signInAdmin();
    const user = userEvent.setup({ delay: null });
    renderAt('/en/admin/users');
    // Role queries over the whole table are slow in jsdom: the e-mail's cell, then its row.
    const cells = await screen.findAllByText('admin@example.com', { selector: 'td' }, { timeout: WAIT });
    const row = cells[0]!.closest<HTMLElement>('tr')!;
    expect(within(row).getByText(en.users.twoFactorOff)).toBeInTheDocument();

    const requirement = await screen.findByLabelText(en.users.twoFactorRequired, {}, { timeout: WAIT });
    expect(requirement).toHaveAttribute('role', 'switch');
    expect(requirement).toHaveAccessibleDescription(en.users.twoFactorRequiredHint);
    expect(requirement).not.toBeChecked();
    await user.click(requirement);
    await user.click(await screen.findByText(en.users.twoFactorRequireOn, { selector: 'button, button *' }));
    expect(await screen.findByText(en.serverMessages.twoFactor.enableOwnFirst, {}, { timeout: WAIT })).toBeInTheDocument();
    expect(requirement).not.toBeChecked();
  }, INTEGRATION_TIMEOUT);
});
