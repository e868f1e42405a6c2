import { api, type ListMeta, type ProductListItem } from '@shop/shared';
import { useApi } from '@shop/shared/react';

export interface SearchResults {
  data: ProductListItem[];
  meta: ListMeta;
}

/** GET /api/search/search?query=&page=: one page of products matching the text. */
export async function searchProducts(query: string, page: number, signal?: AbortSignal): Promise<SearchResults> {
  const { data } = await api.get<SearchResults>('/api/search/search', { params: { query, page }, signal });
  return data;
}

/** `query: null` (text too short) makes no call. */
export function useSearchProducts(query: string | null, page: number) {
  return useApi(query === null ? null : `search|${query}|${page}`, (signal) => searchProducts(query ?? '', page, signal));
}
