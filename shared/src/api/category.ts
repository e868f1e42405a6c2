import type { CategoryDetail } from '../contracts/index.ts';
import { api } from './client.ts';

/** Products on one page of a category (the API's default, spelled out so that every caller asks the same question). */
export const CATEGORY_PAGE_SIZE = 12;

/**
 * GET /api/product-category/{slug}?page=&per_page=: a category, its children and one page of its products. The
 * request of both category pages (shop and catalogue), which the shell also makes ahead of them to check that the
 * category exists (validity rule 'category-exists').
 */
export function categoryRequest(slug: string, page: number, perPage: number = CATEGORY_PAGE_SIZE): { url: string; params: { page: number; per_page: number } } {
  return { url: `/api/product-category/${encodeURIComponent(slug)}`, params: { page, per_page: perPage } };
}

export async function getCategory(slug: string, page: number, { perPage, signal }: { perPage?: number; signal?: AbortSignal } = {}): Promise<CategoryDetail> {
  const { url, params } = categoryRequest(slug, page, perPage);
  const { data } = await api.get<{ data: CategoryDetail }>(url, { params, signal });
  return data.data;
}
