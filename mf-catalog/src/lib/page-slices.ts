/** How many products a category holds, in the order the catalogue lists its categories. */
export interface CategoryCount {
  slug: string;
  total: number;
}

/** A run of products inside one category: `limit` products from position `offset` (0-based) of its list. */
export interface CategorySlice {
  slug: string;
  offset: number;
  limit: number;
}

/**
 * One page of a list made of several categories' lists one after another: which run of which category fills it.
 * E.g. categories of 5 and 20 products, page 2 of 4 per page -> 1 from the first (offset 4), 3 from the second.
 */
export function slicesForPage(counts: readonly CategoryCount[], page: number, perPage: number): CategorySlice[] {
  const start = (page - 1) * perPage;
  const end = start + perPage;
  const slices: CategorySlice[] = [];
  let position = 0;
  for (const { slug, total } of counts) {
    const from = Math.max(start, position);
    const to = Math.min(end, position + total);
    if (to > from) slices.push({ slug, offset: from - position, limit: to - from });
    position += total;
    if (position >= end) break;
  }
  return slices;
}

/** The API pages (of `perPage` items, 1-based) that hold a slice, at most two when a slice straddles a page. */
export function apiPagesOf(slice: CategorySlice, perPage: number): number[] {
  const first = Math.floor(slice.offset / perPage) + 1;
  const last = Math.floor((slice.offset + slice.limit - 1) / perPage) + 1;
  return first === last ? [first] : [first, last];
}

/** The meta of a list of `total` items shown `perPage` at a time, as the API writes it. */
export function listMeta(page: number, perPage: number, total: number) {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
