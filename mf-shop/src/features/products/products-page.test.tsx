import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchMenu, prepareLanguage, renderShop } from '../../test/render-shop.tsx';

describe('products overview', () => {
  it('lists every top category with its children (ru)', async () => {
    await prepareLanguage('ru');
    const menu = await fetchMenu();
    expect(menu.length).toBeGreaterThan(0);

    await renderShop('/ru/products');

    expect(screen.getByRole('heading', { level: 1, name: 'Продукция' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Категории продукции' });
    const headings = within(list).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(menu.map((c) => c.name));
    const withChildren = menu.find((c) => c.children.length > 0);
    if (!withChildren) throw new Error('The seeded menu has no category with children');
    const children = within(list).getByRole('list', { name: `Подкатегории категории ${withChildren.name}` });
    const firstChild = withChildren.children[0]!;
    expect(within(children).getByRole('link', { name: firstChild.name })).toHaveAttribute('href', `/ru/category/${encodeURIComponent(firstChild.slug)}`);
    await waitFor(() => expect(document.title).toBe('Продукция | Kovovýroba'));
  });
});
