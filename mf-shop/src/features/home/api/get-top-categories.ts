import { api, type TopCategory } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/product-category/top: a short list of top categories for the home page. */
export async function getTopCategories(signal?: AbortSignal): Promise<TopCategory[]> {
  const { data } = await api.get<{ data: TopCategory[] }>('/api/product-category/top', { signal });
  return data.data;
}

export function useTopCategories() {
  return useApi('top-categories', getTopCategories);
}
