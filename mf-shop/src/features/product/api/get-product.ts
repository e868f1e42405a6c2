import type { ProductDetail } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

/** The product page's product (GET /api/product/{slug}), from its route's loader (app/routes.tsx). */
export function useProduct() {
  return useLoaded<ProductDetail>('product');
}
