import { api, type CategoryDetail, type ProductListItem } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

export const RELATED_COUNT = 4;

/** Related products: others of the product's category (GET /api/product-category/{slug}). */
export async function getRelatedProducts(categorySlug: string, productUuid: string, signal?: AbortSignal): Promise<ProductListItem[]> {
  const { data } = await api.get<{ data: CategoryDetail }>(`/api/product-category/${encodeURIComponent(categorySlug)}`, {
    params: { per_page: RELATED_COUNT + 1 },
    signal,
  });
  return data.data.products.filter((p) => p.uuid !== productUuid).slice(0, RELATED_COUNT);
}

/** The product page's related products (idle for a product without a category), from its route's loader. */
export function useRelatedProducts() {
  return useLoaded<ProductListItem[]>('related');
}
