import { matchRoute } from '@shop/shared';
import { usePageLocation } from '@shop/shared/react';

/** Pages under Products: the overview and every category page. */
const PRODUCT_ROUTES = new Set(['products', 'category']);

/**
 * Whether the current page belongs to the products (Products is then marked as the current page). Read by the
 * Products buttons themselves, so a navigation re-renders them and not the whole header around them.
 */
export function useProductsCurrent(): boolean {
  const { pathname } = usePageLocation();
  return PRODUCT_ROUTES.has(matchRoute(pathname)?.definition.name ?? '');
}
