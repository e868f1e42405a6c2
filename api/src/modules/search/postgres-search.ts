// The PostgreSQL side of the product search, with the rules of the SQLite FTS5 index (repository.ts): case and
// diacritics ignored, ё read as е, every typed word a word prefix, all words required, name matches first.
//
// Text is folded here, in JavaScript, both when indexing and when querying, so the two sides cannot disagree and
// the result does not depend on the database's locale or on the unaccent rules installed: an indexed row keeps the
// folded words of the name and of name + description as " word word … " (a space on both sides). A word prefix
// is then `LIKE '% prefix%'`, which pg_trgm's GIN indexes answer without a scan.
//
// Suggestions read a narrow copy of the names (product_search_names) with the order of a tier fixed per row
// (shorter name, shorter text, catalogue order) in a covering index: for a common prefix PostgreSQL walks that index
// and stops at the tenth match, for a rare one it takes the trigram index and sorts the few matches; either way it
// never reads the long description rows.
//
// The description tier of a suggestion list (fewer than ten names match) keeps the same order keys in product_search
// itself, so it ranks and limits in SQL without a join per match: a short walk of the rows in suggestion order finds
// a word that many descriptions use, and the trigram index, which holds the language too (btree_gin), finds a rarer
// one (decision 0066).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { inCategories, ofKind } from './category-filter.ts';
import { foldWords } from './fold.ts';

export { foldWords };


const padded = (words: string[]): string => ` ${words.join(' ')} `;

export async function createPostgresSearchIndex<DB>(db: Kysely<DB>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  // The language as a GIN key beside the trigrams: one index scan answers "in this language and with this word".
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);
  await sql`CREATE TABLE product_search (
    product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    lang varchar(5) NOT NULL,
    name text NOT NULL,
    words text NOT NULL,
    name_len integer NOT NULL,
    words_len integer NOT NULL,
    position integer NOT NULL,
    PRIMARY KEY (product_id, lang)
  )`.execute(db);
  await sql`CREATE TABLE product_search_names (
    product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    lang varchar(5) NOT NULL,
    name text NOT NULL,
    name_len integer NOT NULL,
    words_len integer NOT NULL,
    position integer NOT NULL,
    PRIMARY KEY (product_id, lang)
  )`.execute(db);
  await createSearchIndexes(db);
}

export async function dropPostgresSearchIndex<DB>(db: Kysely<DB>): Promise<void> {
  await sql`DROP TABLE IF EXISTS product_search_names`.execute(db);
  await sql`DROP TABLE IF EXISTS product_search`.execute(db);
}

/** The search indexes; a whole rebuild drops them and builds them once, after the rows are loaded. */
const SEARCH_INDEXES = ['product_search_name_trgm', 'product_search_words_trgm', 'product_search_order', 'product_search_names_trgm', 'product_search_names_order'];

async function createSearchIndexes<DB>(db: Kysely<DB>): Promise<void> {
  await sql`CREATE INDEX product_search_name_trgm ON product_search USING gin (name gin_trgm_ops)`.execute(db);
  // Without the language in the index, PostgreSQL combined the trigram matches with a scan of every row of the
  // language (BitmapAnd with the primary key): 40-55 of the 130 ms of a rare word at 100,000 products.
  await sql`CREATE INDEX product_search_words_trgm ON product_search USING gin (lang, words gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX product_search_order ON product_search (lang, name_len, words_len, position, product_id)`.execute(db);
  await sql`CREATE INDEX product_search_names_trgm ON product_search_names USING gin (name gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX product_search_names_order ON product_search_names (lang, name_len, words_len, position, product_id) INCLUDE (name)`.execute(db);
}

async function dropSearchIndexes<DB>(db: Kysely<DB>): Promise<void> {
  for (const index of SEARCH_INDEXES) {
    await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db);
  }
}

/** Rows per INSERT: four arrays as parameters (unnest), so a chunk is one statement whatever its size. */
const CHUNK = 2000;

interface TranslationRow {
  product_id: number;
  position: number;
  lang: string;
  name: string;
  short_description: string;
  description: string;
}

async function insertRows<DB>(db: Kysely<DB>, rows: TranslationRow[]): Promise<void> {
  if (rows.length === 0) return;
  const names: string[] = [];
  const words: string[] = [];
  for (const r of rows) {
    const nameWords = foldWords(r.name);
    names.push(padded(nameWords));
    words.push(padded([...nameWords, ...foldWords(`${r.short_description} ${r.description}`)]));
  }
  const rowsOf = sql`unnest(${rows.map((r) => r.product_id)}::int[], ${rows.map((r) => r.lang)}::varchar[], ${names}::text[], ${words}::text[], ${rows.map((r) => r.position)}::int[])
      AS r(id, lang, name, words, position)`;
  // Lengths as PostgreSQL counts them, so both tables order a tier alike.
  await sql`INSERT INTO product_search (product_id, lang, name, words, name_len, words_len, position)
    SELECT id, lang, name, words, length(name), length(words), position FROM ${rowsOf}`.execute(db);
  await sql`INSERT INTO product_search_names (product_id, lang, name, name_len, words_len, position)
    SELECT id, lang, name, length(name), length(words), position FROM ${rowsOf}`.execute(db);
}

const selectTranslations = (where: RawBuilder<unknown>) =>
  sql<TranslationRow>`SELECT t.product_id, p.position, t.lang, t.name, t.short_description, t.description
    FROM product_translations t JOIN products p ON p.id = t.product_id WHERE ${where} ORDER BY t.product_id, t.lang`;

export async function reindexPostgres<DB>(db: Kysely<DB>, ids?: readonly number[]): Promise<void> {
  if (ids === undefined) {
    // A whole rebuild (seed, data move) loads the rows first and builds the trigram indexes once, at the end:
    // several times faster than updating them row by row. It locks the index table until the caller commits, so
    // searches meanwhile wait rather than see half an index.
    await dropSearchIndexes(db);
    await sql`TRUNCATE product_search, product_search_names`.execute(db);
    // Walks the products by id range, so a catalogue of any size is never in memory at once.
    let after = 0;
    for (;;) {
      const { rows } = await sql<{ id: number }>`SELECT id FROM products WHERE id > ${after} ORDER BY id LIMIT ${CHUNK / 5}`.execute(db);
      if (rows.length === 0) break;
      const last = rows[rows.length - 1]!.id;
      const translations = await selectTranslations(sql`t.product_id > ${after} AND t.product_id <= ${last}`).execute(db);
      for (let i = 0; i < translations.rows.length; i += CHUNK) await insertRows(db, translations.rows.slice(i, i + CHUNK));
      after = last;
    }
    // Memory to sort the index entries in (the default 64 MB made the trigram index of the descriptions take minutes
    // at 100,000 products); LOCAL: for this transaction only.
    await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
    await createSearchIndexes(db);
    // Fresh statistics at once (not at autovacuum's next round): without them the planner guesses how many names
    // match a prefix and picks plans up to 50 times slower.
    await sql`ANALYZE products, product_search, product_search_names`.execute(db);
    return;
  }
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    await sql`DELETE FROM product_search WHERE product_id = ANY(${chunk}::int[])`.execute(db);
    await sql`DELETE FROM product_search_names WHERE product_id = ANY(${chunk}::int[])`.execute(db);
    const translations = await selectTranslations(sql`t.product_id = ANY(${chunk}::int[])`).execute(db);
    for (let j = 0; j < translations.rows.length; j += CHUNK) await insertRows(db, translations.rows.slice(j, j + CHUNK));
  }
}

/**
 * Every term as a word prefix of the column (a term with several alternatives, any of them). Terms are letters and
 * digits only, so they carry no LIKE wildcards.
 */
function allPrefixes(column: 'name' | 'words', alternatives: readonly (readonly string[])[]): RawBuilder<unknown> {
  return sql.join(
    alternatives.map((alts) => sql`(${sql.join(alts.map((t) => sql`s.${sql.ref(column)} LIKE ${`% ${t}%`}`), sql` OR `)})`),
    sql` AND `,
  );
}

export async function countPostgres<DB>(db: Kysely<DB>, alternatives: readonly (readonly string[])[], lang: string, categoryIds?: readonly number[]): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM product_search s JOIN products p ON p.id = s.product_id
    WHERE ${allPrefixes('words', alternatives)} AND s.lang = ${lang} AND p.published = 1${inCategories(categoryIds)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * One page of matches, best first: every term in the name before matches only in the description (a strict tier),
 * the products of the kind categories first among the name matches (decision 0061), then, as FTS5's bm25 does,
 * shorter texts first (a term in a short name says more), then the catalogue order.
 */
export async function findPostgres<DB>(
  db: Kysely<DB>,
  alternatives: readonly (readonly string[])[],
  kinds: readonly number[],
  lang: string,
  limit: number,
  offset: number,
  categoryIds?: readonly number[],
): Promise<number[]> {
  const { rows } = await sql<{ product_id: number }>`
    SELECT s.product_id FROM product_search s JOIN products p ON p.id = s.product_id
    WHERE ${allPrefixes('words', alternatives)} AND s.lang = ${lang} AND p.published = 1${inCategories(categoryIds)}
    ORDER BY CASE WHEN ${allPrefixes('name', alternatives)} THEN ${ofKind(kinds)} ELSE 2 END, length(s.name), length(s.words), p.position, p.id
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.map((r) => Number(r.product_id));
}

/** The suggestion path of several words: only products with every term in their name, in the first tier's order. */
export async function findNamePostgres<DB>(db: Kysely<DB>, alternatives: readonly (readonly string[])[], kinds: readonly number[], lang: string, limit: number): Promise<number[]> {
  const { rows } = await sql<{ product_id: number }>`
    SELECT s.product_id FROM product_search_names s JOIN products p ON p.id = s.product_id
    WHERE ${allPrefixes('name', alternatives)} AND s.lang = ${lang} AND p.published = 1
    ORDER BY ${ofKind(kinds)}, s.name_len, s.words_len, s.position, s.product_id
    LIMIT ${limit}`.execute(db);
  return rows.map((r) => Number(r.product_id));
}

/** Rows of the suggestion order the walk reads before it leaves a word to the trigram index. */
const WALK_ROWS = 512;

/**
 * The description tier of a suggestion list: products with every term in their text, except those already listed
 * (the name matches), shorter name first, shorter text, catalogue order. A word many descriptions use is found within
 * the first few hundred rows in that order (read in index order, stopping at `limit`); a rarer one from the trigram
 * index, whose few matches are sorted by the order keys of their rows. Either way the answer is the same: the walk
 * counts only when it found `limit` products, which then rank before every row it did not read.
 */
export async function findTextPostgres<DB>(
  db: Kysely<DB>,
  alternatives: readonly (readonly string[])[],
  lang: string,
  limit: number,
  skip: readonly number[],
): Promise<number[]> {
  // Checked row by row in the ranked order, stopping at `limit` (LIMIT 1 keeps PostgreSQL from turning the check into
  // a join with every product).
  const published = sql`JOIN LATERAL (SELECT 1 FROM products p WHERE p.id = s.product_id AND p.published = 1 LIMIT 1) p ON true`;
  const walked = await sql<{ product_id: number }>`
    SELECT s.product_id FROM (
      SELECT product_id, words, name_len, words_len, position FROM product_search
      WHERE lang = ${lang} ORDER BY name_len, words_len, position, product_id LIMIT ${WALK_ROWS}
    ) s ${published}
    WHERE ${allPrefixes('words', alternatives)} AND s.product_id <> ALL(${[...skip]}::int[])
    ORDER BY s.name_len, s.words_len, s.position, s.product_id LIMIT ${limit}`.execute(db);
  if (walked.rows.length >= limit) return walked.rows.map((r) => Number(r.product_id));
  // MATERIALIZED: the matches come from the trigram index alone; the planner must not walk the order index for them.
  const { rows } = await sql<{ product_id: number }>`
    WITH s AS MATERIALIZED (
      SELECT product_id, name_len, words_len, position FROM product_search s WHERE s.lang = ${lang} AND ${allPrefixes('words', alternatives)}
    )
    SELECT s.product_id FROM (SELECT * FROM s WHERE s.product_id <> ALL(${[...skip]}::int[]) ORDER BY name_len, words_len, position, product_id) s ${published}
    ORDER BY s.name_len, s.words_len, s.position, s.product_id LIMIT ${limit}`.execute(db);
  return rows.map((r) => Number(r.product_id));
}
