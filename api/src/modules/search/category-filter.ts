import { sql, type RawBuilder } from 'kysely';

/**
 * The catalogue list's category filter as an extra condition of a search query (both databases): only products of
 * these categories; undefined adds nothing. Every search query names the products table `p`.
 */
export function inCategories(categoryIds: readonly number[] | undefined): RawBuilder<unknown> {
  if (categoryIds === undefined) return sql``;
  if (categoryIds.length === 0) return sql` AND 1 = 0`;
  return sql` AND p.category_id IN (${sql.join(categoryIds.map((id) => sql`${id}`))})`;
}

/** 0 for a product of one of the kind categories, else 1 (both databases; the products table is `p`). */
export function ofKind(kinds: readonly number[]): RawBuilder<unknown> {
  // Never a bare constant: ORDER BY 1 would mean "by the first column".
  if (kinds.length === 0) return sql`CASE WHEN 1 = 0 THEN 0 ELSE 1 END`;
  return sql`CASE WHEN p.category_id IN (${sql.join(kinds.map((id) => sql`${id}`))}) THEN 0 ELSE 1 END`;
}
