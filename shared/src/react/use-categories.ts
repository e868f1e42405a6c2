import { getCategoryMenu, getTopCategories } from '@shop/shared';
import { useApi } from './use-api.ts';

/** The category menu (every top category with its children); reloads when the language changes (spec section 4). */
export function useCategoryMenu() {
  return useApi('category-menu', getCategoryMenu);
}

/** The home page's short list of top categories; reloads when the language changes. */
export function useTopCategories() {
  return useApi('top-categories', getTopCategories);
}
