import { api, type CategoryDetail } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/product-category/{slug}?page=N: the category, its children and one page of its products. */
export async function getCategory(slug: string, page: number, signal?: AbortSignal): Promise<CategoryDetail> {
  const { data } = await api.get<{ data: CategoryDetail }>(`/api/product-category/${encodeURIComponent(slug)}`, {
    params: { page },
    signal,
  });
  return data.data;
}

export function useCategory(slug: string, page: number) {
  return useApi(`category|${slug}|${page}`, (signal) => getCategory(slug, page, signal));
}
