import { api, type ListMeta, type ProductListItem } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

export interface SearchResults {
  data: ProductListItem[];
  meta: ListMeta;
}

/** GET /api/search/search?query=&page=: one page of products matching the text. */
export async function searchProducts(query: string, page: number, signal?: AbortSignal): Promise<SearchResults> {
  const { data } = await api.get<SearchResults>('/api/search/search', { params: { query, page }, signal });
  return data;
}

/** The search page's results, from its route's loader (app/routes.tsx); idle when the text is too short. */
export function useSearchProducts() {
  return useLoaded<SearchResults>('results');
}
