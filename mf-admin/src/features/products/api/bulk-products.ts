import { api, type ProductBulkInput, type ProductBulkResult } from '@shop/shared';

/** POST /api/admin/products/bulk: publish, unpublish or move the selected products in one request. */
export async function bulkProducts(input: ProductBulkInput): Promise<ProductBulkResult> {
  const { data } = await api.post<{ data: ProductBulkResult }>('/api/admin/products/bulk', input);
  return data.data;
}
