import type { APIRequestContext } from '@playwright/test';
import type { CategoryDetail, ProductListItem } from '@shop/shared';
import { apiGet } from './api.ts';

/**
 * The parameters that make every route of the table a real page of the seeded shop: the gates category, its first
 * product, the news section, and the admin's pages of that category and of the latest order.
 */
export async function seededRouteParams(request: APIRequestContext, lang: string) {
  const gates = await apiGet<CategoryDetail>(request, '/api/product-category/gates', lang);
  const product = gates.products[0] as ProductListItem;
  const params: Record<string, Record<string, string>> = {
    category: { slug: gates.slug },
    'katalog-kategoria': { slug: gates.slug },
    slug: { slug: product.slug },
    'katalog-slug': { slug: product.slug },
    'article-slug': { slug: 'news' },
    'admin-eshop-categories-category': { category: gates.slug },
    'admin-orders-order': { order: 'latest' },
  };
  return { gates, product, params };
}
