import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, type TopCategory } from '@shop/shared';
import { prepareLanguage, renderShop } from '../../test/render-shop.tsx';

describe('home page', () => {
  it('shows the claim, the top categories of the API and the way to custom production (en)', async () => {
    await prepareLanguage('en');
    const top = (await api.get<{ data: TopCategory[] }>('/api/product-category/top')).data.data;
    expect(top.length).toBeGreaterThan(0);

    await renderShop('/en');

    expect(screen.getByRole('heading', { level: 1, name: 'Manufacturer of gates, fences, railings and metal products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View our products' })).toHaveAttribute('href', '/en/products');
    expect(screen.getByRole('link', { name: 'Ask for custom production' })).toHaveAttribute('href', '/en/custom-production');

    const section = (await screen.findByRole('heading', { level: 2, name: 'Popular categories' })).closest('section') as HTMLElement;
    const first = top[0] as TopCategory;
    const link = within(section).getByRole('link', { name: first.name });
    expect(link).toHaveAttribute('href', `/en/category/${first.slug}`);
    const card = link.closest('article') as HTMLElement;
    const thumb = card.querySelector('img') as HTMLImageElement;
    expect(thumb).toHaveAttribute('width', '120');
    expect(thumb).toHaveAttribute('height', '120');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(top.length);
    expect(document.title).toBe('Gates, fences and railings straight from the manufacturer | Metalworks Demo');
  });

  it('speaks Slovak by default language prefix sk', async () => {
    await renderShop('/sk');
    expect(screen.getByRole('heading', { level: 1, name: 'Výrobca brán, plotov, zábradlí a kovových výrobkov' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Požiadať o zákazkovú výrobu' })).toHaveAttribute('href', '/sk/custom-production');
    expect(await screen.findByRole('heading', { level: 2, name: 'Obľúbené kategórie' })).toBeInTheDocument();
    expect(document.title).toMatch(/\| Kovovýroba Demo$/);
  });
});
