import { api, type CategoryDetail } from '@shop/shared';

/** Products per page in the catalogue's lists (a grid of 3 or 4 across). */
export const CATALOG_PER_PAGE = 12;

/** GET /api/product-category/{slug}?page=&per_page=: the category, its children and a page of its products. */
export async function getCategory(slug: string, page: number, perPage: number, signal?: AbortSignal): Promise<CategoryDetail> {
  const { data } = await api.get<{ data: CategoryDetail }>(`/api/product-category/${encodeURIComponent(slug)}`, {
    params: { page, per_page: perPage },
    signal,
  });
  return data.data;
}
