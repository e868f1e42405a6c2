// The server render of mf-shop's pages and their hydration by the browser entry, with the real providers against the
// real test API: the server's HTML is what the visitor sees first, and the remote takes it over as it is.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiInstance, cartStore, i18n, type CategoryDetail, type ProductDetail } from '@shop/shared';
import { clearServedPage, serveRenderedSlot, testApiGet as get } from '@shop/shared/react/testing';
import type { Loaded } from '@shop/shared/react';
import type * as ReactDomServer from 'react-dom/server';
import { findCategoryWithProducts, prepareLanguage } from '../test/render-shop.tsx';
import { bootstrap, mount, unmount } from './entry.tsx';
import { render } from './render.server.tsx';

// Counts the server's render passes (React's renderToString calls), leaving them as they are.
const passes = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDomServer>();
  return {
    ...actual,
    renderToString: (...args: Parameters<typeof actual.renderToString>) => {
      passes.count += 1;
      return actual.renderToString(...args);
    },
  };
});

/** A route's loader data as the server wrote it for the page. */
const loaderData = (page: Awaited<ReturnType<typeof render>>, route: string) => page.answers.router?.loaderData[route] as Record<string, Loaded<unknown> | null> | undefined;

/** The test API in-process, recording each GET (path and query) a render makes. */
function countingGet() {
  const asked: string[] = [];
  const counted: typeof get = (path, headers) => {
    asked.push(path);
    return get(path, headers);
  };
  return { asked, get: counted };
}

/** The page as the server sends it (api/src/modules/page-render): the slot filled and marked, the answers beside it. */
const servePage = (url: string, html: string, answers: object): HTMLElement => serveRenderedSlot({ remote: 'mf-shop', slotId: 'slot-main', html, answers, url });

const props = (domElement: HTMLElement) => ({ name: 'mf-shop', domElement });

afterEach(clearServedPage);

describe('server render of mf-shop', () => {
  it('renders a category page and a product page in one pass each, making each of their loaders’ calls once', async () => {
    await prepareLanguage('en');
    const category = await findCategoryWithProducts();
    const listed = category.products[0]!;

    const categoryCalls = countingGet();
    passes.count = 0;
    const categoryPage = await render({ url: `/en/category/${category.slug}?page=1`, lang: 'en', get: categoryCalls.get, publicConfig: {} });
    expect(passes.count).toBe(1);
    // The category loader's one call: the category with one page of its products, sorted and filtered as the URL says.
    expect(categoryCalls.asked).toEqual([`/api/product-category/${encodeURIComponent(category.slug)}?page=1&per_page=12&group=model`]);
    expect((loaderData(categoryPage, 'category')?.category?.data as CategoryDetail | undefined)?.name).toBe(category.name);
    expect(new DOMParser().parseFromString(categoryPage.slots.main ?? '', 'text/html').querySelector('h1')?.textContent).toBe(category.name);
    expect(categoryPage.status).toBe(200);

    const productCalls = countingGet();
    passes.count = 0;
    const productPage = await render({ url: `/en/${listed.slug}`, lang: 'en', get: productCalls.get, publicConfig: {} });
    expect(passes.count).toBe(1);
    // The product loader's calls: the product, then the others of its category; each once.
    const product = loaderData(productPage, 'slug')?.product?.data as ProductDetail;
    expect(productCalls.asked).toEqual([`/api/product/${encodeURIComponent(listed.slug)}`, `/api/product-category/${encodeURIComponent(product.category?.slug ?? '')}?per_page=5`]);
    expect(new DOMParser().parseFromString(productPage.slots.main ?? '', 'text/html').querySelector('h1')?.textContent).toBe(listed.name);
    // The page's head, from the same loader data (the server writes it; it reads the product no second time).
    expect(productPage.head).toMatchObject({ title: listed.name, canonical: `/en/${listed.slug}`, ogType: 'product', alternates: { en: `/en/${listed.slug}` } });
    expect(productPage.head?.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Product', name: listed.name }));
    expect(categoryPage.head).toMatchObject({ title: category.name, canonical: `/en/category/${category.slug}` });
  });

  it('renders a product page with its data, which the browser hydrates without asking again and then runs', async () => {
    await prepareLanguage('en');
    const listed = (await findCategoryWithProducts()).products[0];
    if (!listed) throw new Error('The seeded catalogue has no product');
    const url = `/en/${listed.slug}`;

    const page = await render({ url, lang: 'en', get, publicConfig: {} });
    const product = loaderData(page, 'slug')?.product?.data as ProductDetail | undefined;
    expect(product?.name).toBe(listed.name);

    const slot = servePage(url, page.slots.main ?? '', page.answers);
    // Before any script: the product's heading, price and the button are in the page.
    const heading = within(slot).getByRole('heading', { level: 1, name: listed.name });
    const button = within(slot).getAllByRole('button', { name: /Add to cart/ })[0]!;
    // Its quantity field waits for the page to be live: typed into the server's HTML, the number would be lost.
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
      // React took over the server's elements (no new ones), asked nothing the server had answered, and reported
      // no mismatch between the HTML and its first render.
      await waitFor(() => expect(slot.hasAttribute('data-rendered')).toBe(false));
      expect(within(slot).getByRole('heading', { level: 1, name: listed.name })).toBe(heading);
      await waitFor(() => expect(quantity).toBeEnabled());
      expect(asked.filter((u) => u.includes(encodeURIComponent(listed.slug)) || u.includes(listed.slug))).toEqual([]);
      expect(errors).not.toHaveBeenCalled();

      // The hydrated button works: it adds the product to the cart bus.
      await userEvent.setup().click(button);
      await waitFor(() => expect(cartStore.value.count).toBe(1));
      expect(await screen.findByText(`${listed.name} (1 pcs) was added to the cart.`)).toBeInTheDocument();
    } finally {
      client.interceptors.request.eject(counting);
      await unmount(props(slot));
    }
  });

  it('renders a filtered category with its filters behind a "Filters" link to them (a phone’s first frame), which the browser makes the drawer’s button', async () => {
    await prepareLanguage('en');
    const category = await findCategoryWithProducts();
    const [finish] = category.filters.finishes;
    if (!finish) throw new Error('The seeded category has no finishes');
    const url = `/en/category/${category.slug}?finish=${finish.key}`;

    const page = await render({ url, lang: 'en', get, publicConfig: {} });
    const slot = servePage(url, page.slots.main ?? '', page.answers);
    // Before any script (and without one): a link to the form, counting the finish in use; the form is no dialog.
    const link = within(slot).getByRole('link', { name: 'Filters (1 active filter)' });
    expect(link).toHaveAttribute('href', '#category-filters');
    const panel = slot.querySelector('#category-filters') as HTMLElement;
    expect(within(panel).getByRole('form', { name: 'Sort and filter products' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: `${finish.name} (${finish.count})` })).toBeChecked();
    expect(within(slot).queryByRole('dialog')).not.toBeInTheDocument();

    const errors = vi.spyOn(console, 'error');
    try {
      await bootstrap(props(slot));
      await mount(props(slot));
      // Live: the link has become the button that opens the drawer, with no mismatch on the way.
      const toggle = await within(slot).findByRole('button', { name: 'Filters (1 active filter)' });
      expect(within(slot).queryByRole('link', { name: /^Filters/ })).not.toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();
      await userEvent.setup().click(toggle);
      expect(within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('form', { name: 'Sort and filter products' })).toBe(within(panel).getByRole('form'));
    } finally {
      await unmount(props(slot));
    }
  });

  it('asks for the product’s main picture first, and lets the related products’ pictures wait for the viewport', async () => {
    await prepareLanguage('en');
    const listed = (await findCategoryWithProducts()).products[2] ?? (await findCategoryWithProducts()).products[0];
    if (!listed) throw new Error('The seeded catalogue has no product');
    const page = await render({ url: `/en/${listed.slug}`, lang: 'en', get, publicConfig: {} });
    const html = new DOMParser().parseFromString(page.slots.main ?? '', 'text/html');
    const related = html.querySelector('section[aria-labelledby="related-heading"]');
    expect(related?.querySelectorAll('img').length, 'the page shows related products').toBeGreaterThan(0);
    // On a slow line, every picture preloaded with high priority competes with the one that is the page's LCP.
    const preloaded = [...html.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('imagesrcset') ?? '');
    const main = html.querySelector('img[fetchpriority="high"]');
    expect(preloaded).toHaveLength(1);
    expect(preloaded[0]).toBe(main?.getAttribute('srcset'));
    for (const img of related?.querySelectorAll('img') ?? []) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.hasAttribute('fetchpriority')).toBe(false);
    }
  });

  it('renders each page anew from the API’s answers: a changed answer shows at once (whole pages are kept by the server’s page cache, emptied by admin changes)', async () => {
    await prepareLanguage('en');
    const listed = (await findCategoryWithProducts()).products[1];
    if (!listed) throw new Error('The seeded catalogue has too few products');
    const url = `/en/${listed.slug}`;
    const headingOf = (html: string | undefined) => new DOMParser().parseFromString(html ?? '', 'text/html').querySelector('h1')?.textContent;
    const first = await render({ url, lang: 'en', get, publicConfig: {} });
    expect(headingOf(first.slots.main)).toBe(listed.name);

    const renamed = async (path: string, headers: Record<string, string>) => {
      const answer = await get(path, headers);
      if (path.startsWith('/api/product/')) (answer.body as { data: { name: string } }).data.name = 'Renamed gate';
      return answer;
    };
    expect(headingOf((await render({ url, lang: 'en', get: renamed, publicConfig: {} })).slots.main)).toBe('Renamed gate');
    expect(headingOf((await render({ url, lang: 'en', get, publicConfig: {} })).slots.main)).toBe(listed.name);
  });

  it('renders an unknown slug as the not-found view, in the page’s language, with the status 404', async () => {
    await prepareLanguage('sk');
    const missing = await render({ url: '/hu/no-such-product-anywhere', lang: 'hu', get, publicConfig: {} });
    expect(missing.status).toBe(404);
    const slot = servePage('/hu/no-such-product-anywhere', missing.slots.main ?? '', missing.answers);
    expect(within(slot).getByRole('heading', { level: 1, name: 'Az oldal nem található' })).toBeInTheDocument();
    expect(within(slot).getByText('Ezen a címen nincs oldal: /hu/no-such-product-anywhere')).toBeInTheDocument();
  });

  it('answers 404 for a category that does not exist (its loader’s), and 200 for a category by its slug in another language', async () => {
    await prepareLanguage('en');
    const category = await findCategoryWithProducts();
    const missing = await render({ url: '/en/category/no-such-category?page=2', lang: 'en', get, publicConfig: {} });
    expect(missing.status).toBe(404);
    const slot = servePage('/en/category/no-such-category?page=2', missing.slots.main ?? '', missing.answers);
    expect(within(slot).getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const sk = await render({ url: `/sk/category/${category.slug}`, lang: 'sk', get, publicConfig: {} });
    expect(sk.status).toBe(200);
  });

  it('renders two pages in two languages at once, each in its own, leaving the page-wide language alone', async () => {
    await prepareLanguage('en');
    const [sk, ru] = await Promise.all([
      render({ url: '/sk/products', lang: 'sk', get, publicConfig: {} }),
      render({ url: '/ru/products', lang: 'ru', get, publicConfig: {} }),
    ]);
    const headingOf = (html: string | undefined) => new DOMParser().parseFromString(html ?? '', 'text/html').querySelector('h1')?.textContent;
    expect(headingOf(sk.slots.main)).toBe('Produkty');
    expect(headingOf(ru.slots.main)).toBe('Продукция');
    // Each page's data was asked in its language.
    const menuOf = (page: typeof sk) => (loaderData(page, 'products')?.menu?.data as Array<{ name: string }> | undefined)?.map((top) => top.name);
    expect(menuOf(sk)?.length).toBeGreaterThan(0);
    expect(menuOf(ru)).not.toEqual(menuOf(sk));
    // Each page carries the messages it was written with (the shop's and the common ones), in its own language.
    expect(Object.keys(ru.messages).sort()).toEqual(['common', 'shop']);
    expect((ru.messages.shop?.products as { title?: string } | undefined)?.title).toBe('Продукция');
    expect((sk.messages.shop?.products as { title?: string } | undefined)?.title).toBe('Produkty');
    expect(ru.messages.common?.retry).not.toBe(sk.messages.common?.retry);
    // Each render has its own i18next clone: no render switches the instance other code reads.
    expect(i18n.language).toBe('en');
  });
});
