import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    expect(screen.getByRole('heading', { level: 1, name: `Search results for “${word}”` })).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: `Products matching “${word}”` });
    expect(within(results).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(screen.getByText(/products? found$/)).toBeInTheDocument();
  });

  it('says so when nothing matches (sk)', async () => {
    await renderShop('/sk/search?q=qqzzxxyy');
    expect(await screen.findByText('Výrazu „qqzzxxyy“ nezodpovedá žiadny produkt.')).toBeInTheDocument();
  });
});
