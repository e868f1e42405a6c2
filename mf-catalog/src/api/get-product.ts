import { api, type ProductDetail } from '@shop/shared';

/** GET /api/product/{slug}: one published product with its images, parameters, breadcrumbs and price. */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  const { data } = await api.get<{ data: ProductDetail }>(`/api/product/${encodeURIComponent(slug)}`, { signal });
  return data.data;
}
