// A category page's products sorted and filtered (issue 32): pure functions over the rows of its products, so the
// rules are tested without a database and the service caches the rows once per category and language.
import type { CategoryFilters, ListedVariants, SizeRange } from '@shop/shared/contracts/catalog';
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
  /** The model the product is a variant of (decision 0107); null for a product of its own. */
  modelId: number | null;
}

/** The card a row is listed on: its model's when models are grouped, else its own. */
const cardOf = (row: ListingRow, models: boolean): string => (models && row.modelId !== null ? `m${row.modelId}` : `p${row.id}`);

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
 * The ids of one page of the sorted, filtered cards, their total, and the filters the page offers: each finish
 * counted within the price and size ranges (so choosing one shows how many remain), the ranges of price, width and
 * height over every product. With `models` a model is one card (decision 0107): its variants that pass the filters,
 * listed by its first in the sort order (by price: its cheapest, the cards ordered by their "from" price), with their
 * colours and lowest price (`variants`, for a card of two or more).
 */
export function sortAndFilter(
  rows: readonly ListingRow[],
  listing: CategoryListing,
  lang: string,
  page: number,
  perPage: number,
  models = false,
): { ids: number[]; total: number; filters: CategoryFilters; variants: Map<number, ListedVariants> } {
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
  // A Map keeps the order its keys came in: each card where its first variant stands in the sorted list. Sorted by
  // price, a card stands for its cheapest variant and goes by it both ways, as its "from" price reads.
  const cards = new Map<string, ListingRow[]>();
  const byPrice = models && (listing.sort === 'price_asc' || listing.sort === 'price_desc');
  for (const row of byPrice ? [...shown].sort(order.price_asc) : shown) cards.set(cardOf(row, models), [...(cards.get(cardOf(row, models)) ?? []), row]);
  const cardList = [...cards.values()];
  if (byPrice && listing.sort === 'price_desc') cardList.sort((a, b) => b[0]!.grossCents - a[0]!.grossCents || b[0]!.id - a[0]!.id);
  const pageCards = cardList.slice((page - 1) * perPage, page * perPage);
  const variants = new Map<number, ListedVariants>();
  for (const members of pageCards) {
    if (members.length < 2) continue;
    const colours = new Map<string, { key: string; name: string }>();
    for (const row of members) if (row.finish && !colours.has(row.finish.key)) colours.set(row.finish.key, row.finish);
    const prices = members.map((row) => row.grossCents);
    const lowest = Math.min(...prices);
    variants.set(members[0]!.id, { count: members.length, colours: [...colours.values()], price_from: prices.some((p) => p !== lowest) ? lowest / 100 : null });
  }

  // A finish counts the cards it would show: each model once, however many of its variants have it.
  const finishes = new Map<string, { key: string; name: string; cards: Set<string>; selected: boolean }>();
  for (const row of rows) {
    if (!row.finish) continue;
    const entry = finishes.get(row.finish.key) ?? { ...row.finish, cards: new Set<string>(), selected: listing.finish.includes(row.finish.key) };
    if (inRanges(row)) entry.cards.add(cardOf(row, models));
    finishes.set(row.finish.key, entry);
  }
  const prices = rows.map((row) => row.grossCents);
  return {
    ids: pageCards.map((members) => members[0]!.id),
    total: cards.size,
    variants,
    filters: {
      sort: listing.sort,
      finishes: [...finishes.values()].map(({ cards: counted, ...finish }) => ({ ...finish, count: counted.size })).sort((a, b) => collator.compare(a.name, b.name)),
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
