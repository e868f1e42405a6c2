import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import hu from '../../locales/hu.json';
import { categoryWithPages, fetchCategory, renderCatalog, switchLanguage } from '../../test/render-catalog.tsx';

describe('catalogue category page', () => {
  it('shows the category with its subcategories and pages through its products (sk)', async () => {
    await switchLanguage('sk');
    const category = await categoryWithPages();
    const user = userEvent.setup();
    await renderCatalog(`/sk/katalog/kategoria/${category.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: category.name })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Omrvinková navigácia' });
    expect(within(crumbs).getByRole('link', { name: 'Katalóg produktov' })).toHaveAttribute('href', '/sk/katalog');

    const child = category.children[0]!;
    expect(screen.getByRole('heading', { level: 2, name: 'Podkategórie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: child.name })).toHaveAttribute('href', `/sk/katalog/kategoria/${child.slug}`);

    const products = screen.getByRole('list', { name: `Produkty v kategórii ${category.name}` });
    const first = category.products[0]!;
    const tile = within(products).getByRole('link', { name: first.name });
    expect(tile).toHaveAttribute('href', `/sk/katalog/${first.slug}`);
    expect(tile.querySelector('img')).toHaveAttribute('width');
    expect(within(products).getAllByRole('listitem')).toHaveLength(category.products.length);
    expect(screen.getByRole('heading', { level: 2, name: `Produkty (${category.products_meta.total})` })).toBeInTheDocument();

    // Page 2: the URL carries it and the products are the API's second page.
    const second = await fetchCategory(category.slug, 2);
    const pages = screen.getByRole('navigation', { name: 'Stránky' });
    await user.click(within(pages).getByText('2'));
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: second.products[0]!.name })).toHaveAttribute('href', `/sk/katalog/${second.products[0]!.slug}`);
    expect(screen.queryByRole('link', { name: first.name })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${category.name} | Kovovýroba`));
  });

  it('replaces a Slovak slug by the English one and names the category in English', async () => {
    await switchLanguage('en');
    const category = await categoryWithPages();
    const skSlug = category.slugs.sk!;
    expect(skSlug).not.toBe(category.slug);
    await renderCatalog(`/en/katalog/kategoria/${skSlug}`);
    expect(await screen.findByRole('heading', { level: 1, name: category.name })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(`/en/katalog/kategoria/${category.slug}`));
  });

  it('words a page the API refuses (beyond any it gives) in the page\'s language, not the API\'s English (hu)', async () => {
    await switchLanguage('hu');
    const category = await categoryWithPages();
    await renderCatalog(`/hu/katalog/kategoria/${category.slug}?page=999999`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(hu.serverMessages.catalog.invalidListing);
    expect(alert).not.toHaveTextContent('Invalid querystring');
  });

  it('is a 404 for an unknown category (hu)', async () => {
    await renderCatalog('/hu/katalog/kategoria/nincs-ilyen?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Az oldal nem található' })).toBeInTheDocument();
    expect(screen.getByText('Ezen a címen nincs oldal: /hu/katalog/kategoria/nincs-ilyen?page=2')).toBeInTheDocument();
    // The same 404 page as the shell's and the shop's: the hint and the way home.
    expect(screen.getByText('A keresett oldal nem létezik, vagy áthelyezték.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a kezdőlapra' })).toHaveAttribute('href', '/hu');
  });
});
