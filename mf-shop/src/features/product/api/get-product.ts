import { api, type ProductDetail } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/product/{slug}: one published product. */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  const { data } = await api.get<{ data: ProductDetail }>(`/api/product/${encodeURIComponent(slug)}`, { signal });
  return data.data;
}

export function useProduct(slug: string) {
  return useApi(`product|${slug}`, (signal) => getProduct(slug, signal));
}
