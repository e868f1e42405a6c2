// The server render of the header and footer and their hydration by the browser entry (two roots, one per slot),
// with the real providers against the real test API.
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiInstance, cartStore, setLanguage, type MenuCategory } from '@shop/shared';
import { clearServedPage, serveRenderedSlot, testApiGet as get } from '@shop/shared/react/testing';
import { apiData, prepareHeader } from '../test/render-header.tsx';
import { bootstrap, mount, unmount } from './entry.tsx';
import { render } from './render.server.tsx';

afterEach(clearServedPage);

describe('server render of the header and footer', () => {
  it('renders both slots with the menu and the company, which the browser hydrates as they are, then shows the visitor’s cart', async () => {
    await prepareHeader();
    // The browser's page-wide language, as the runtime takes it from the address (/en/...).
    await setLanguage('en');
    const menu = await apiData<MenuCategory[]>('/api/product-category/menu', 'en');
    const calls: string[] = [];
    const page = await render({ url: '/en/contact', lang: 'en', get: (path, headers) => (calls.push(path), get(path, headers)), publicConfig: {} });
    // The slots' one load, made once before the render: the menu, the documents and the company, each asked once.
    expect(calls.sort()).toEqual(['/api/product-category/menu', '/api/site/documents', '/api/site/settings']);
    expect(page.answers.slot?.lang).toBe('en');
    expect(Object.keys(page.answers.slot?.data as object).sort()).toEqual(['documents', 'menu', 'settings']);

    const header = serveRenderedSlot({ remote: 'mf-header', slotId: 'slot-header', html: page.slots.header ?? '', url: '/en/contact' });
    const footer = serveRenderedSlot({ remote: 'mf-header', slotId: 'slot-footer', html: page.slots.footer ?? '', answers: page.answers });

    // The server knows nothing of the visitor's cart: its HTML shows none.
    const cartLink = within(header).getByRole('link', { name: 'Cart' });
    const contact = within(footer).getByRole('contentinfo');
    expect(within(contact).getAllByRole('link', { name: /Custom production/ }).length).toBeGreaterThan(0);
    // A visitor with a cart (kept in this browser) opens the page.
    cartStore.set({ cartId: 'c0ffee00-0000-4000-8000-000000000000', count: 3, cart: null, loading: false });

    const errors = vi.spyOn(console, 'error');
    const asked: string[] = [];
    const client = await apiInstance();
    const counting = client.interceptors.request.use((config) => {
      asked.push(config.url ?? '');
      return config;
    });
    const props = { name: 'mf-header', domElement: header, footerElement: footer };
    try {
      await bootstrap(props);
      await mount(props);
      await waitFor(() => expect(header.hasAttribute('data-rendered') || footer.hasAttribute('data-rendered')).toBe(false));
      // Hydrated: the same elements, the cart's count right after, no mismatch reported, nothing asked again.
      await waitFor(() => expect(cartLink).toHaveTextContent('Cart (3)'));
      expect(within(header).getByRole('link', { name: 'Cart (3)' })).toBe(cartLink);
      expect(within(footer).getByRole('contentinfo')).toBe(contact);
      expect(asked).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      // The menu the server rendered is there to open at once.
      expect(menu.length).toBeGreaterThan(0);
    } finally {
      client.interceptors.request.eject(counting);
      await unmount(props);
    }
  });
});
