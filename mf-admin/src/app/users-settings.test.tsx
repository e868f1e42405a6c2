// Users, settings and roles with the real providers against the real seeded API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, type AdminSettings } from '@shop/shared';
import en from '../locales/en.json';
import { signInAdmin, signInEditor, unique } from '../testing/session.ts';
import { INTEGRATION_TIMEOUT, WAIT, recordRequests, renderAt, setupAdminTests } from '../testing/render-admin.tsx';

setupAdminTests();

describe('users (administrators)', () => {
  it('invites a user with a one-time password shown once', async () => {
    await signInAdmin();
    const user = userEvent.setup({ delay: null });
    renderAt('/en/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: en.sections.users.title })).toBeInTheDocument();
    expect(await screen.findByText('admin@example.com', {}, { timeout: WAIT })).toBeInTheDocument();

    // The first: the page's button (the dialog's own button comes later in the document).
    await user.click(screen.getAllByRole('button', { name: en.users.invite })[0]!);
    const dialog = await screen.findByRole('dialog', { name: en.users.inviteTitle });
    const email = `${unique('invited').replace(/\s+/g, '-').toLowerCase()}@example.com`;
    await user.type(within(dialog).getByLabelText(en.users.email), email);
    await user.type(within(dialog).getByLabelText(en.users.name), 'Ivana Pozvaná');
    await user.click(within(dialog).getByRole('button', { name: en.users.invite }));

    // The one-time password's dialog (found by its warning: antd labels this dialog by an element outside it).
    const shown = (await screen.findByText(en.users.oneTimeWarning)).closest<HTMLElement>('[role=dialog]')!;
    expect(within(shown).getByText(en.users.oneTimeTitle)).toBeInTheDocument();
    const password = within(shown).getByLabelText(en.users.oneTimeLabel).textContent ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
    await user.click(within(shown).getByRole('button', { name: en.users.oneTimeDone }));
    await waitFor(() => expect(screen.queryByText(password)).not.toBeInTheDocument());
    expect(await screen.findByText(email)).toBeInTheDocument();
  }, INTEGRATION_TIMEOUT);

  it('says why a chosen password was refused (issue 28, 5), in the page language', async () => {
    await signInAdmin();
    const user = userEvent.setup({ delay: null });
    renderAt('/en/admin/users');
    expect(await screen.findByText('admin@example.com', {}, { timeout: WAIT })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: en.users.invite })[0]!);
    const dialog = await screen.findByRole('dialog', { name: en.users.inviteTitle });
    await user.type(within(dialog).getByLabelText(en.users.email), `${unique('weak').replace(/\s+/g, '-').toLowerCase()}@example.com`);
    await user.type(within(dialog).getByLabelText(en.users.name), 'Weak Password');
    await user.click(within(dialog).getByLabelText(en.users.setPassword));
    await user.type(await within(dialog).findByLabelText(en.users.password), 'password12');
    await user.click(within(dialog).getByRole('button', { name: en.users.invite }));
    // The field says why, and the dialog stays open for another try.
    expect(await within(dialog).findByText(en.errors.password.weak, {}, { timeout: WAIT })).toBeInTheDocument();
    expect(within(dialog).getByText(en.users.passwordHint)).toBeInTheDocument();
  }, INTEGRATION_TIMEOUT);
});

describe('settings (administrators)', () => {
  it('loads the stored settings, refuses a bad e-mail on the client and saves a mail recipient', async () => {
    await signInAdmin();
    const user = userEvent.setup({ delay: null });
    const before = (await api.get<{ data: AdminSettings }>('/api/admin/settings')).data.data;
    renderAt('/en/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: en.sections.settings.title })).toBeInTheDocument();
    expect(await screen.findByDisplayValue(before.company.name, {}, { timeout: WAIT })).toBeInTheDocument();

    const recipients = screen.getByLabelText(en.settings.mailOrders);
    await user.type(recipients, 'not-an-address{Enter}');
    await user.click(screen.getByRole('button', { name: en.common.save }));
    expect(await screen.findByText(en.settings.badEmail.replace('{{email}}', 'not-an-address'))).toBeInTheDocument();

    // The bad address is removed with Backspace, a good one added, and the settings saved.
    const address = `${unique('orders').replace(/\s+/g, '-').toLowerCase()}@example.com`;
    await user.click(recipients);
    await user.keyboard('{Backspace}');
    await user.type(recipients, `${address}{Enter}`);
    await user.click(screen.getByRole('button', { name: en.common.save }));
    expect(await screen.findByText(en.settings.saved, {}, { timeout: WAIT })).toBeInTheDocument();
    const after = (await api.get<{ data: AdminSettings }>('/api/admin/settings')).data.data;
    expect(after.mail_recipients.orders).toContain(address);
    expect(after.mail_recipients.orders).not.toContain('not-an-address');
    expect(after.company).toEqual(before.company);
  }, INTEGRATION_TIMEOUT);

  it('refuses an empty company phone (the footer prints it) and names the field, without saving', async () => {
    await signInAdmin();
    const user = userEvent.setup({ delay: null });
    const before = (await api.get<{ data: AdminSettings }>('/api/admin/settings')).data.data;
    renderAt('/en/admin/settings');
    const phone = await screen.findByDisplayValue(before.company.phone, {}, { timeout: WAIT });
    const requests = recordRequests();
    try {
      await user.clear(phone);
      await user.click(screen.getByRole('button', { name: en.common.save }));
      expect(await screen.findByText(en.validation.required)).toBeInTheDocument();
      expect(phone).toHaveAttribute('aria-invalid', 'true');
      expect(requests.urls.filter((u) => u.startsWith('/api/admin/settings'))).toEqual([]);
    } finally {
      requests.stop();
    }
    expect((await api.get<{ data: AdminSettings }>('/api/admin/settings')).data.data.company.phone).toBe(before.company.phone);
  }, INTEGRATION_TIMEOUT);
});

describe('editors', () => {
  it('do not see users, settings or the audit log in the menu, and opening them shows a refusal without calling the server', async () => {
    await signInEditor();
    const requests = recordRequests();
    try {
      renderAt('/en/admin/users');
      expect(await screen.findByText(en.layout.forbidden, {}, { timeout: WAIT })).toBeInTheDocument();
      const menu = screen.getByRole('navigation', { name: en.layout.menu });
      expect(within(menu).getByRole('link', { name: /E-shop products/ })).toBeInTheDocument();
      expect(within(menu).queryByRole('link', { name: /Users/ })).not.toBeInTheDocument();
      expect(within(menu).queryByRole('link', { name: /Settings/ })).not.toBeInTheDocument();
      expect(within(menu).queryByRole('link', { name: /Audit log/ })).not.toBeInTheDocument();
      expect(requests.urls.filter((u) => u.startsWith('/api/admin/users') || u.startsWith('/api/admin/settings') || u.startsWith('/api/admin/audit'))).toEqual([]);
      expect(window.location.pathname).toBe('/en/admin/users');
    } finally {
      requests.stop();
    }
  }, INTEGRATION_TIMEOUT);
});
