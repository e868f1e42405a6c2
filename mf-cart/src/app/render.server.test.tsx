// The server render of the cart page and its hydration by the browser entry, with the real providers against the
// real test API: the server cannot know the cart (it lives in the browser), so it sends the page's frame with the
// placeholder and the empty cart, and the remote takes that over as it is and then fills in the cart the browser
// remembered.
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart, cartStore, setLanguage } from '@shop/shared';
import { clearServedPage, serveRenderedSlot, testApiGet as get } from '@shop/shared/react/testing';
import en from '../locales/en.json';
import sk from '../locales/sk.json';
import { findSeededProduct } from '../test/seeded-product.ts';
import { bootstrap, mount, unmount } from './entry.tsx';
import { render } from './render.server.tsx';

const props = (domElement: HTMLElement) => ({ name: 'mf-cart', domElement });

afterEach(clearServedPage);

describe('server render of mf-cart', () => {
  it('sends the cart page’s frame, which the browser takes over and fills with the cart it remembered', async () => {
    await setLanguage('en');
    const product = await findSeededProduct();
    const added = await addToCart(product.uuid, { quantity: 2 });
    // The server's cart bus knows no visitor's cart.
    cartStore.set({ cartId: null, count: 0, cart: null, loading: false });
    const page = await render({ url: '/en/cart', lang: 'en', get, publicConfig: {} });
    expect(page.answers).toEqual({});
    // The browser of a later visit remembers the cart's id and count, not its lines.
    cartStore.set({ cartId: added.uuid, count: 2, cart: null, loading: false });
    const slot = serveRenderedSlot({ remote: 'mf-cart', slotId: 'slot-main', html: page.slots.main ?? '', answers: page.answers, url: '/en/cart' });
    // Before any script: the heading, a placeholder announced as loading and the empty cart; CSS shows one of the two
    // by whether the browser remembers a cart (the root's data-cart-saved; the journey cart-first-paint.spec.ts).
    const heading = within(slot).getByRole('heading', { level: 1, name: en.title });
    expect(slot.querySelector('.cart-if-saved[aria-busy="true"]')).not.toBeNull();
    expect(within(slot).getByText(en.empty).closest('.cart-unless-saved')).not.toBeNull();
    // The placeholder's bars are a picture: a screen reader lists the page's heading and no empty one.
    expect(within(slot).getAllByRole('heading')).toEqual([heading]);

    const errors = vi.spyOn(console, 'error');
    try {
      await bootstrap(props(slot));
      await mount(props(slot));
      await waitFor(() => expect(slot.hasAttribute('data-rendered')).toBe(false));
      // React took the heading over (the same element) and reported no mismatch; then the lines came.
      expect(within(slot).getByRole('heading', { level: 1, name: en.title })).toBe(heading);
      expect(await within(slot).findByRole('link', { name: product.name })).toBeInTheDocument();
      expect(within(slot).getByRole('navigation', { name: en.stepsNav.label })).toBeInTheDocument();
      expect(within(slot).queryByText(en.empty)).toBeNull();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      await unmount(props(slot));
    }
  });

  it('a visitor without a cart: the frame becomes the empty cart, in the page’s language', async () => {
    await setLanguage('sk');
    // This browser remembers no cart (the test before left one in the page's cart bus).
    cartStore.set({ cartId: null, count: 0, cart: null, loading: false });
    const page = await render({ url: '/sk/cart', lang: 'sk', get, publicConfig: {} });
    const slot = serveRenderedSlot({ remote: 'mf-cart', slotId: 'slot-main', html: page.slots.main ?? '', answers: page.answers, url: '/sk/cart' });
    expect(within(slot).getByRole('heading', { level: 1, name: sk.title })).toBeInTheDocument();
    const errors = vi.spyOn(console, 'error');
    try {
      await bootstrap(props(slot));
      await mount(props(slot));
      // Live: the server's frame taken over and its placeholder gone; the empty cart is then React's own element.
      await waitFor(() => expect(slot.hasAttribute('data-rendered')).toBe(false));
      await waitFor(() => expect(slot.querySelector('[aria-busy="true"]')).toBeNull());
      expect(within(slot).getByText(sk.empty)).toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      await unmount(props(slot));
    }
  });

  it('leaves the checkout steps to the browser (they read the visitor’s session), giving only their heads: titled, not indexed', async () => {
    const titles = { '/en/cart/contact': 'Contact details', '/en/cart/summary': 'Order summary', '/en/cart/thank-you': 'Thank you for your order' };
    for (const [url, title] of Object.entries(titles)) {
      const page = await render({ url, lang: 'en', get, publicConfig: {} });
      expect(page).toEqual({ slots: {}, answers: {}, messages: {}, styles: '', status: 200, head: expect.objectContaining({ title, noindex: true, canonical: url, alternates: {} }) });
    }
    expect((await render({ url: '/hu/cart', lang: 'hu', get, publicConfig: {} })).head).toMatchObject({ title: 'Kosár', noindex: true });
  });
});
