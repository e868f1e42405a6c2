import { api, type CategoryDetail, type ProductListItem } from '@shop/shared';
import { useApi } from '@shop/shared/react';

export const RELATED_COUNT = 4;

/** Related products: others of the product's category (GET /api/product-category/{slug}). */
export async function getRelatedProducts(categorySlug: string, productUuid: string, signal?: AbortSignal): Promise<ProductListItem[]> {
  const { data } = await api.get<{ data: CategoryDetail }>(`/api/product-category/${encodeURIComponent(categorySlug)}`, {
    params: { per_page: RELATED_COUNT + 1 },
    signal,
  });
  return data.data.products.filter((p) => p.uuid !== productUuid).slice(0, RELATED_COUNT);
}

export function useRelatedProducts(categorySlug: string | null, productUuid: string) {
  return useApi(categorySlug ? `related|${categorySlug}|${productUuid}` : null, (signal) => getRelatedProducts(categorySlug!, productUuid, signal));
}
