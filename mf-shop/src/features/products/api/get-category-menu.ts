import { api, type MenuCategory } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/product-category/menu: every top category with its children. */
export async function getCategoryMenu(signal?: AbortSignal): Promise<MenuCategory[]> {
  const { data } = await api.get<{ data: MenuCategory[] }>('/api/product-category/menu', { signal });
  return data.data;
}

/** Reloads when the language changes (spec section 4). */
export function useCategoryMenu() {
  return useApi('category-menu', getCategoryMenu);
}
