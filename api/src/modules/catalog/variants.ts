// Product variants (issue 47, decision 0107): the products of one model differ by colour (their finish parameter) and
// size (their dimensions parameter). Each keeps its own address, price and cart line; a product page offers the
// model's other colours and sizes as links to those products. Pure functions over the model's rows, so the rules are
// tested without a database.
import type { ProductVariants, VariantOption } from '@shop/shared/contracts/catalog';
import { pickTranslation } from '../../lib/lang.ts';
import { slugify } from '../../lib/text.ts';

/**
 * The parameters that name a variant's colour and size: the seed's keys, and the keys the admin's drawer derives from
 * their Slovak names ("Povrchová úprava", "Rozmery").
 */
export const COLOUR_KEYS = ['finish', 'povrchova-uprava'] as const;
export const SIZE_KEYS = ['dimensions', 'rozmery'] as const;

/** A parameter's value (a JSON object per language) as a choice: a key from its Slovak text, the same in every language. */
export function choiceOf(valueJson: string | null | undefined, lang: string): { key: string; label: string } | null {
  if (!valueJson) return null;
  let values: Record<string, string>;
  try {
    values = JSON.parse(valueJson) as Record<string, string>;
  } catch {
    return null;
  }
  const key = slugify(values.sk ?? pickTranslation(values, 'sk'));
  return key ? { key, label: pickTranslation(values, lang) } : null;
}

export interface VariantRow {
  id: number;
  slug: string;
  position: number;
  colour: { key: string; label: string } | null;
  size: { key: string; label: string } | null;
  widthMm: number | null;
  heightMm: number | null;
}

const distance = (a: VariantRow, b: VariantRow) => Math.abs((a.widthMm ?? 0) - (b.widthMm ?? 0)) + Math.abs((a.heightMm ?? 0) - (b.heightMm ?? 0));

/**
 * The choosers of the product `current` among its model's published variants (itself included): every colour and
 * every size the model comes in, each leading to the variant that keeps the other choice, or, where the model has no
 * such one, to the nearest variant with it (`exact: false`). An axis with a single choice is left out (empty).
 */
export function variantChoosers(current: VariantRow, rows: readonly VariantRow[]): ProductVariants {
  const byPosition = [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
  const option = (choice: { key: string; label: string }, matches: VariantRow[], keeps: (row: VariantRow) => boolean, isCurrent: boolean): VariantOption => {
    const exact = matches.find(keeps);
    const target = exact ?? [...matches].sort((a, b) => distance(a, current) - distance(b, current) || a.position - b.position)[0]!;
    return { key: choice.key, label: choice.label, slug: target.slug, exact: Boolean(exact), current: isCurrent };
  };
  const axis = (pick: (row: VariantRow) => { key: string; label: string } | null, other: (row: VariantRow) => { key: string } | null, order: (a: VariantRow, b: VariantRow) => number) => {
    const groups = new Map<string, { choice: { key: string; label: string }; rows: VariantRow[] }>();
    for (const row of [...byPosition].sort(order)) {
      const choice = pick(row);
      if (!choice) continue;
      const group = groups.get(choice.key) ?? { choice, rows: [] };
      group.rows.push(row);
      groups.set(choice.key, group);
    }
    if (groups.size < 2) return [];
    const mine = pick(current)?.key ?? null;
    const otherKey = other(current)?.key ?? null;
    return [...groups.values()].map(({ choice, rows: matches }) => option(choice, matches, (row) => (other(row)?.key ?? null) === otherKey, choice.key === mine));
  };
  return {
    // Colours in the model's own order (its first variant of each); sizes from the smallest.
    colours: axis((row) => row.colour, (row) => row.size, () => 0),
    sizes: axis(
      (row) => row.size,
      (row) => row.colour,
      (a, b) => (a.widthMm ?? Infinity) - (b.widthMm ?? Infinity) || (a.heightMm ?? Infinity) - (b.heightMm ?? Infinity),
    ),
  };
}
