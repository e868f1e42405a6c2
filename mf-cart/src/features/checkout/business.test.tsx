import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addToCart, api, cartStore, formatPrice, registerNamespace, setLanguage, type Cart, type CategoryDetail, type MenuCategory } from '@shop/shared';
import { loadAntdLocale, NavigationRouter, RemoteProviders } from '@shop/shared/react';
import { App } from '../../app/app.tsx';
import { CART_NAMESPACE, loadCartMessages } from '../../app/messages.ts';

// Business buyers (issue 32): the country from a list, the company ID and VAT ID checked by its rules, and the VAT
// reverse charge of an EU business outside Slovakia, on the contact step and the summary, against the real API.

async function firstProduct(): Promise<string> {
  const { data: menu } = await api.get<{ data: MenuCategory[] }>('/api/product-category/menu');
  for (const slug of menu.data.flatMap((c) => [c.slug, ...c.children.map((child) => child.slug)])) {
    const { data } = await api.get<{ data: CategoryDetail }>(`/api/product-category/${encodeURIComponent(slug)}`);
    if (data.data.products[0]) return data.data.products[0].uuid;
  }
  throw new Error('The seeded catalogue has no products.');
}

function renderAt(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <RemoteProviders remote="mf-cart" Router={NavigationRouter}>
      <App />
    </RemoteProviders>,
  );
}

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await registerNamespace(CART_NAMESPACE, loadCartMessages);
  await loadAntdLocale('en');
  await setLanguage('en');
});

beforeEach(() => {
  cartStore.set({ cartId: null, count: 0, cart: null, loading: false });
  sessionStorage.clear();
});

afterEach(async () => {
  cleanup();
  document.body.replaceChildren();
  await waitFor(() => expect(cartStore.value.loading).toBe(false));
});

describe('a business buyer on the contact step', () => {
  it('checks the VAT ID by the chosen country, announces the reverse charge and shows it with 0 VAT in the summary', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await addToCart(await firstProduct(), { quantity: 2 });
    const before = (await api.get<{ data: Cart }>(`/api/cart/${cartStore.value.cartId}`)).data.data;
    renderAt('/en/cart/contact');
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
    await addToCart(await firstProduct());
    renderAt('/en/cart/contact');
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
