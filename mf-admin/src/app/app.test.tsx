// Integration tests of mf-admin: the real App in the real providers, against the real seeded API (same origin).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore, tokenStore } from '@shop/shared';
import { INTEGRATION_TIMEOUT, WAIT, recordRequests, renderAt, setupAdminTests } from '../testing/render-admin.tsx';

const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };

setupAdminTests();

describe('admin sign-in', () => {
  it('shows field errors for empty and invalid input without calling the server', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    try {
      renderAt('/en/admin/login');
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to administration' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText('Please enter your e-mail.')).toBeInTheDocument();
      // Each field shows its error when its own check settles: the next one may come a render later.
      expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();

      await user.type(screen.getByLabelText('E-mail'), 'not-an-e-mail');
      await user.type(screen.getByLabelText('Password'), 'some password');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Please enter your password.')).not.toBeInTheDocument());

      expect(requests.urls.filter((url) => url.includes('/auth/login'))).toEqual([]);
      expect(tokenStore.get()).toBeNull();
      expect(window.location.pathname).toBe('/en/admin/login');
    } finally {
      requests.stop();
    }
  }, INTEGRATION_TIMEOUT);

  it("shows the server's reason for a wrong password and keeps the typed password", async () => {
    const user = userEvent.setup();
    renderAt('/en/admin/login');

    await user.type(await screen.findByLabelText('E-mail'), DEMO_ADMIN.email);
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert', {}, { timeout: WAIT });
    await waitFor(() => expect(alert).toHaveTextContent('Invalid e-mail or password.'));
    expect(screen.getByLabelText('Password')).toHaveValue('not-the-password');
    expect(tokenStore.get()).toBeNull();
    expect(window.location.pathname).toBe('/en/admin/login');
  }, INTEGRATION_TIMEOUT);

  it('sends a guest who opens an admin page to the login page', async () => {
    renderAt('/en/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to administration' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/admin/login');
  }, INTEGRATION_TIMEOUT);

  it('returns to the page that was asked for after signing in', async () => {
    const user = userEvent.setup();
    renderAt('/en/admin/settings?tab=company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to administration' }, { timeout: WAIT })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/en/admin/login?next=${encodeURIComponent('/en/admin/settings?tab=company')}`);

    await user.type(screen.getByLabelText('E-mail'), DEMO_ADMIN.email);
    await user.type(screen.getByLabelText('Password'), DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: WAIT })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/en/admin/settings?tab=company');
  }, INTEGRATION_TIMEOUT);

  it('signs the demo admin in to the dashboard, and signing out returns to the login page and clears the token', async () => {
    const user = userEvent.setup();
    renderAt('/en/admin/login');

    await user.type(await screen.findByLabelText('E-mail'), DEMO_ADMIN.email);
    await user.type(screen.getByLabelText('Password'), DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: WAIT })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/admin');
    expect(screen.getByText(/You are signed in as admin@example\.com\./)).toBeInTheDocument();
    expect(tokenStore.get()).not.toBeNull();

    // The menu and the quick links lead to every section; one of them opens its screen in the same layout.
    const menu = screen.getByRole('navigation', { name: 'Administration menu' });
    await user.click(within(menu).getByRole('link', { name: /Users/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/admin/users');

    await user.click(screen.getByRole('button', { name: /Sign out/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to administration' }, { timeout: WAIT })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/admin/login');
    expect(tokenStore.get()).toBeNull();
    expect(authStore.value.user).toBeNull();
  }, INTEGRATION_TIMEOUT);
});
