// What the admin says of an address that leads nowhere, and its brand (issue 47): a missing order is said to be missing, with the
// way back to the list and nothing to try again (it offered "Try again"). The real App against the seeded API.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../testing/session.ts';
import { INTEGRATION_TIMEOUT, WAIT, renderAt, setupAdminTests } from '../testing/render-admin.tsx';

setupAdminTests();

describe('an admin address that leads nowhere', () => {
  it('says an order that does not exist is not found, without a retry', async () => {
    await signInAdmin();
    renderAt('/en/admin/orders/2026999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' }, { timeout: WAIT })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No order has the number or address “2026999999”.');
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/en/admin/orders');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  }, INTEGRATION_TIMEOUT);

  it("shows the admin's own not-found page for an unknown admin path, inside the admin's layout", async () => {
    await signInAdmin();
    renderAt('/en/admin/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'This administration page does not exist.' }, { timeout: WAIT })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
    // The brand stands above the administration's menu (issue 47: the admin showed no logo).
    expect(screen.getByRole('link', { name: 'Shop administration' }).querySelector('svg.site-logo')).toHaveTextContent('Kovovýroba');
  }, INTEGRATION_TIMEOUT);

  it("shows the shop's logo on the account pages' card, as on the sign-in page", async () => {
    await signInAdmin();
    renderAt('/en/admin/password');
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: WAIT });
    expect(heading.closest('section')?.querySelector('svg.site-logo')).toHaveTextContent('Kovovýroba');
  }, INTEGRATION_TIMEOUT);
});
