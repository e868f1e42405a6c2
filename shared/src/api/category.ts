import type { CategoryDetail } from '../contracts/index.ts';
import { api } from '@shop/shared/runtime';
import { DEFAULT_LISTING, listingParams, type CategoryListing } from '../contracts/category-listing.ts';

/** Products on one page of a category (the API's default, spelled out so that every caller asks the same question). */
export const CATEGORY_PAGE_SIZE = 12;

/**
 * GET /api/product-category/{slug}?page=&per_page=&sort=&finish=&price_min=&price_max=&width_min=…: a category, its children,
 * the filters its products offer and one page of them. The request of both category pages' loaders (shop and
 * catalogue); its 404 is the page's (the category does not exist).
 */
export function categoryRequest(
  slug: string,
  page: number,
  { perPage = CATEGORY_PAGE_SIZE, listing = DEFAULT_LISTING, models = false }: { perPage?: number; listing?: CategoryListing; models?: boolean } = {},
): { url: string; params: Record<string, string | number> } {
  // models: a model's variants as one card (group=model), as the shop's category page lists them (decision 0107).
  return { url: `/api/product-category/${encodeURIComponent(slug)}`, params: { page, per_page: perPage, ...listingParams(listing), ...(models ? { group: 'model' } : {}) } };
}

export async function getCategory(
  slug: string,
  page: number,
  { perPage, listing, models, signal }: { perPage?: number; listing?: CategoryListing; models?: boolean; signal?: AbortSignal } = {},
): Promise<CategoryDetail> {
  const { url, params } = categoryRequest(slug, page, { perPage, listing, models });
  const { data } = await api.get<{ data: CategoryDetail }>(url, { params, signal });
  return data.data;
}
