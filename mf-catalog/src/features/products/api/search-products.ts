import { api, type ListMeta, type ProductListItem } from '@shop/shared';

/** GET /api/search/search?query=&page=: a page of the products matching a text (at least 2 characters). */
export async function searchProducts(query: string, page: number, signal?: AbortSignal): Promise<{ data: ProductListItem[]; meta: ListMeta }> {
  const { data } = await api.get<{ data: ProductListItem[]; meta: ListMeta }>('/api/search/search', { params: { query, page }, signal });
  return data;
}
