// The cart bus against the real API of the frontend tests: what the mini cart and the cart page show after loads and
// changes that overlap.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryDetail, TopCategory } from '../contracts/index.ts';
import { api, apiInstance } from './api-client.ts';
import { addToCart, cartStore, loadCart } from './cart.ts';

/** Two published products of the seeded catalogue's first top category. */
async function twoProducts(): Promise<[string, string]> {
  const { data: top } = await api.get<{ data: TopCategory[] }>('/api/product-category/top');
  const { data } = await api.get<{ data: CategoryDetail }>(`/api/product-category/${encodeURIComponent(top.data[0]!.slug)}`);
  const [first, second] = data.data.products;
  if (!first || !second) throw new Error('The seeded category has fewer than two products.');
  return [first.uuid, second.uuid];
}

/**
 * Holds back the answers of cart loads (GET /api/cart/{id}) until `release` is called; with `failing`, they then fail
 * as a lost connection does.
 */
async function holdCartLoads(failing = false): Promise<{ release: () => void; stop: () => void }> {
  const client = await apiInstance();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let failed = false;
  const id = client.interceptors.response.use(async (response) => {
    if (response.config.method !== 'get' || !/^\/api\/cart\/[^/]+$/.test(response.config.url ?? '')) return response;
    await released;
    // Only the held answer fails: the load that follows it is answered.
    if (failing && !failed) {
      failed = true;
      throw new Error('Network Error');
    }
    return response;
  });
  return { release, stop: () => client.interceptors.response.eject(id) };
}

beforeEach(() => cartStore.set({ cartId: null, count: 0, cart: null, loading: false }));
afterEach(() => localStorage.clear());

describe('cart bus', () => {
  it('keeps a product added while the remembered cart is being checked', async () => {
    const [first, second] = await twoProducts();
    await addToCart(first);
    expect(cartStore.value.count).toBe(1);

    // The header checks the remembered cart after the page loaded; the shopper adds a product meanwhile, and the
    // check's answer (the cart with one product) arrives after the add's.
    const held = await holdCartLoads();
    try {
      const check = loadCart();
      await addToCart(second);
      expect(cartStore.value.count).toBe(2);
      held.release();
      const cart = await check;

      expect(cartStore.value.count).toBe(2);
      expect(cart?.products.map((line) => line.uuid).sort()).toEqual([first, second].sort());
      expect(cartStore.value.loading).toBe(false);
    } finally {
      held.stop();
    }
  });

  it('keeps the count when a check that failed on its way answers after an add', async () => {
    const [first, second] = await twoProducts();
    await addToCart(first);

    const held = await holdCartLoads(true);
    try {
      const check = loadCart();
      await addToCart(second);
      held.release();
      await check;

      expect(cartStore.value.count).toBe(2);
      expect(cartStore.value.cart?.count).toBe(2);
    } finally {
      held.stop();
    }
  });
});
