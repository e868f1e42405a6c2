// Full-text search over product translations. SQLite FTS5 lives here and only here: a PostgreSQL port
// swaps this file (tsvector + unaccent) and keeps the same functions.
//
// The index holds one row per (product, language): name and text (short + long description) are indexed with
// `unicode61 remove_diacritics 2`, so matching ignores case and Latin diacritics. SQLite does not fold the
// Cyrillic ё, so both indexed text and queries map ё to е.
import { sql, type Kysely } from 'kysely';

const FOLD_YO = (expr: string): string => `replace(replace(${expr}, 'ё', 'е'), 'Ё', 'Е')`;

export async function createSearchIndex<DB>(db: Kysely<DB>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE product_search USING fts5(
    name, text, lang UNINDEXED, product_id UNINDEXED,
    tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
}

export async function dropSearchIndex<DB>(db: Kysely<DB>): Promise<void> {
  await sql`DROP TABLE IF EXISTS product_search`.execute(db);
}

/** Rebuilds the index rows of the given products (all products when ids is undefined). Call inside the writing transaction. */
export async function reindexProducts<DB>(db: Kysely<DB>, ids?: readonly number[]): Promise<void> {
  const select = sql.raw(
    `SELECT ${FOLD_YO('name')}, ${FOLD_YO("short_description || ' ' || description")}, lang, product_id FROM product_translations`,
  );
  if (ids === undefined) {
    await sql`DELETE FROM product_search`.execute(db);
    await sql`INSERT INTO product_search (name, text, lang, product_id) ${select}`.execute(db);
    return;
  }
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const list = sql.join(chunk.map((id) => sql`${id}`));
    await sql`DELETE FROM product_search WHERE product_id IN (${list})`.execute(db);
    await sql`INSERT INTO product_search (name, text, lang, product_id) ${select} WHERE product_id IN (${list})`.execute(db);
  }
}

/** The free-text search compiled for FTS5: all terms anywhere, and all terms in the name (the better tier). */
export interface MatchQuery {
  any: string;
  name: string;
}

// Serbian is written in both scripts; the catalogue keeps it in Latin. A Cyrillic query in sr is read in Latin
// (Gaj's alphabet), whose diacritics the index ignores anyway.
const SERBIAN_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'đ', е: 'e', ж: 'ž', з: 'z', и: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm',
  н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'ć', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'č', џ: 'dž', ш: 'š',
};

function serbianToLatin(text: string): string {
  return text.replace(/[\u0400-\u04ff]/g, (c) => SERBIAN_LATIN[c] ?? c);
}

/**
 * The FTS5 queries for free text: every token becomes a quoted prefix term ("tok"*), joined by AND.
 * Quoting keeps user input from being read as FTS syntax (NEAR, OR, column filters, ...).
 */
export function toMatchQuery(text: string, lang?: string): MatchQuery | null {
  let folded = text.toLowerCase().replace(/ё/g, 'е');
  if (lang === 'sr') folded = serbianToLatin(folded);
  const tokens = folded.match(/[\p{L}\p{N}]+/gu);
  if (!tokens || tokens.length === 0) return null;
  const terms = tokens
    .slice(0, 12)
    .map((t) => `"${t.replace(/"/g, '""')}"*`)
    .join(' ');
  return { any: terms, name: `name : (${terms})` };
}

// Column weights of bm25(): name far above the description text; the unindexed columns do not count.
const RANK = sql.raw('bm25(product_search, 10.0, 1.0, 0.0, 0.0)');

export async function countMatches<DB>(db: Kysely<DB>, match: MatchQuery, lang: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM product_search s JOIN products p ON p.id = s.product_id
    WHERE product_search MATCH ${match.any} AND s.lang = ${lang} AND p.published = 1`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Product ids of one page of matches, best first: products with every term in their name come before those that
 * match only in the description (a strict tier, not just a bm25 weight), then bm25, then the catalogue order.
 */
export async function findMatches<DB>(db: Kysely<DB>, match: MatchQuery, lang: string, limit: number, offset: number): Promise<number[]> {
  const { rows } = await sql<{ product_id: number }>`
    SELECT s.product_id AS product_id FROM product_search s JOIN products p ON p.id = s.product_id
    WHERE product_search MATCH ${match.any} AND s.lang = ${lang} AND p.published = 1
    ORDER BY
      CASE WHEN s.rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ${match.name} AND lang = ${lang}) THEN 0 ELSE 1 END,
      ${RANK}, p.position, p.id
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.map((r) => Number(r.product_id));
}

/**
 * The suggestion fast path: products with every term in their name, best first. The same order as the first tier
 * of findMatches, without scoring the (many) rows that match only in the description: 2-5x faster on large catalogues.
 */
export async function findNameMatches<DB>(db: Kysely<DB>, match: MatchQuery, lang: string, limit: number): Promise<number[]> {
  const { rows } = await sql<{ product_id: number }>`
    SELECT s.product_id AS product_id FROM product_search s JOIN products p ON p.id = s.product_id
    WHERE product_search MATCH ${match.name} AND s.lang = ${lang} AND p.published = 1
    ORDER BY ${RANK}, p.position, p.id
    LIMIT ${limit}`.execute(db);
  return rows.map((r) => Number(r.product_id));
}
