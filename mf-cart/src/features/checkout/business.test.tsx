import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addToCart, api, cartStore, formatPrice, updateCartContact, type Cart, type DeliveryOptions } from '@shop/shared';
import { renderCart, setUpCartTests } from '../../test/render-cart.tsx';
import { findSeededProduct } from '../../test/seeded-product.ts';

// Business buyers (issue 32): the country from a list, the company ID and VAT ID checked by its rules, and the VAT
// reverse charge of an EU business outside Slovakia, explained with the amounts it charges on every step (issue 47):
// the cart, the contact step's delivery price, the summary, the thank-you page and the order page, against the real API.

setUpCartTests();

describe('a business buyer on the contact step', () => {
  it('checks the VAT ID by the chosen country, then explains the reverse charge on every step with the amounts it charges', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await addToCart((await findSeededProduct()).uuid, { quantity: 2 });
    const before = (await api.get<{ data: Cart }>(`/api/cart/${cartStore.value.cartId}`)).data.data;
    const { carrier: hungary } = (await api.get<{ data: DeliveryOptions }>(`/api/cart/${before.uuid}/delivery-options`, { params: { country: 'HU' } })).data.data;
    const gross = formatPrice(hungary.price!, 'en');
    const net = formatPrice(hungary.price_without_vat!, 'en');
    expect(hungary.price_without_vat).toBeLessThan(hungary.price!);
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
    // Before a VAT ID, the carrier costs what it costs anyone: with VAT.
    const carrier = screen.getByRole('radio', { name: /^Delivery by carrier to your address/ });
    await waitFor(() => expect(carrier).toHaveAccessibleDescription(`Hungary: ${gross}`));
    await user.click(carrier);

    await fill(/^Tax \/ VAT ID/, 'HU12345677');
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(await screen.findByText('This is not a VAT ID of Hungary. Write it like HU12345676.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tax \/ VAT ID/)).toHaveAttribute('aria-invalid', 'true');
    // IDs belong to a company: its name is asked for too.
    expect(screen.getByText('Enter the company name that goes with the company ID or VAT ID.')).toBeInTheDocument();
    expect((await api.get<{ data: Cart }>(`/api/cart/${before.uuid}`)).data.data.contact).toBeNull();
    expect(screen.queryByText('Reverse charge')).toBeNull();
    expect(carrier).toHaveAccessibleDescription(`Hungary: ${gross}`);

    await user.clear(screen.getByLabelText(/^Tax \/ VAT ID/));
    await fill(/^Tax \/ VAT ID/, '12345676');
    await fill(/^Company name/, 'Kovács Kft.');
    expect(within(screen.getByRole('status')).getByText('Reverse charge')).toBeInTheDocument();
    // The carrier's price is now the one the summary charges, and says why.
    expect(carrier).toHaveAccessibleDescription(`Hungary: ${net} excl. VAT (reverse charge: you account for the VAT)`);
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order summary' })).toBeInTheDocument();
    expect(screen.getByText('Reverse charge')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact details' });
    expect(within(contact).getByText('HU12345676')).toBeInTheDocument();
    expect(within(contact).getByText('Fő utca 5, 2900 Komárom, Hungary')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Delivery' })).getByText(`${net} excl. VAT`)).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Order total' });
    const amount = (label: string) => within(totals).getByText(label).nextElementSibling;
    // Goods without VAT, VAT 0 %, what is paid: the labels of 0 % goods never say "incl. VAT".
    expect(amount('Goods excl. VAT')).toHaveTextContent(formatPrice(before.price_object.without_vat, 'en'));
    expect(amount('Delivery')).toHaveTextContent(net);
    expect(amount('VAT 0%')).toHaveTextContent(formatPrice(0, 'en'));
    expect(amount('Total to pay')).toHaveTextContent(formatPrice(before.price_object.without_vat + hungary.price_without_vat!, 'en'));
    expect(within(totals).queryByText(/incl\. VAT/)).toBeNull();

    // The thank-you page and the order's own page say it too, with the same labels.
    await user.click(screen.getByRole('checkbox', { name: /^I have read and accept/ }));
    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(await screen.findByText('Reverse charge')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View your order' }));
    const items = await screen.findByRole('region', { name: 'Products' });
    expect(within(items).getByText('VAT 0%').nextElementSibling).toHaveTextContent(formatPrice(0, 'en'));
    expect(within(items).getByText('Total to pay').nextElementSibling).toHaveTextContent(formatPrice(before.price_object.without_vat + hungary.price_without_vat!, 'en'));
    expect(within(items).getByText(`${net} excl. VAT`)).toBeInTheDocument();
    expect(within(items).queryByText(/incl\. VAT/)).toBeNull();
    expect(within(items).getByText('Reverse charge')).toBeInTheDocument();
  }, 90_000);

  it('shows a cart under reverse charge without VAT in its labels, and says why', async () => {
    await addToCart((await findSeededProduct()).uuid);
    await updateCartContact({ name: 'Kovács Anna', email: 'anna@example.hu', phone: '+36 30 123 4567', street: 'Fő utca 5', city: 'Komárom', zip: '2900', country: 'HU', company: 'Kovács Kft.', vat_id: 'HU12345676' });
    const cart = cartStore.value.cart!;
    expect(cart.vat_reverse_charge).toBe(true);
    renderCart('/en/cart');
    const totals = await screen.findByRole('region', { name: 'Order total' });
    expect(screen.getByText('Reverse charge')).toBeInTheDocument();
    expect(within(totals).getByText('VAT 0%').nextElementSibling).toHaveTextContent(formatPrice(0, 'en'));
    expect(within(totals).getByText('Total to pay').nextElementSibling).toHaveTextContent(formatPrice(cart.price_object.without_vat, 'en'));
    expect(within(totals).queryByText(/incl\. VAT/)).toBeNull();
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
    expect(screen.queryByText('Reverse charge')).toBeNull();
  }, 60_000);
});
