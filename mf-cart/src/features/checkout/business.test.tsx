import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addToCart, api, cartStore, formatPrice, type Cart } from '@shop/shared';
import { renderCart, setUpCartTests } from '../../test/render-cart.tsx';
import { findSeededProduct } from '../../test/seeded-product.ts';

// Business buyers (issue 32): the country from a list, the company ID and VAT ID checked by its rules, and the VAT
// reverse charge of an EU business outside Slovakia, on the contact step and the summary, against the real API.

setUpCartTests();

describe('a business buyer on the contact step', () => {
  it('checks the VAT ID by the chosen country, announces the reverse charge and shows it with 0 VAT in the summary', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await addToCart((await findSeededProduct()).uuid, { quantity: 2 });
    const before = (await api.get<{ data: Cart }>(`/api/cart/${cartStore.value.cartId}`)).data.data;
    renderCart('/en/cart/contact');
    const fill = async (label: string | RegExp, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact details' })).toBeInTheDocument();
    // The form appears once the cart has loaded.
    await screen.findByLabelText('Full name');
    await fill('Full name', 'Kovács Anna');
    await fill('E-mail', 'anna@example.hu');
    await fill('Phone', '+36 30 123 4567');
    await fill('Street and number', 'Fő utca 5');
    await fill('City', 'Komárom');
    await fill('Postal code', '2900');
    // The country is a list with the country names in the page's language; the neighbours come first.
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(within(country).getByRole('group', { name: 'Most frequent' })).toBeInTheDocument();
    await user.selectOptions(country, 'Hungary');
    expect(country).toHaveValue('HU');
    // The ID fields say how the country writes them.
    expect(screen.getByText('E.g. HU12345676')).toBeInTheDocument();
    expect(screen.getByText('E.g. 01-09-123456')).toBeInTheDocument();

    await fill(/^Tax \/ VAT ID/, 'HU12345677');
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(await screen.findByText('This is not a VAT ID of Hungary. Write it like HU12345676.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tax \/ VAT ID/)).toHaveAttribute('aria-invalid', 'true');
    // IDs belong to a company: its name is asked for too.
    expect(screen.getByText('Enter the company name that goes with the company ID or VAT ID.')).toBeInTheDocument();
    expect((await api.get<{ data: Cart }>(`/api/cart/${before.uuid}`)).data.data.contact).toBeNull();
    expect(screen.queryByText('VAT reverse charge')).toBeNull();

    await user.clear(screen.getByLabelText(/^Tax \/ VAT ID/));
    await fill(/^Tax \/ VAT ID/, '12345676');
    await fill(/^Company name/, 'Kovács Kft.');
    expect(within(screen.getByRole('status')).getByText('VAT reverse charge')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order summary' })).toBeInTheDocument();
    expect(screen.getByText('VAT reverse charge')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact details' });
    expect(within(contact).getByText('HU12345676')).toBeInTheDocument();
    expect(within(contact).getByText('Fő utca 5, 2900 Komárom, Hungary')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Order total' });
    expect(within(totals).getByText('VAT').nextElementSibling).toHaveTextContent(formatPrice(0, 'en'));
    expect(within(totals).getByText('Total incl. VAT').nextElementSibling).toHaveTextContent(formatPrice(before.price_object.without_vat, 'en'));
  }, 60_000);

  it('charges VAT to a Slovak business and checks its IČO', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await addToCart((await findSeededProduct()).uuid);
    renderCart('/en/cart/contact');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'Slovakia');
    await user.click(screen.getByLabelText(/^Company ID/));
    await user.paste('35763468');
    await user.click(screen.getByLabelText(/^Tax \/ VAT ID/));
    await user.paste('SK2020273893');
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(await screen.findByText('This is not a company ID of Slovakia. Write it like 35763469.')).toBeInTheDocument();
    // A Slovak VAT ID is valid but no reverse charge: the shop's own country pays VAT.
    expect(screen.queryByText('VAT reverse charge')).toBeNull();
  }, 60_000);
});
