import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type ListMeta, type ProductListItem } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { findCategoryWithProducts, prepareLanguage, renderShop } from '../../test/render-shop.tsx';

describe('search page', () => {
  it('asks for at least 2 characters and makes no search for a shorter text', async () => {
    await renderShop('/en/search?q=a');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Products matching/ })).not.toBeInTheDocument();
  });

  it('finds products by a word of their name and keeps the text in the URL', async () => {
    await prepareLanguage('en');
    const category = await findCategoryWithProducts();
    const name = category.products[0]!.name;
    const word = name.split(/\s+/).find((w) => w.length >= 4) ?? name;
    const user = userEvent.setup();

    await renderShop('/en/search');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), word);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe(word));
    // The router shows the results page once its loader has the results (just after the address changes).
    expect(await screen.findByRole('heading', { level: 1, name: `Search results for “${word}”` })).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: `Products matching “${word}”` }, { timeout: 10_000 });
    expect(within(results).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(screen.getByText(/products? found$/)).toBeInTheDocument();
  });

  it('says so when nothing matches (sk)', async () => {
    await renderShop('/sk/search?q=qqzzxxyy');
    expect(await screen.findByText('Výrazu „qqzzxxyy“ nezodpovedá žiadny produkt.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('paginates by the meta of the API and keeps q and page in the URL', async () => {
    await prepareLanguage('en');
    const first = (await api.get<{ data: ProductListItem[]; meta: ListMeta }>('/api/search/search', { params: { query: 'gate', page: 1 } })).data;
    const second = (await api.get<{ data: ProductListItem[]; meta: ListMeta }>('/api/search/search', { params: { query: 'gate', page: 2 } })).data;
    expect(first.meta.last_page).toBeGreaterThan(1);
    const user = userEvent.setup();

    await renderShop('/en/search?q=gate');
    const results = await screen.findByRole('list', { name: 'Products matching “gate”' }, { timeout: 10_000 });
    expect(within(results).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(first.data.map((p) => p.name));
    expect(screen.getByText(`${first.meta.total} products found`)).toBeInTheDocument();

    const pagination = screen.getByRole('navigation', { name: 'Pages' });
    // Real links to the same search with the page (crawlable, openable in a new tab); no previous page on the first.
    expect(within(pagination).getByRole('link', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: '2' })).toHaveAttribute('href', '/en/search?q=gate&page=2');
    expect(within(pagination).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/search?q=gate&page=2');
    expect(within(pagination).queryByRole('link', { name: 'Previous page' })).toBeNull();
    await user.click(within(pagination).getByRole('link', { name: '2' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBe('2'));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('gate');
    const page2 = await screen.findByRole('heading', { level: 3, name: second.data[0]!.name }, { timeout: 10_000 });
    expect(page2).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: first.data[0]!.name })).toBeNull();
    const pagesNow = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pagesNow).getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
    // Back to the first page: its one canonical URL has no page parameter.
    expect(within(pagesNow).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/search?q=gate');
  });

  it('opens the page of the URL, and a page past the last one shows the last page', async () => {
    await prepareLanguage('en');
    const { meta } = (await api.get<{ data: ProductListItem[]; meta: ListMeta }>('/api/search/search', { params: { query: 'gate' } })).data;
    const last = (await api.get<{ data: ProductListItem[]; meta: ListMeta }>('/api/search/search', { params: { query: 'gate', page: meta.last_page } })).data;

    await renderShop(`/en/search?q=gate&page=${meta.last_page + 5}`);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBe(String(meta.last_page)), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { level: 3, name: last.data[0]!.name }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/No products match/)).toBeNull();
  });
});
