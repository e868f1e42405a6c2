import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  api,
  cartStore,
  formatPrice,
  updateCartContact,
  type Cart,
  type OrderDetail,
  type SiteDocument,
} from '@shop/shared';
import { renderCart, setUpCartTests } from '../../test/render-cart.tsx';
import { seededProducts } from '../../test/seeded-product.ts';

const CONTACT = {
  name: 'Jane Smith',
  email: 'jane.smith@example.com',
  phone: '+44 20 7946 0958',
  street: '221B Baker Street',
  city: 'London',
  zip: 'NW1 6XE',
  country: 'GB',
};

async function signedInAdmin(): Promise<Record<string, string>> {
  const { data } = await api.post<{ token: string }>('/api/auth/login', { email: 'admin@example.com', password: 'demo-admin-2026' });
  return { Authorization: `Bearer ${data.token}` };
}

setUpCartTests();

describe('contact step', () => {
  it('explains a wrong e-mail, then saves the contact and goes on to the summary', async () => {
    // antd's CSS-in-JS makes jsdom's computed styles slow; the pointer-events check would cost a second per click.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const [product] = await seededProducts(1);
    await addToCart(product!.uuid);
    renderCart('/en/cart/contact');
    /** Types as a shopper pasting a value would (one input event per field keeps the test fast). */
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact details' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact details | Kovovýroba'));
    // Where the shopper is: the cart done, contact details the current step, the summary still ahead.
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['✓Cart (done)', '2Contact details', '3Summary']);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(screen.getByRole('navigation', { name: 'Checkout steps' })).toBeInTheDocument();
    // Required fields carry the asterisk of every public form (shared requiredMark) and aria-required; the note says
    // what it means; optional ones carry neither.
    expect(await screen.findByText(/Required field$/)).toHaveClass('required-note');
    for (const label of ['Full name', 'E-mail', 'Phone', 'Street and number', 'City', 'Postal code', 'Country']) {
      expect(screen.getByText(label, { selector: 'label span' }), label).toHaveClass('required-label');
      expect(screen.getByLabelText(label), label).toHaveAttribute('aria-required', 'true');
    }
    for (const label of ['Company name', 'Company ID', 'Tax / VAT ID', 'Note for the order']) {
      expect(screen.getByLabelText(`${label} (optional)`), label).not.toHaveAttribute('aria-required');
      expect(screen.queryByText(label, { selector: '.required-label' }), label).toBeNull();
    }
    await fill(await screen.findByLabelText('Full name'), CONTACT.name);
    await fill(screen.getByLabelText('E-mail'), 'jane.smith@example');
    await fill(screen.getByLabelText('Phone'), CONTACT.phone);
    await fill(screen.getByLabelText('Street and number'), CONTACT.street);
    await fill(screen.getByLabelText('City'), CONTACT.city);
    await fill(screen.getByLabelText('Postal code'), CONTACT.zip);
    await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));

    expect(await screen.findByText('Enter a valid e-mail address, e.g. name@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    const unsaved = await api.get<{ data: Cart }>(`/api/cart/${cartStore.value.cartId}`);
    expect(unsaved.data.data.contact).toBeNull();

    await user.clear(screen.getByLabelText('E-mail'));
    await fill(screen.getByLabelText('E-mail'), CONTACT.email);
    await fill(screen.getByLabelText(/^Company name/), 'Smith Metalworks Ltd');
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order summary' })).toBeInTheDocument();
    const saved = await api.get<{ data: Cart }>(`/api/cart/${cartStore.value.cartId}`);
    expect(saved.data.data.contact).toEqual({ ...CONTACT, company: 'Smith Metalworks Ltd' });
    const contactSection = screen.getByRole('region', { name: 'Contact details' });
    expect(within(contactSection).getByText(CONTACT.email)).toBeInTheDocument();
    expect(within(contactSection).getByText('221B Baker Street, NW1 6XE London, United Kingdom')).toBeInTheDocument();
    // A long form in jsdom under antd: generous time on a loaded machine.
  }, 45_000);

  it('sends the shopper back to the cart when there is nothing to order', async () => {
    renderCart('/en/cart/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/cart');
  });
});

describe('summary step', () => {
  it('is reached only after the contact step', async () => {
    const [product] = await seededProducts(1);
    await addToCart(product!.uuid);
    renderCart('/en/cart/summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact details' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/cart/contact');
  });

  it('shows lines, totals and contact, sends the order and thanks with its number', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const products = await seededProducts(2);
    await addToCart(products[0]!.uuid, { quantity: 2 });
    await addToCart(products[1]!.uuid);
    await updateCartContact(CONTACT);
    const cart = cartStore.value.cart!;
    renderCart('/en/cart/summary');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order summary' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order summary | Kovovýroba'));
    const lines = within(screen.getByRole('region', { name: 'Products' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(products[0]!.name);
    expect(lines[0]).toHaveTextContent(`2 × ${formatPrice(cart.products[0]!.unit_price.with_vat, 'en')}`);
    const totals = screen.getByRole('region', { name: 'Order total' });
    expect(within(totals).getByText(formatPrice(cart.price_object.with_vat, 'en'))).toBeInTheDocument();
    expect(within(totals).getByText(formatPrice(cart.price_object.without_vat, 'en'))).toBeInTheDocument();
    expect(screen.getByText(`After sending, we will e-mail a confirmation to ${CONTACT.email} and contact you about delivery and payment.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit contact details' })).toHaveAttribute('href', '/en/cart/contact');

    // The terms and the privacy policy, linked in the page's language, must be accepted before the order goes.
    const { data: documents } = await api.get<{ data: SiteDocument[] }>('/api/site/documents');
    const terms = documents.data.find((d) => d.key === 'terms')!;
    const privacy = documents.data.find((d) => d.key === 'privacy')!;
    expect(await screen.findByRole('link', { name: 'general terms of sale' })).toHaveAttribute('href', terms.url);
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', privacy.url);
    // (jsdom's name computation puts a space between the link and the full stop; a browser does not.)
    const acceptance = screen.getByRole('checkbox', { name: /^I have read and accept the general terms of sale and the privacy policy ?\.$/ });
    expect(acceptance).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    expect(acceptance).toHaveFocus();
    expect(acceptance).toBeInvalid();
    expect(acceptance).toHaveAccessibleDescription('To send the order, please confirm that you accept the general terms of sale and the privacy policy.');
    expect(cartStore.value.cartId).toBe(cart.uuid);

    await user.click(acceptance);
    expect(acceptance).toBeChecked();
    expect(acceptance).toHaveAccessibleDescription('');
    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/cart/thank-you');
    expect(screen.getByText(`A confirmation is on its way to ${CONTACT.email}.`)).toBeInTheDocument();
    const orderNumber = screen.getByText('Order number').nextElementSibling?.textContent ?? '';
    expect(orderNumber).toMatch(/^\d{10}$/);
    expect(cartStore.value).toMatchObject({ cartId: null, count: 0, cart: null });
    expect(localStorage.getItem('shop.cart')).toBeNull();

    const { data } = await api.get<{ data: OrderDetail }>(`/admin/orders/${orderNumber}`, { headers: await signedInAdmin() });
    expect(data.data.lines.map((l) => [l.product_uuid, l.quantity])).toEqual([
      [products[0]!.uuid, 2],
      [products[1]!.uuid, 1],
    ]);
    expect(data.data.totals.with_vat).toBe(cart.price_object.with_vat);
    expect(data.data).toMatchObject({ lang: 'en', status: 'new', contact: CONTACT });
    expect(data.data.terms_acceptance?.documents.map((d) => [d.key, d.version])).toEqual([
      ['terms', terms.version],
      ['privacy', privacy.version],
    ]);
  }, 45_000);
});

describe('thank-you page', () => {
  it('opened without an order sent in this tab (typed, bookmarked), it claims nothing and leads to the cart', async () => {
    sessionStorage.removeItem('shop.lastOrder');
    renderCart('/en/cart/thank-you');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/cart');
    expect(screen.queryByText('Thank you for your order')).toBeNull();
  });

  it('names the order just sent in this tab, also after a reload', async () => {
    sessionStorage.setItem('shop.lastOrder', JSON.stringify({ order_number: 'OBJ-2026-00042', email: 'jana@example.com' }));
    renderCart('/en/cart/thank-you');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Thank you for your order | Kovovýroba'));
    expect(screen.getByText('OBJ-2026-00042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en/products');
    sessionStorage.removeItem('shop.lastOrder');
  });
});
