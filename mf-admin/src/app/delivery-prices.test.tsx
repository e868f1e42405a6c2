// The carrier's delivery prices on the settings screen (issue 32), with the real providers against the seeded API:
// the table loads, a row the server refuses is marked with the reason in the admin's language, a fixed one is saved.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, type DeliveryPriceTable } from '@shop/shared';
import en from '../locales/en.json';
import { signInAdmin } from '../testing/session.ts';
import { INTEGRATION_TIMEOUT, WAIT, renderAt, setupAdminTests } from '../testing/render-admin.tsx';

setupAdminTests();

const row = (n: number, label: string) => label.replace('{{n}}', String(n));

/** A Select's option in its drop-down (rendered at the end of the page, outside the card that shows the chosen ones). */
async function optionOutside(card: HTMLElement, title: string): Promise<HTMLElement> {
  let option: HTMLElement | undefined;
  await waitFor(() => {
    option = screen.getAllByTitle(title).find((el) => !card.contains(el));
    expect(option).toBeDefined();
  });
  return option!;
}

describe('delivery prices (administrators)', () => {
  it('shows the table, marks a repeated band with the server\'s reason, and saves a new country', async () => {
    await signInAdmin();
    const user = userEvent.setup({ delay: null });
    const before = (await api.get<{ data: DeliveryPriceTable }>('/api/admin/delivery-prices')).data.data.rows;
    renderAt('/en/admin/settings');
    const card = (await screen.findByRole('heading', { level: 2, name: en.delivery.title }, { timeout: WAIT })).closest<HTMLElement>('.ant-card')!;
    const prices = within(card);
    // The stored rows, sorted by country: the first is Austria's.
    expect(await prices.findByTitle('Austria (AT)', {}, { timeout: WAIT })).toBeInTheDocument();
    expect(prices.getByLabelText(row(1, en.delivery.price))).toHaveValue(before[0]!.price.toFixed(2));

    // A second Slovak row from 0: the server refuses the repeated band and says so at the field.
    const n = before.length + 1;
    // (Label and text queries: role queries over this many antd fields take seconds each in jsdom.)
    await user.click(prices.getByText(en.delivery.addRow));
    const country = await prices.findByLabelText(row(n, en.delivery.country));
    await user.click(country);
    await user.type(country, 'Slovakia');
    await user.click(await optionOutside(card, 'Slovakia (SK)'));
    expect(await prices.findAllByTitle('Slovakia (SK)')).toHaveLength(3);
    await user.type(prices.getByLabelText(row(n, en.delivery.price)), '5');
    await user.click(prices.getByText(en.delivery.save));
    expect(await prices.findByText(en.serverMessages.delivery.duplicateBand, {}, { timeout: WAIT })).toBeInTheDocument();
    expect((await api.get<{ data: DeliveryPriceTable }>('/api/admin/delivery-prices')).data.data.rows).toEqual(before);

    // Germany instead: saved, and the carrier now serves it.
    await user.click(country);
    await user.type(country, 'Germany');
    await user.click(await optionOutside(card, 'Germany (DE)'));
    expect(await prices.findByTitle('Germany (DE)')).toBeInTheDocument();
    await user.click(prices.getByText(en.delivery.save));
    expect(await screen.findByText(en.delivery.saved, {}, { timeout: WAIT })).toBeInTheDocument();
    await waitFor(async () =>
      expect((await api.get<{ data: DeliveryPriceTable }>('/api/admin/delivery-prices')).data.data.rows).toContainEqual({ country: 'DE', min_order_value: 0, price: 5 }),
    );
  }, INTEGRATION_TIMEOUT);
});
