import { api, CATEGORY_PAGE_SIZE, MIN_SEARCH_LENGTH, pageFromParams, type ProductList } from '@shop/shared';

export interface ProductFilter {
  /** A category's slug (its products include its subcategories'); '' for every category. */
  category: string;
  /** The text filter, already checked to have at least the search minimum of characters; '' for none. */
  text: string;
  page: number;
}

/** The filter of the products page's URL (`?category=&q=&page=`); a text shorter than the search minimum is none. */
export function productFilterOf(params: URLSearchParams): ProductFilter {
  const text = (params.get('q') ?? '').trim();
  return { category: (params.get('category') ?? '').trim(), text: text.length >= MIN_SEARCH_LENGTH ? text : '', page: pageFromParams(params) };
}

/** GET /api/products: a page of the catalogue's products under a filter, in one request (the API combines them). */
export async function listProducts({ category, text, page }: ProductFilter, signal?: AbortSignal): Promise<ProductList> {
  const params = { page, per_page: CATEGORY_PAGE_SIZE, ...(category ? { category } : {}), ...(text ? { q: text } : {}) };
  const { data } = await api.get<ProductList>('/api/products', { params, signal });
  return data;
}
