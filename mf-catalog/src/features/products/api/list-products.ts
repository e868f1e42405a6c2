import { api, CATEGORY_PAGE_SIZE, type ProductList } from '@shop/shared';

export interface ProductFilter {
  /** A category's slug (its products include its subcategories'); '' for every category. */
  category: string;
  /** The text filter, already checked to have at least the search minimum of characters; '' for none. */
  text: string;
  page: number;
}

/** GET /api/products: a page of the catalogue's products under a filter, in one request (the API combines them). */
export async function listProducts({ category, text, page }: ProductFilter, signal?: AbortSignal): Promise<ProductList> {
  const params = { page, per_page: CATEGORY_PAGE_SIZE, ...(category ? { category } : {}), ...(text ? { q: text } : {}) };
  const { data } = await api.get<ProductList>('/api/products', { params, signal });
  return data;
}
