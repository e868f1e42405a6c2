// The password pages of issue 29 against the real API: a reset link's page says why a link cannot be used (before
// anyone types a password), and the forgotten-password page answers alike for any address.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { INTEGRATION_TIMEOUT, recordRequests, renderAt, setupAdminTests } from '../testing/render-admin.tsx';

setupAdminTests();

describe('password reset pages', () => {
  it('a link without its token says so and offers a new one, without asking the server', async () => {
    const requests = recordRequests();
    try {
      renderAt('/en/admin/reset-password');
      expect(await screen.findByRole('heading', { level: 1, name: en.account.reset.title })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(en.account.reset.missing);
      expect(screen.getByRole('link', { name: en.account.reset.requestNew })).toHaveAttribute('href', '/en/admin/forgot-password');
      expect(screen.queryByLabelText(en.account.password.new)).not.toBeInTheDocument();
      expect(requests.urls.filter((url) => url.includes('password-reset'))).toEqual([]);
    } finally {
      requests.stop();
    }
  }, INTEGRATION_TIMEOUT);

  it('an unknown link is refused with the translated reason and no password form', async () => {
    renderAt(`/en/admin/reset-password#token=${'x'.repeat(43)}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.account.reset.invalidTitle);
    expect(alert).toHaveTextContent(en.serverMessages.passwordReset.invalid);
    expect(screen.queryByLabelText(en.account.password.new)).not.toBeInTheDocument();
  }, INTEGRATION_TIMEOUT);

  it('the forgotten-password page checks the address, then says the same whether it has an account or not', async () => {
    const user = userEvent.setup();
    renderAt('/en/admin/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: en.account.forgot.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.account.forgot.submit }));
    expect(await screen.findByText(en.login.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(en.login.email), 'nobody-at-all@example.com');
    await user.click(screen.getByRole('button', { name: en.account.forgot.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(en.account.forgot.sent.replace('{{email}}', 'nobody-at-all@example.com'));
  }, INTEGRATION_TIMEOUT);
});
