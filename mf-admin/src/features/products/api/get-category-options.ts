import { api, type AdminCategory } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/admin/categories: the categories a product can be filed under (and the list filter). */
export async function getCategoryOptions(signal?: AbortSignal): Promise<AdminCategory[]> {
  const { data } = await api.get<{ data: AdminCategory[] }>('/api/admin/categories', { signal });
  return data.data;
}

export function useCategoryOptions() {
  return useApi('admin-product-categories', getCategoryOptions);
}
