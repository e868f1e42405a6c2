import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, apiInstance, cartStore, type CategoryDetail } from '@shop/shared';
import sk from '../../locales/sk.json';
import { categoryWithPages, fetchCategory, findCategoryWithProducts, prepareLanguage, renderShop } from '../../test/render-shop.tsx';

describe('category page', () => {
  it('shows the category, its breadcrumbs and products, and adds a product to the cart (en)', async () => {
    await prepareLanguage('en');
    const category = await findCategoryWithProducts();
    const user = userEvent.setup();

    await renderShop(`/en/category/${category.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: category.name })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    for (const ancestor of category.breadcrumbs) {
      expect(within(breadcrumb).getByRole('link', { name: ancestor.name })).toHaveAttribute('href', `/en/category/${encodeURIComponent(ancestor.slug)}`);
    }
    expect(within(breadcrumb).getByText(category.name)).toHaveAttribute('aria-current', 'page');

    const grid = screen.getByRole('list', { name: `Products in ${category.name}` });
    const product = category.products[0]!;
    const productLink = within(grid).getByRole('link', { name: product.name });
    expect(productLink).toHaveAttribute('href', `/en/${encodeURIComponent(product.slug)}`);
    const card = productLink.closest('article') as HTMLElement;
    const euro = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(value);
    // A model's card (decision 0107): its variants, colours and "from" price when their prices differ.
    const from = product.variants?.price_from;
    expect(within(card).getByText(from ? `from ${euro(from)} incl. VAT` : `${euro(product.price.with_vat)} incl. VAT`)).toBeInTheDocument();
    if (product.variants) {
      expect(within(card).getByText(new RegExp(`^${product.variants.count} variants`))).toBeInTheDocument();
      expect(card).toHaveTextContent(`Colours: ${product.variants.colours.map((c) => c.name).join(', ')}`);
    }
    await waitFor(() => expect(document.title).toBe(`${category.name} | Kovovýroba`));

    await user.click(within(card).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(`${product.name} (1 pcs) was added to the cart.`)).toBeInTheDocument();
    expect(cartStore.value.cartId).not.toBeNull();
    expect(cartStore.value.count).toBeGreaterThan(0);
  });

  it('a second press while the product is being added adds nothing more, and the button says it is busy', async () => {
    await prepareLanguage('en');
    const category = await findCategoryWithProducts();
    const product = category.products[0]!;
    const user = userEvent.setup();
    await renderShop(`/en/category/${category.slug}`);
    const card = (await screen.findByRole('link', { name: product.name })).closest('article') as HTMLElement;
    const button = within(card).getByRole('button', { name: 'Add to cart' });
    // A cart exists first, so that every add goes to the same cart.
    await user.click(button);
    await waitFor(() => expect(cartStore.value.count).toBe(1));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));

    // The shop's answer is held until both presses are done (a slow connection).
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const client = await apiInstance();
    const hold = client.interceptors.request.use(async (config) => {
      if (config.url === '/api/cart/add') await held;
      return config;
    });
    try {
      await user.click(button);
      expect(button).toHaveAttribute('aria-busy', 'true');
      await user.click(button);
      answer();
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    } finally {
      client.interceptors.request.eject(hold);
    }
    expect(screen.getByText(`${product.name} (1 pcs) was added to the cart.`)).toBeInTheDocument();
    // (A second add would have left with the first once the answer was let through.)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cartStore.value.count).toBe(2);
  });

  it('pages through the products with ?page=N in the URL', async () => {
    await prepareLanguage('en');
    const category = await categoryWithPages();
    const second = await fetchCategory(category.slug, 2);
    const user = userEvent.setup();

    await renderShop(`/en/category/${category.slug}`);
    await screen.findByRole('heading', { level: 1, name: category.name });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByText('2'));

    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: second.products[0]!.name })).toBeInTheDocument();
  });

  it('replaces a slug of another language with the slug of the language in use', async () => {
    await prepareLanguage('en');
    const category = await findCategoryWithProducts();
    const skSlug = category.slugs.sk;
    if (!skSlug || skSlug === category.slug) throw new Error('The seeded category has no distinct Slovak slug');

    await renderShop(`/en/category/${skSlug}`);

    expect(await screen.findByRole('heading', { level: 1, name: category.name })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(`/en/category/${category.slug}`));
  });

  it('shows the not-found page for an unknown slug (sk)', async () => {
    await renderShop('/sk/category/neexistuje-xyz?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka sa nenašla' })).toBeInTheDocument();
    expect(screen.getByText('Na adrese /sk/category/neexistuje-xyz?page=2 nie je žiadna stránka.')).toBeInTheDocument();
  });

  it('words a listing the API refuses (a page beyond any it gives) in the page\'s language, not the API\'s English (sk)', async () => {
    await prepareLanguage('sk');
    const category = await findCategoryWithProducts();
    await renderShop(`/sk/category/${category.slug}?page=999999`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(sk.serverMessages.catalog.invalidListing);
    expect(alert).not.toHaveTextContent('Invalid querystring');
    expect(within(alert).getByRole('button', { name: 'Skúsiť znova' })).toBeInTheDocument();
  });

  it('sorts by price and filters by a finish and a price range, each kept in the address, then clears the filters (sk)', async () => {
    await prepareLanguage('sk');
    const category = await findCategoryWithProducts();
    const user = userEvent.setup();
    const prices = (grid: HTMLElement) =>
      within(grid)
        .getAllByRole('article')
        .map((card) => Number(/([\d\s\u00a0]+,\d\d)\s*€ s DPH/.exec(card.textContent ?? '')?.[1]?.replace(/[\s\u00a0]/g, '').replace(',', '.')));
    await renderShop(`/sk/category/${category.slug}?sort=price_asc`);
    const form = await screen.findByRole('form', { name: 'Zoradenie a filtre produktov' });
    const grid = screen.getByRole('list', { name: `Produkty v kategórii ${category.name}` });
    const ascending = prices(grid);
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(within(form).getByRole('combobox', { name: 'Zoradiť podľa' })).toHaveValue('price_asc');

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Zoradiť podľa' }), 'Cena: od najvyššej');
    await waitFor(() => expect(window.location.search).toBe('?sort=price_desc'));
    await waitFor(() => expect(prices(screen.getByRole('list', { name: `Produkty v kategórii ${category.name}` }))[0]).toBeGreaterThanOrEqual(ascending.at(-1)!));

    const finishes = within(within(form).getByRole('group', { name: 'Povrchová úprava' })).getAllByRole('checkbox');
    expect(finishes.length).toBeGreaterThan(0);
    const [finish] = finishes as [HTMLInputElement];
    const expected = Number(/\((\d+)\)$/.exec(finish.closest('label')?.textContent ?? '')?.[1]);
    await user.click(finish);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('finish')).toBe(finish.value));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: `Produkty (${expected})` })).toBeInTheDocument());
    expect(within(form).getByRole('checkbox', { name: finish.closest('label')?.textContent ?? '' })).toBeChecked();

    await user.type(within(form).getByRole('spinbutton', { name: 'Do' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Použiť' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('price_max')).toBe('1'));
    expect(await screen.findByText('Týmto filtrom nezodpovedá žiadny produkt.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Zrušiť filtre' }));
    await waitFor(() => expect(window.location.search).toBe('?sort=price_desc'));
    expect(await screen.findByRole('heading', { level: 2, name: `Produkty (${category.products_meta.total})` })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Do' })).toHaveValue(null);
  });

  it('on a phone the filters open from a "Filters" button as a dialog: labelled, focus kept inside, a finish applied and counted, Escape gives focus back (sk)', async () => {
    await prepareLanguage('sk');
    const category = await findCategoryWithProducts();
    const [finish] = category.filters.finishes;
    if (!finish) throw new Error('The seeded category has no finishes');
    const user = userEvent.setup();
    // The Slovak plural forms the texts take (one, few, many, other).
    const plural = (key: 'activeFilters' | 'showProducts', count: number) =>
      String((sk.category.listing as Record<string, unknown>)[`${key}_${new Intl.PluralRules('sk').select(count)}`]).replace('{{count}}', String(count));

    await renderShop(`/sk/category/${category.slug}`);
    const toggle = await screen.findByRole('button', { name: 'Filtre' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Filtre' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const close = within(dialog).getByRole('button', { name: 'Zavrieť filtre' });
    expect(close).toHaveFocus();
    // Shift+Tab from the first control goes round to the last, not out to the page behind.
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('button', { name: plural('showProducts', category.products_meta.total) })).toBeInTheDocument();

    // A finish applies at once: the address and the list behind follow, and the drawer's button names the new count.
    await user.click(within(dialog).getByRole('checkbox', { name: `${finish.name} (${finish.count})` }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('finish')).toBe(finish.key));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: `Produkty (${finish.count})` })).toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: plural('showProducts', finish.count) })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const counted = screen.getByRole('button', { name: `Filtre (${plural('activeFilters', 1)})` });
    expect(counted).toHaveFocus();
    expect(counted).toHaveAttribute('aria-expanded', 'false');

    // "Show N products" closes the drawer too, giving focus back to the button.
    await user.click(counted);
    await user.click(within(screen.getByRole('dialog', { name: 'Filtre' })).getByRole('button', { name: plural('showProducts', finish.count) }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(counted).toHaveFocus();
    expect(new URLSearchParams(window.location.search).get('finish')).toBe(finish.key);
  });

  it('filters by a width and height range in millimetres, kept in the address, then clears them (ru)', async () => {
    await prepareLanguage('ru');
    const category = await findCategoryWithProducts();
    const total = async (params: Record<string, number>) =>
      (await api.get<{ data: CategoryDetail }>(`/api/product-category/${encodeURIComponent(category.slug)}`, { params: { ...params, group: 'model' } })).data.data.products_meta.total;
    const { width, height } = category.filters;
    if (width.min === null || width.max === null || height.min === null || height.max === null) throw new Error('The seeded category has no sizes');
    const middle = Math.round((width.min + width.max) / 2);
    const narrow = await total({ width_max: middle, height_min: height.min });
    expect(narrow).toBeGreaterThan(0);
    expect(narrow).toBeLessThan(category.products_meta.total);
    const user = userEvent.setup();

    await renderShop(`/ru/category/${category.slug}`);
    const form = await screen.findByRole('form', { name: 'Сортировка и фильтры товаров' });
    const sizes = within(form).getByRole('group', { name: 'Размер (мм)' });
    // The range the products span is what the empty fields suggest.
    expect(within(sizes).getByRole('spinbutton', { name: 'Ширина от' })).toHaveAttribute('placeholder', String(width.min));
    expect(within(sizes).getByRole('spinbutton', { name: 'Высота до' })).toHaveAttribute('placeholder', String(height.max));

    await user.type(within(sizes).getByRole('spinbutton', { name: 'Ширина до' }), String(middle));
    await user.type(within(sizes).getByRole('spinbutton', { name: 'Высота от' }), String(height.min));
    await user.click(within(form).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(window.location.search).toBe(`?width_max=${middle}&height_min=${height.min}`));
    expect(await screen.findByRole('heading', { level: 2, name: `Товары (${narrow})` })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByRole('heading', { level: 2, name: `Товары (${category.products_meta.total})` })).toBeInTheDocument();
    expect(within(sizes).getByRole('spinbutton', { name: 'Ширина до' })).toHaveValue(null);
  });

  it('a shared link with a size range shows the filtered list with its fields filled in (en)', async () => {
    await prepareLanguage('en');
    const category = await findCategoryWithProducts();
    const { width } = category.filters;
    if (width.min === null || width.max === null) throw new Error('The seeded category has no widths');
    const expected = (await api.get<{ data: CategoryDetail }>(`/api/product-category/${encodeURIComponent(category.slug)}`, { params: { width_min: width.max, group: 'model' } })).data.data;

    await renderShop(`/en/category/${category.slug}?width_min=${width.max}`);
    expect(await screen.findByRole('heading', { level: 2, name: `Products (${expected.products_meta.total})` })).toBeInTheDocument();
    const sizes = within(screen.getByRole('form', { name: 'Sort and filter products' })).getByRole('group', { name: 'Size (mm)' });
    expect(within(sizes).getByRole('spinbutton', { name: 'Width from' })).toHaveValue(width.max);
    expect(within(sizes).getByRole('spinbutton', { name: 'Width to' })).toHaveValue(null);
    const grid = screen.getByRole('list', { name: `Products in ${category.name}` });
    expect(within(grid).getByRole('link', { name: expected.products[0]!.name })).toBeInTheDocument();
  });
});
