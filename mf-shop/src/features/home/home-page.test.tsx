import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, formatLongDate, type HomepageModule, type PostList, type TopCategory } from '@shop/shared';
import { prepareLanguage, renderShop } from '../../test/render-shop.tsx';

describe('home page', () => {
  it('shows the sections of the homepage modules: hero, top categories, latest news and custom production (en)', async () => {
    await prepareLanguage('en');
    const modules = (await api.get<{ data: HomepageModule[] }>('/api/homepage/modules')).data.data;
    const top = (await api.get<{ data: TopCategory[] }>('/api/product-category/top')).data.data;
    const hero = modules.find((m) => m.type === 'hero')!;
    const news = modules.find((m) => m.type === 'latest-articles')!;
    const custom = modules.find((m) => m.type === 'custom-production')!;
    const latest = (await api.get<PostList>('/api/posts', { params: { kind: 'article', per_page: news.item_limit } })).data.data;

    await renderShop('/en');

    expect(await screen.findByRole('heading', { level: 1, name: hero.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: hero.cta_label })).toHaveAttribute('href', '/en/products');
    const heroImage = screen.getByRole('heading', { level: 1 }).closest('section')!.querySelector('img')!;
    expect(heroImage).toHaveAttribute('width', String(hero.image!.width));
    expect(heroImage).toHaveAttribute('loading', 'eager');

    const categories = (await screen.findByRole('heading', { level: 2, name: modules.find((m) => m.type === 'top-categories')!.title })).closest('section') as HTMLElement;
    const first = top[0]!;
    expect(await within(categories).findByRole('link', { name: first.name })).toHaveAttribute('href', `/en/category/${first.slug}`);
    const thumb = within(categories).getByRole('link', { name: first.name }).closest('article')!.querySelector('img')!;
    expect(thumb).toHaveAttribute('width', '120');
    expect(thumb).toHaveAttribute('height', '120');
    expect(thumb.getAttribute('srcset')).toMatch(/w=120&h=120 1x, .*w=120&h=120&dpr=2 2x$/);

    const newsSection = screen.getByRole('heading', { level: 2, name: news.title }).closest('section') as HTMLElement;
    for (const post of latest) {
      const link = await within(newsSection).findByRole('link', { name: post.title });
      expect(link).toHaveAttribute('href', `/en/article/${post.slug}`);
      expect(within(link.closest('article')!).getByText(formatLongDate(post.published_at, 'en'))).toBeInTheDocument();
    }
    expect(within(newsSection).getByRole('link', { name: news.cta_label })).toHaveAttribute('href', '/en/article');
    expect(screen.getByRole('link', { name: custom.cta_label })).toHaveAttribute('href', '/en/custom-production');
    await waitFor(() => expect(document.title).toBe('Gates, fences and railings straight from the manufacturer | Kovovýroba'));
  });

  it('speaks Slovak under the sk prefix, with Slovak dates', async () => {
    await renderShop('/sk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Výrobca brán, plotov, zábradlí a kovových výrobkov' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Požiadať o zákazkovú výrobu' })).toHaveAttribute('href', '/sk/custom-production');
    expect(await screen.findByRole('heading', { level: 2, name: 'Obľúbené kategórie' })).toBeInTheDocument();
    expect(await screen.findByText('12. januára 2026')).toBeInTheDocument();
    expect(document.title).toMatch(/\| Kovovýroba$/);
  });
});
