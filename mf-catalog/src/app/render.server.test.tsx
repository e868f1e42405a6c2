// The server render of the catalogue's pages and their hydration by the browser entry, with the real providers
// against the real test API: the server's HTML is what the visitor sees first, and the remote takes it over as it is.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiInstance, cartStore } from '@shop/shared';
import { clearServedPage, serveRenderedSlot, testApiGet as get } from '@shop/shared/react/testing';
import { categoryWithPages, fetchMenu, switchLanguage } from '../test/render-catalog.tsx';
import { bootstrap, mount, unmount } from './entry.tsx';
import { render } from './render.server.tsx';

/** The page as the server sends it (api/src/modules/page-render): the slot filled and marked, the answers beside it. */
const servePage = (url: string, html: string, answers: object): HTMLElement => serveRenderedSlot({ remote: 'mf-catalog', slotId: 'slot-main', html, answers, url });

const props = (domElement: HTMLElement) => ({ name: 'mf-catalog', domElement });

afterEach(clearServedPage);

describe('server render of mf-catalog', () => {
  it('renders a catalogue product page with its data, which the browser hydrates without asking again and then runs', async () => {
    await switchLanguage('en');
    const listed = (await categoryWithPages()).products[0];
    if (!listed) throw new Error('The seeded catalogue has no product');
    const url = `/en/katalog/${listed.slug}`;

    const page = await render({ url, lang: 'en', get, publicConfig: {} });
    const slot = servePage(url, page.slots.main ?? '', page.answers);
    // Before any script: the catalogue's own header, the product's heading and its add-to-cart button.
    expect(within(slot).getByRole('banner')).toBeInTheDocument();
    const heading = within(slot).getByRole('heading', { level: 1, name: listed.name });
    const button = within(slot).getByRole('button', { name: /Add to cart/ });
    // The quantity waits for the page to be live: typed into the server's HTML, the number would be lost.
    const quantity = within(slot).getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toBeDisabled();

    const errors = vi.spyOn(console, 'error');
    const asked: string[] = [];
    const client = await apiInstance();
    const counting = client.interceptors.request.use((config) => {
      asked.push(config.url ?? '');
      return config;
    });
    try {
      await bootstrap(props(slot));
      await mount(props(slot));
      // React took over the server's elements, asked nothing the server had answered, and saw no mismatch.
      await waitFor(() => expect(slot.hasAttribute('data-rendered')).toBe(false));
      expect(within(slot).getByRole('heading', { level: 1, name: listed.name })).toBe(heading);
      await waitFor(() => expect(quantity).toBeEnabled());
      expect(asked.filter((u) => u.includes(listed.slug))).toEqual([]);
      expect(errors).not.toHaveBeenCalled();

      // The hydrated button works: it adds the product to the cart bus, and the catalogue header counts it.
      await userEvent.setup().click(button);
      await waitFor(() => expect(cartStore.value.count).toBe(1));
      expect(await screen.findAllByText(`${listed.name} (1 pcs) was added to the cart.`)).not.toHaveLength(0);
    } finally {
      client.interceptors.request.eject(counting);
      await unmount(props(slot));
    }
  });

  it('answers 404 for an unknown category or product (their loaders’), rendering the catalogue’s not-found view', async () => {
    await switchLanguage('en');
    for (const url of ['/en/katalog/kategoria/no-such-category', '/en/katalog/no-such-product']) {
      const missing = await render({ url, lang: 'en', get, publicConfig: {} });
      expect(missing.status, url).toBe(404);
      const slot = servePage(url, missing.slots.main ?? '', missing.answers);
      expect(within(slot).getByText(`There is no page at ${url}.`)).toBeInTheDocument();
    }
    expect((await render({ url: '/en/katalog', lang: 'en', get, publicConfig: {} })).status).toBe(200);
  });

  it('renders the catalogue landing page in the language of its URL, with its categories', async () => {
    await switchLanguage('sk');
    const [sk, hu] = await Promise.all([render({ url: '/sk/katalog', lang: 'sk', get, publicConfig: {} }), render({ url: '/hu/katalog', lang: 'hu', get, publicConfig: {} })]);
    const parse = (html: string | undefined) => new DOMParser().parseFromString(html ?? '', 'text/html');
    expect(parse(sk.slots.main).querySelector('h1')?.textContent).toBe('Katalóg produktov');
    expect(parse(hu.slots.main).querySelector('h1')?.textContent).not.toBe('Katalóg produktov');
    // The categories are in the HTML (the menu answer rendered), not a loading placeholder.
    expect(parse(sk.slots.main).querySelectorAll('a[href^="/sk/katalog/kategoria/"]').length).toBeGreaterThan(0);
    // The Hungarian page's categories are the menu in Hungarian: its loader asked in the page's language.
    await switchLanguage('hu');
    const [first] = await fetchMenu();
    if (!first) throw new Error('The seeded catalogue has no categories');
    const tile = parse(hu.slots.main).querySelector(`a[href="/hu/katalog/kategoria/${first.slug}"]`);
    expect(tile?.textContent).toContain(first.name);
  });
});
