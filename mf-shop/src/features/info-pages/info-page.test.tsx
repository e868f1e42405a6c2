import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../../test/render-shop.tsx';

describe('pages of a later issue', () => {
  it.each([
    ['/en/about', 'About us', 'Back to products', '/en/products'],
    ['/en/contact', 'Contact', 'Back to products', '/en/products'],
    ['/sk/custom-production', 'Zákazková výroba', 'Späť na produkty', '/sk/products'],
    ['/hu/career', 'Karrier', 'Vissza a termékekhez', '/hu/products'],
    ['/sr/download', 'Cenovnici', 'Nazad na proizvode', '/sr/products'],
    ['/ru/article/some-news', 'Статья', 'Вернуться к продукции', '/ru/products'],
  ])('%s shows its title, what it is for and a link to the products', async (url, title, back, href) => {
    await renderShop(url);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent?.length).toBeGreaterThan(30);
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', href);
    expect(document.title.startsWith(`${title} | `)).toBe(true);
  });
});
