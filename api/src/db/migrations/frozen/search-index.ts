// Frozen copy of the product full-text index as the search modules built it on 2026-11-29 (issue 51, 2): the SQLite
// FTS5 table of modules/search/repository.ts and the PostgreSQL tables of modules/search/postgres-search.ts, with
// their rebuild. Migrations 0002, 0045 and 0048 create and fill the index through this copy, so a change of the live
// search code (which comes with a migration of its own) never changes what an old migration did.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './dialect.ts';
import { foldWords } from './fold.ts';

// Letters FTS5's remove_diacritics keeps but the other indexes fold (fold.ts): folded on both sides here too.
const FOLD_LETTERS: Array<[string, string]> = [['ё', 'е'], ['Ё', 'Е'], ['đ', 'd'], ['Đ', 'D'], ['й', 'и'], ['Й', 'И']];
const FOLD_SQL = (expr: string): string => FOLD_LETTERS.reduce((folded, [from, to]) => `replace(${folded}, '${from}', '${to}')`, expr);

export async function createSearchIndex<DB>(db: Kysely<DB>): Promise<void> {
  if (isPostgres(db)) return createPostgresSearchIndex(db);
  await sql`CREATE VIRTUAL TABLE product_search USING fts5(
    name, text, lang UNINDEXED, product_id UNINDEXED,
    tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
}

export async function dropSearchIndex<DB>(db: Kysely<DB>): Promise<void> {
  if (isPostgres(db)) return dropPostgresSearchIndex(db);
  await sql`DROP TABLE IF EXISTS product_search`.execute(db);
}

/** Rebuilds the full-text index alone (migration 0045 refolds SQLite's index with FOLD_LETTERS). */
export async function reindexFullText<DB>(db: Kysely<DB>, ids?: readonly number[]): Promise<void> {
  if (isPostgres(db)) return reindexPostgres(db, ids);
  const select = sql.raw(
    `SELECT ${FOLD_SQL('name')}, ${FOLD_SQL("short_description || ' ' || description")}, lang, product_id FROM product_translations`,
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

// PostgreSQL (postgres-search.ts).
const padded = (words: string[]): string => ` ${words.join(' ')} `;

async function createPostgresSearchIndex<DB>(db: Kysely<DB>): Promise<void> {
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

async function dropPostgresSearchIndex<DB>(db: Kysely<DB>): Promise<void> {
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

async function reindexPostgres<DB>(db: Kysely<DB>, ids?: readonly number[]): Promise<void> {
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
