import type { CategoryDetail } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

/**
 * The category page's data: the category, its children, its filters and one page of its products, sorted and
 * filtered as the URL says, from its route's loader (app/routes.tsx).
 */
export function useCategory() {
  return useLoaded<CategoryDetail>('category');
}
