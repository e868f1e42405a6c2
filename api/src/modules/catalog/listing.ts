// A category page's products sorted and filtered (issue 32): pure functions over the rows of its products, so the
// rules are tested without a database and the service caches the rows once per category and language.
import type { CategoryFilters, SizeRange } from '@shop/shared/contracts/catalog';
import type { CategoryListing } from '@shop/shared/contracts/category-listing';
import { pickTranslation } from '../../lib/lang.ts';
import { slugify } from '../../lib/text.ts';

export interface ListingRow {
  id: number;
  /** The price a visitor sees: VAT included, in cents. */
  grossCents: number;
  position: number;
  createdAt: string;
  name: string;
  finish: { key: string; name: string } | null;
  /** Whole millimetres; null when the product has no size given. */
  widthMm: number | null;
  heightMm: number | null;
}

/** A finish's key, the same in every language (from its Slovak name), so a filtered link can be shared across them. */
export function finishOf(valueJson: string, lang: string): { key: string; name: string } | null {
  let values: Record<string, string>;
  try {
    values = JSON.parse(valueJson) as Record<string, string>;
  } catch {
    return null;
  }
  const key = slugify(values.sk ?? pickTranslation(values, 'sk'));
  return key ? { key, name: pickTranslation(values, lang) } : null;
}

const inPriceRange = (row: ListingRow, { priceMin, priceMax }: CategoryListing) =>
  (priceMin === null || row.grossCents >= priceMin * 100) && (priceMax === null || row.grossCents <= priceMax * 100);
const ofFinish = (row: ListingRow, { finish }: CategoryListing) => finish.length === 0 || (row.finish !== null && finish.includes(row.finish.key));
/** Within both limits; a product without the size is outside any limit of it (it might not fit). */
const within = (value: number | null, min: number | null, max: number | null) =>
  (min === null && max === null) || (value !== null && (min === null || value >= min) && (max === null || value <= max));
const inSizeRange = (row: ListingRow, listing: CategoryListing) =>
  within(row.widthMm, listing.widthMin, listing.widthMax) && within(row.heightMm, listing.heightMin, listing.heightMax);

function sizeRange(values: Array<number | null>, selectedMin: number | null, selectedMax: number | null): SizeRange {
  const known = values.filter((value): value is number => value !== null);
  return {
    min: known.length ? Math.min(...known) : null,
    max: known.length ? Math.max(...known) : null,
    selected_min: selectedMin,
    selected_max: selectedMax,
  };
}

/**
 * The ids of one page of the sorted, filtered products, their total, and the filters the page offers: each finish
 * counted within the price and size ranges (so choosing one shows how many remain), the ranges of price, width and
 * height over every product.
 */
export function sortAndFilter(rows: readonly ListingRow[], listing: CategoryListing, lang: string, page: number, perPage: number): { ids: number[]; total: number; filters: CategoryFilters } {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const inRanges = (row: ListingRow) => inPriceRange(row, listing) && inSizeRange(row, listing);
  const shown = rows.filter((row) => inRanges(row) && ofFinish(row, listing));
  const order: Record<CategoryListing['sort'], (a: ListingRow, b: ListingRow) => number> = {
    position: (a, b) => a.position - b.position || a.id - b.id,
    price_asc: (a, b) => a.grossCents - b.grossCents || a.id - b.id,
    price_desc: (a, b) => b.grossCents - a.grossCents || a.id - b.id,
    name: (a, b) => collator.compare(a.name, b.name) || a.id - b.id,
    newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  };
  shown.sort(order[listing.sort]);

  const finishes = new Map<string, { key: string; name: string; count: number; selected: boolean }>();
  for (const row of rows) {
    if (!row.finish) continue;
    const entry = finishes.get(row.finish.key) ?? { ...row.finish, count: 0, selected: listing.finish.includes(row.finish.key) };
    if (inRanges(row)) entry.count += 1;
    finishes.set(row.finish.key, entry);
  }
  const prices = rows.map((row) => row.grossCents);
  return {
    ids: shown.slice((page - 1) * perPage, page * perPage).map((row) => row.id),
    total: shown.length,
    filters: {
      sort: listing.sort,
      finishes: [...finishes.values()].sort((a, b) => collator.compare(a.name, b.name)),
      price: {
        min: prices.length ? Math.floor(Math.min(...prices) / 100) : 0,
        max: prices.length ? Math.ceil(Math.max(...prices) / 100) : 0,
        selected_min: listing.priceMin,
        selected_max: listing.priceMax,
      },
      width: sizeRange(rows.map((row) => row.widthMm), listing.widthMin, listing.widthMax),
      height: sizeRange(rows.map((row) => row.heightMm), listing.heightMin, listing.heightMax),
    },
  };
}
