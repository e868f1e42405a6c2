import { api, type MenuCategory } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/product-category/menu: every top category with its thumbnail and children, in the current language. */
export async function getCategoryMenu(signal?: AbortSignal): Promise<MenuCategory[]> {
  const { data } = await api.get<{ data: MenuCategory[] }>('/api/product-category/menu', { signal });
  return data.data;
}

/** The category menu; reloads when the language changes (spec section 4) and on retry. */
export function useCategoryMenu() {
  return useApi('category-menu', getCategoryMenu);
}
