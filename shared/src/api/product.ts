import type { ProductDetail } from '../contracts/index.ts';
import { api } from '@shop/shared/runtime';

/**
 * GET /api/product/{slug}: one published product with its images, parameters, breadcrumbs and price. The first
 * request of both product pages' loaders (shop and catalogue).
 */
export function productRequest(slug: string): { url: string } {
  return { url: `/api/product/${encodeURIComponent(slug)}` };
}

export async function getProduct(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  const { data } = await api.get<{ data: ProductDetail }>(productRequest(slug).url, { signal });
  return data.data;
}
