import type { APIRequestContext } from '@playwright/test';
import type { CategoryDetail, ProductListItem } from '@shop/shared';
import { apiGet } from './api.ts';

/**
 * The parameters that make every route of the table a page of the seeded shop: the gates category, its first
 * product, the news section and the admin's page of that category. The seed has no orders: the admin's order page is
 * asked for an order number no order has, and shows its "not found" state inside the admin's layout.
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
    'admin-orders-order': { order: 'no-such-order' },
  };
  return { gates, product, params };
}
