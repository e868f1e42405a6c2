import { getProduct } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** The product page's data (GET /api/product/{slug}; the shell fetches it ahead, and the page renders once with it). */
export function useProduct(slug: string) {
  return useApi(`product|${slug}`, (signal) => getProduct(slug, signal), { waitOnMount: true });
}
