// How a category page's products are sorted and filtered, as its URL and the API's query both say it (issue 32):
// ?sort=price_asc&finish=black-ral-9005,anthracite-ral-7016&price_min=100&price_max=900. The same names in both, so a
// filtered list can be shared as a link, rendered by the server from it, and asked ahead by the shell.

export const CATEGORY_SORTS = ['position', 'price_asc', 'price_desc', 'name', 'newest'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

export interface CategoryListing {
  sort: CategorySort;
  /** Keys of the finishes to show (any of them), sorted; none: every finish. */
  finish: string[];
  /** Whole euros, VAT included (the price a visitor sees). */
  priceMin: number | null;
  priceMax: number | null;
}

export const DEFAULT_LISTING: CategoryListing = { sort: 'position', finish: [], priceMin: null, priceMax: null };

/** A finish key: lower-case letters, digits and hyphens (the API makes them from the Slovak name). */
export const FINISH_KEY_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const FINISH_KEY = new RegExp(FINISH_KEY_PATTERN);
export const MAX_PRICE_FILTER = 10_000_000;

function euros(raw: string | null): number | null {
  if (raw === null || !/^\d{1,8}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value <= MAX_PRICE_FILTER ? value : null;
}

/** The listing a URL asks for; anything unknown or malformed is left at its default, as a hand-edited link deserves. */
export function listingFromParams(params: URLSearchParams): CategoryListing {
  const sort = params.get('sort');
  // One parameter of keys joined by commas; a form submitted without JavaScript repeats it, one key each.
  const finish = [...new Set(params.getAll('finish').flatMap((value) => value.split(',')).filter((key) => FINISH_KEY.test(key)))].sort();
  return {
    sort: (CATEGORY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CategorySort) : 'position',
    finish,
    priceMin: euros(params.get('price_min')),
    priceMax: euros(params.get('price_max')),
  };
}

/** The query parameters of a listing, defaults left out (for the URL and the API call alike). */
export function listingParams(listing: CategoryListing): Record<string, string> {
  const params: Record<string, string> = {};
  if (listing.sort !== 'position') params.sort = listing.sort;
  if (listing.finish.length > 0) params.finish = [...listing.finish].sort().join(',');
  if (listing.priceMin !== null) params.price_min = String(listing.priceMin);
  if (listing.priceMax !== null) params.price_max = String(listing.priceMax);
  return params;
}

/** The URL's query with a new listing: other parameters kept, the page back to the first. */
export function listingQuery(params: URLSearchParams, listing: CategoryListing): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['sort', 'finish', 'price_min', 'price_max', 'page']) next.delete(name);
  for (const [name, value] of Object.entries(listingParams(listing))) next.set(name, value);
  return next;
}
