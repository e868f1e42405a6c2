// How a category page's products are sorted and filtered, as its URL and the API's query both say it (issue 32):
// ?sort=price_asc&finish=black-ral-9005,anthracite-ral-7016&price_min=100&price_max=900&width_min=1000&height_max=1800.
// The same names in both, so a filtered list can be shared as a link, rendered by the server from it, and asked ahead
// by the shell.

export const CATEGORY_SORTS = ['position', 'price_asc', 'price_desc', 'name', 'newest'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

export interface CategoryListing {
  sort: CategorySort;
  /** Keys of the finishes to show (any of them), sorted; none: every finish. */
  finish: string[];
  /** Whole euros, VAT included (the price a visitor sees). */
  priceMin: number | null;
  priceMax: number | null;
  /** Whole millimetres, limits included; a product without a width (height) is left out by a limit of it. */
  widthMin: number | null;
  widthMax: number | null;
  heightMin: number | null;
  heightMax: number | null;
}

export const DEFAULT_LISTING: CategoryListing = { sort: 'position', finish: [], priceMin: null, priceMax: null, widthMin: null, widthMax: null, heightMin: null, heightMax: null };

/** A finish key: lower-case letters, digits and hyphens (the API makes them from the Slovak name). */
export const FINISH_KEY_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const FINISH_KEY = new RegExp(FINISH_KEY_PATTERN);
export const MAX_PRICE_FILTER = 10_000_000;
/** The largest width or height of a product or a size filter, in millimetres: 100 m, beyond anything the shop makes. */
export const MAX_SIZE_MM = 100_000;

/** A whole number from 0 to max as typed in a field or a link; anything else is no limit. */
export function wholeNumber(raw: string | null | undefined, max: number): number | null {
  if (raw === null || raw === undefined || !/^\d{1,8}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value <= max ? value : null;
}

/** The size-range parameters, in the order they are written: the listing's field of each. */
export const SIZE_PARAMS = [
  ['width_min', 'widthMin'],
  ['width_max', 'widthMax'],
  ['height_min', 'heightMin'],
  ['height_max', 'heightMax'],
] as const;

/** The listing a URL asks for; anything unknown or malformed is left at its default, as a hand-edited link deserves. */
export function listingFromParams(params: URLSearchParams): CategoryListing {
  const sort = params.get('sort');
  // One parameter of keys joined by commas; a form submitted without JavaScript repeats it, one key each.
  const finish = [...new Set(params.getAll('finish').flatMap((value) => value.split(',')).filter((key) => FINISH_KEY.test(key)))].sort();
  return {
    sort: (CATEGORY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CategorySort) : 'position',
    finish,
    priceMin: wholeNumber(params.get('price_min'), MAX_PRICE_FILTER),
    priceMax: wholeNumber(params.get('price_max'), MAX_PRICE_FILTER),
    widthMin: wholeNumber(params.get('width_min'), MAX_SIZE_MM),
    widthMax: wholeNumber(params.get('width_max'), MAX_SIZE_MM),
    heightMin: wholeNumber(params.get('height_min'), MAX_SIZE_MM),
    heightMax: wholeNumber(params.get('height_max'), MAX_SIZE_MM),
  };
}

/** The query parameters of a listing, defaults left out (for the URL and the API call alike). */
export function listingParams(listing: CategoryListing): Record<string, string> {
  const params: Record<string, string> = {};
  if (listing.sort !== 'position') params.sort = listing.sort;
  if (listing.finish.length > 0) params.finish = [...listing.finish].sort().join(',');
  if (listing.priceMin !== null) params.price_min = String(listing.priceMin);
  if (listing.priceMax !== null) params.price_max = String(listing.priceMax);
  for (const [name, field] of SIZE_PARAMS) if (listing[field] !== null) params[name] = String(listing[field]);
  return params;
}

/** Whether a listing filters at all (a finish, a price or a size limit), as against only sorting. */
export function listingFilters(listing: CategoryListing): boolean {
  return listing.finish.length > 0 || listing.priceMin !== null || listing.priceMax !== null || SIZE_PARAMS.some(([, field]) => listing[field] !== null);
}

/** The same listing without any filter (its sort kept): what "Clear filters" leads to. */
export function unfiltered(listing: CategoryListing): CategoryListing {
  return { ...DEFAULT_LISTING, sort: listing.sort };
}

/** The URL's query with a new listing: other parameters kept, the page back to the first. */
export function listingQuery(params: URLSearchParams, listing: CategoryListing): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['sort', 'finish', 'price_min', 'price_max', ...SIZE_PARAMS.map(([param]) => param), 'page']) next.delete(name);
  for (const [name, value] of Object.entries(listingParams(listing))) next.set(name, value);
  return next;
}
