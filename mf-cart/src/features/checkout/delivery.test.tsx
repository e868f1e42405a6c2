// The buyer's delivery choice (issue 32) against the real API and its seeded price table: pickup at the workshop or
// the carrier, priced by the server for the country chosen, refused for a country the carrier does not serve, and
// shown with the order total in the summary.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addToCart, api, cartStore, formatPrice, type Cart, type DeliveryOptions } from '@shop/shared';
import { renderCart, setUpCartTests } from '../../test/render-cart.tsx';
import { findSeededProduct } from '../../test/seeded-product.ts';

const CONTACT = {
  name: 'Ján Novák',
  email: 'jan.novak@example.com',
  phone: '+421 905 123 456',
  street: 'Hlavná 1',
  city: 'Trnava',
  zip: '917 01',
};

setUpCartTests();

describe('delivery on the contact step', () => {
  it('offers free pickup at the workshop and the carrier priced for the country; refuses a country not served; the summary shows it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await addToCart((await findSeededProduct()).uuid);
    const cartId = cartStore.value.cartId!;
    const czechia = (await api.get<{ data: DeliveryOptions }>(`/api/cart/${cartId}/delivery-options`, { params: { country: 'Czechia' } })).data.data;
    expect(czechia.carrier).toMatchObject({ country: 'CZ', served: true });
    expect(czechia.carrier.price).toBeGreaterThan(0);
    renderCart('/en/cart/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact details' })).toBeInTheDocument();
    const fill = async (label: string, text: string) => {
      await user.click(await screen.findByLabelText(label));
      await user.paste(text);
    };
    for (const [label, value] of [['Full name', CONTACT.name], ['E-mail', CONTACT.email], ['Phone', CONTACT.phone], ['Street and number', CONTACT.street], ['City', CONTACT.city], ['Postal code', CONTACT.zip]] as const) {
      await fill(label, value);
    }

    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    const pickup = within(group).getByRole('radio', { name: /^Pickup at the workshop free/ });
    const carrier = within(group).getByRole('radio', { name: /^Delivery by carrier to your address/ });
    // Pickup is free and preselected; its place is the workshop's address from the company settings.
    expect(pickup).toBeChecked();
    await waitFor(() => expect(pickup).toHaveAccessibleDescription(`Pick up at: ${czechia.pickup.address}`));
    expect(carrier).toHaveAccessibleDescription('Enter your country above to see the price.');

    // A country the table does not serve: said before the choice, and the choice is refused by the server.
    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.selectOptions(country, 'United Kingdom');
    const zip = screen.getByLabelText('Postal code');
    await user.clear(zip);
    await user.paste('NW1 6XE');
    await waitFor(() => expect(carrier).toHaveAccessibleDescription('Unfortunately we do not deliver to United Kingdom by carrier. Please choose pickup.'));
    await user.click(carrier);
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    const refusal = 'Unfortunately we do not deliver to United Kingdom by carrier. Choose pickup at the workshop or change the address.';
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(window.location.pathname).toBe('/en/cart/contact');

    // Czechia is served: its price from the table shows beside the carrier, and the order goes on with it.
    await user.selectOptions(country, 'Czechia');
    await user.clear(zip);
    await user.paste(CONTACT.zip);
    await waitFor(() => expect(carrier).toHaveAccessibleDescription(`Czechia: ${formatPrice(czechia.carrier.price!, 'en')}`));
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order summary' })).toBeInTheDocument();
    const cart = (await api.get<{ data: Cart }>(`/api/cart/${cartId}`)).data.data;
    expect(cart.delivery).toMatchObject({ method: 'carrier', country: 'CZ', price: { with_vat: czechia.carrier.price } });
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Delivery by carrier – Czechia')).toBeInTheDocument();
    expect(within(delivery).getByText(formatPrice(czechia.carrier.price!, 'en'))).toBeInTheDocument();
    expect(within(delivery).getByText('To: Hlavná 1, 917 01 Trnava')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Order total' });
    expect(within(totals).getByText('Delivery').nextElementSibling).toHaveTextContent(formatPrice(czechia.carrier.price!, 'en'));
    expect(within(totals).getByText('Total incl. VAT').nextElementSibling).toHaveTextContent(formatPrice(cart.order_total.with_vat, 'en'));
    expect(cart.order_total.with_vat).toBeCloseTo(cart.price_object.with_vat + czechia.carrier.price!, 2);
  }, 60_000);

  it("says a postcode does not fit the chosen country (190000 is Russian) before sending, and takes it for Russia", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await addToCart((await findSeededProduct()).uuid);
    renderCart('/en/cart/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact details' })).toBeInTheDocument();
    for (const [label, value] of [['Full name', CONTACT.name], ['E-mail', CONTACT.email], ['Phone', CONTACT.phone], ['Street and number', CONTACT.street], ['City', CONTACT.city], ['Postal code', '190000']] as const) {
      await user.click(await screen.findByLabelText(label));
      await user.paste(value);
    }
    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.selectOptions(country, 'Slovakia');
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(await screen.findByText('This is not a postal code of Slovakia. Write it like 010 01.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.pathname).toBe('/en/cart/contact');
    // The same code is a Russian one: with Russia chosen the step goes on.
    await user.selectOptions(country, 'Russia');
    await waitFor(() => expect(screen.queryByText('This is not a postal code of Slovakia. Write it like 010 01.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order summary' })).toBeInTheDocument();
  }, 60_000);
});
