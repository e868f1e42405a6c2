import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { addToCart,
  api,
  apiInstance,
  cartStore,
  type Cart,
  formatPrice,
} from '@shop/shared';
import { renderCart, setUpCartTests } from '../test/render-cart.tsx';
import { findSeededProduct } from '../test/seeded-product.ts';

const cents = (euros: number) => Math.round(euros * 100);
const renderCartPage = () => renderCart('/en/cart');

setUpCartTests();

describe('cart page', () => {
  it('shows the product, changes the quantity with new totals, and removes it', async () => {
    const user = userEvent.setup();
    const product = await findSeededProduct();
    await addToCart(product.uuid, { name: product.name });
    renderCartPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cart | Kovovýroba'));
    const productLink = await screen.findByRole('link', { name: product.name });
    expect(productLink).toHaveAttribute('href', `/en/${product.slug}`);
    const image = screen.getByRole('list', { name: 'Products in the cart' }).querySelector('img');
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '64');

    const unitWithVatCents = cents(product.price.with_vat);
    const totals = screen.getByRole('region', { name: 'Order total' });
    expect(within(totals).getAllByText(formatPrice(unitWithVatCents / 100, 'en')).length).toBeGreaterThan(0);
    expect(within(totals).getByText(formatPrice(product.price.without_vat, 'en'))).toBeInTheDocument();

    const quantity = screen.getByRole('spinbutton', { name: `Quantity of ${product.name}` });
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '3');

    const tripled = formatPrice((unitWithVatCents * 3) / 100, 'en');
    await waitFor(() => expect(within(totals).getByText(tripled)).toBeInTheDocument(), { timeout: 5000 });
    expect(within(totals).getByText(formatPrice((cents(product.price.without_vat) * 3) / 100, 'en'))).toBeInTheDocument();
    expect(cartStore.value.count).toBe(3);
    const { data: saved } = await api.get<{ data: Cart }>(`/api/cart/${cartStore.value.cartId}`);
    expect(saved.data.products[0]?.quantity).toBe(3);

    await user.click(screen.getByRole('button', { name: `Remove ${product.name}` }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(await screen.findByText(`${product.name} was removed from the cart.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/en/products');
    expect(cartStore.value.count).toBe(0);
  });

  it('explains an invalid quantity next to the field and sends nothing', async () => {
    const user = userEvent.setup();
    const product = await findSeededProduct();
    await addToCart(product.uuid);
    const sent: string[] = [];
    const client = await apiInstance();
    const watch = client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
      if (config.method?.toLowerCase() === 'put') sent.push(config.url ?? '');
      return config;
    });
    try {
      renderCartPage();
      const quantity = await screen.findByRole('spinbutton', { name: `Quantity of ${product.name}` });
      await user.clear(quantity);
      await user.type(quantity, '0');

      expect(await screen.findByText('The quantity must be at least 1.')).toBeInTheDocument();
      expect(quantity).toHaveAttribute('aria-invalid', 'true');
      // Longer than the debounce: a valid value would have been sent by now.
      await new Promise((resolve) => setTimeout(resolve, 900));
      expect(sent).toEqual([]);
      const { data } = await api.get<{ data: Cart }>(`/api/cart/${cartStore.value.cartId}`);
      expect(data.data.products.find((line) => line.uuid === product.uuid)?.quantity).toBe(1);
    } finally {
      client.interceptors.request.eject(watch);
    }
  });

  it('shows the empty state when there is no cart yet', async () => {
    renderCartPage();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats a remembered cart the server no longer has (deleted, expired) as no cart: empty, count 0, no error', async () => {
    cartStore.set({ cartId: '00000000-0000-4000-8000-000000000000', count: 4, cart: null, loading: false });
    renderCartPage();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByText('Your cart could not be loaded.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cartStore.value).toMatchObject({ cartId: null, count: 0 });
  });

  it('tells when the stored cart could not be loaded (the network failed), keeps its id and offers a retry', async () => {
    const product = await findSeededProduct();
    await addToCart(product.uuid, { name: product.name });
    const cartId = cartStore.value.cartId;
    const client = await apiInstance();
    const offline = client.interceptors.request.use(() => Promise.reject(new Error('Network Error')));
    try {
      renderCartPage();
      expect(await screen.findByText('Your cart could not be loaded.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(cartStore.value).toMatchObject({ cartId, count: 0 });
    } finally {
      client.interceptors.request.eject(offline);
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: product.name })).toBeInTheDocument();
    expect(cartStore.value.count).toBe(1);
  });
});
