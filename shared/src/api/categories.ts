import type { MenuCategory, TopCategory } from '../contracts/index.ts';
import { api } from '@shop/shared/runtime';

/** GET /api/product-category/menu: every top category with its thumbnail and children, in the request language. */
export function categoryMenuRequest(): { url: string } {
  return { url: '/api/product-category/menu' };
}

export async function getCategoryMenu(signal?: AbortSignal): Promise<MenuCategory[]> {
  const { data } = await api.get<{ data: MenuCategory[] }>(categoryMenuRequest().url, { signal });
  return data.data;
}

/** GET /api/product-category/top: a short list of top categories for the home page. */
export function topCategoriesRequest(): { url: string } {
  return { url: '/api/product-category/top' };
}

export async function getTopCategories(signal?: AbortSignal): Promise<TopCategory[]> {
  const { data } = await api.get<{ data: TopCategory[] }>(topCategoriesRequest().url, { signal });
  return data.data;
}
