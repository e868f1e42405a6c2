import { getProduct } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** The product page's data (GET /api/product/{slug}; the shell fetches it ahead of the page). */
export function useProduct(slug: string) {
  return useApi(`product|${slug}`, (signal) => getProduct(slug, signal));
}
