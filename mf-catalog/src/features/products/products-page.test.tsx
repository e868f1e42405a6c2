import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, apiInstance, type ListMeta, type ProductListItem } from '@shop/shared';
import { categoryWithPages, fetchCategory, fetchMenu, renderCatalog, switchLanguage } from '../../test/render-catalog.tsx';

async function search(query: string, page = 1) {
  return (await api.get<{ data: ProductListItem[]; meta: ListMeta }>('/api/search/search', { params: { query, page } })).data;
}

/** Every product uuid of a category (with its subcategories). */
async function membersOf(slug: string): Promise<Set<string>> {
  const first = await fetchCategory(slug, 1, 100);
  const rest = await Promise.all(Array.from({ length: first.products_meta.last_page - 1 }, (_, i) => fetchCategory(slug, i + 2, 100)));
  return new Set([first, ...rest].flatMap((c) => c.products.map((p) => p.uuid)));
}

describe('catalogue products page', () => {
  it('lists every product of every category, a page at a time (en)', async () => {
    await switchLanguage('en');
    const menu = await fetchMenu();
    const totals = await Promise.all(menu.map(async (top) => (await fetchCategory(top.slug, 1, 1)).products_meta.total));
    const total = totals.reduce((a, b) => a + b, 0);
    const firstTop = await fetchCategory(menu[0]!.slug);

    await renderCatalog('/en/katalog/produkty');
    expect(await screen.findByRole('heading', { level: 2, name: `${total} products` }, { timeout: 10_000 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(firstTop.products[0]!.name);
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText(String(Math.ceil(total / 12)))).toBeInTheDocument();
  });

  it('filters by category from the form; the URL carries the filter (sk)', async () => {
    await switchLanguage('sk');
    const category = await categoryWithPages();
    const user = userEvent.setup();
    await renderCatalog('/sk/katalog/produkty?page=3');
    await screen.findByRole('heading', { level: 2, name: /produkt/ }, { timeout: 10_000 });

    // The category field: the browser's select, with every category (and "all") as an option.
    const field = screen.getByRole('combobox', { name: 'Kategória' });
    expect(within(field).getByRole('option', { name: 'Všetky kategórie' })).toBeInTheDocument();
    await user.selectOptions(field, await within(field).findByRole('option', { name: category.name }));
    await waitFor(() => expect(window.location.search).toBe(`?category=${category.slug}`));
    expect(await screen.findByRole('heading', { level: 2, name: `${category.products_meta.total} produktov` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: category.products[0]!.name })).toHaveAttribute('href', `/sk/katalog/${category.products[0]!.slug}`);

    await user.click(screen.getByRole('button', { name: 'Zrušiť filtre' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('filters by a text within a category, and asks for 2 characters first (en)', async () => {
    await switchLanguage('en');
    const category = await categoryWithPages();
    const text = 'anthracite';
    const [members, matches] = await Promise.all([membersOf(category.slug), search(text)]);
    const all = [matches, ...(await Promise.all(Array.from({ length: matches.meta.last_page - 1 }, (_, i) => search(text, i + 2))))].flatMap((m) => m.data);
    const expected = all.filter((p) => members.has(p.uuid));
    expect(expected.length).toBeGreaterThan(0);
    const user = userEvent.setup();
    await renderCatalog(`/en/katalog/produkty?category=${category.slug}`);

    const field = await screen.findByLabelText('Name or description contains');
    await user.type(field, 'a{Enter}');
    expect(await screen.findByText('Enter at least 2 characters.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.search).toBe(`?category=${category.slug}`);

    await user.clear(field);
    await user.type(field, text);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(window.location.search).toBe(`?category=${category.slug}&q=${text}`));
    const count = expected.length === 1 ? '1 product' : `${expected.length} products`;
    expect(await screen.findByRole('heading', { level: 2, name: count })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: expected[0]!.name })).toBeInTheDocument();
  });

  it('keeps the category of the address in the filter when the menu fails, and says the categories are missing (sk)', async () => {
    await switchLanguage('sk');
    const category = await categoryWithPages();
    // The menu's answer fails (a server error), so the filter cannot name the categories.
    const client = await apiInstance();
    const fail = client.interceptors.request.use((config) => {
      if (config.url === '/api/product-category/menu') throw new Error('The menu is unavailable');
      return config;
    });
    try {
      await renderCatalog(`/sk/katalog/produkty?category=${category.slug}`);
      // The list of the category is there all the same.
      expect(await screen.findByRole('heading', { level: 2, name: `${category.products_meta.total} produktov` }, { timeout: 10_000 })).toBeInTheDocument();
      const filter = screen.getByRole('combobox', { name: 'Kategória' });
      expect(within(filter).getByRole('option', { selected: true })).toHaveTextContent(category.slug);
      expect(filter).toHaveAccessibleDescription('Kategórie sa nepodarilo načítať.');
    } finally {
      client.interceptors.request.eject(fail);
    }
  });

  it('asks the API once for a filtered list: category, text and page in one request (en)', async () => {
    await switchLanguage('en');
    const category = await categoryWithPages();
    const client = await apiInstance();
    const asked: Array<{ url: string | undefined; params: unknown }> = [];
    const record = client.interceptors.request.use((config) => {
      asked.push({ url: config.url, params: config.params });
      return config;
    });
    try {
      await renderCatalog(`/en/katalog/produkty?category=${category.slug}&q=anthracite&page=1`);
      expect(await screen.findByRole('heading', { level: 2, name: /\d+ products?/ }, { timeout: 10_000 })).toBeInTheDocument();
      // Besides the menu of the category field and the site settings of the section's header (its brand), the list is
      // one request.
      const list = asked.filter((request) => request.url !== '/api/product-category/menu' && request.url !== '/api/site/settings');
      expect(list).toEqual([{ url: '/api/products', params: { page: 1, per_page: 12, category: category.slug, q: 'anthracite' } }]);
    } finally {
      client.interceptors.request.eject(record);
    }
  });

  it('says so when the category in the address does not exist (hu)', async () => {
    await renderCatalog('/hu/katalog/produkty?category=nincs-ilyen');
    expect(await screen.findByText('Nincs „nincs-ilyen” címen elérhető kategória. A lista helyette az összes kategóriát mutatja.')).toBeInTheDocument();
  });
});
