// Full-text search over product translations: SQLite FTS5 here, PostgreSQL (pg_trgm over folded words) in
// postgres-search.ts; each function picks the one of the database it is given.
//
// The index holds one row per (product, language): name and text (short + long description) are indexed with
// `unicode61 remove_diacritics 2`, so matching ignores case and Latin diacritics. SQLite does not fold the
// Cyrillic ё and й or the Serbian đ, so both indexed text and queries map them (ё → е, й → и, đ → d), as the
// PostgreSQL and name indexes do (fold.ts).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import { inCategories, ofKind } from './category-filter.ts';
import { beginsAWord, kindCategories, reindexNames, typoWords, type CategoryKindsOf } from './name-index.ts';
import { inSearchScript } from './fold.ts';
import { expandWord, type SynonymsOf } from './synonyms.ts';
import { isVocabularyWord, SWAP_MIN_LENGTH } from './words.ts';
import { countPostgres, createPostgresSearchIndex, dropPostgresSearchIndex, findNamePostgres, findPostgres, findTextPostgres, foldWords, reindexPostgres } from './postgres-search.ts';

// Letters FTS5's remove_diacritics keeps but the other indexes fold (fold.ts): folded on both sides here too.
const FOLD_LETTERS: Array<[string, string]> = [['ё', 'е'], ['Ё', 'Е'], ['đ', 'd'], ['Đ', 'D'], ['й', 'и'], ['Й', 'И']];
const FOLD_SQL = (expr: string): string => FOLD_LETTERS.reduce((folded, [from, to]) => `replace(${folded}, '${from}', '${to}')`, expr);
const foldLetters = (text: string): string => FOLD_LETTERS.reduce((folded, [from, to]) => folded.replaceAll(from, to), text);

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

/**
 * Rebuilds the index rows of the given products (all products when ids is undefined): the full-text index and the
 * name index of suggestions (name-index.ts). Call inside the writing transaction.
 */
export async function reindexProducts<DB>(db: Kysely<DB>, ids?: readonly number[]): Promise<void> {
  await reindexFullText(db, ids);
  await reindexNames(db, ids);
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

/** The free-text search compiled for FTS5: all terms anywhere, and all terms in the name (the better tier). */
export interface MatchQuery {
  any: string;
  name: string;
  /** The typed words as FTS5 reads them (lower case, ё as е, Serbian in Latin). */
  tokens: string[];
  /** The same words folded as the other indexes are (word prefixes). */
  terms: string[];
  /** Per term, the word prefixes it stands for: itself, or for a word read with a typo, the words one edit away. */
  alternatives: string[][];
  /** Categories whose name names the kind of a term (decision 0061): their name matches come first. */
  kinds: number[];
}

const quoted = (word: string): string => `"${word.replace(/"/g, '""')}"*`;

/** The FTS5 expressions of the terms, each term a prefix or a choice of prefixes, all required. */
function ftsQueries(alternatives: readonly (readonly string[])[], tokens: readonly string[]): Pick<MatchQuery, 'any' | 'name'> {
  const any = alternatives
    .map((alts, i) => (alts.length === 1 && alts[0] === foldWords(tokens[i]!).join('') ? quoted(tokens[i]!) : `(${alts.map(quoted).join(' OR ')})`))
    .join(' AND ');
  return { any, name: `name : (${any})` };
}

/**
 * The FTS5 queries for free text: every token becomes a quoted prefix term ("tok"*), joined by AND.
 * Quoting keeps user input from being read as FTS syntax (NEAR, OR, column filters, ...).
 */
export function toMatchQuery(text: string, lang?: string): MatchQuery | null {
  const folded = foldLetters(inSearchScript(text.toLowerCase(), lang));
  const tokens = folded.match(/[\p{L}\p{N}]+/gu)?.filter((t) => foldWords(t).length > 0);
  if (!tokens || tokens.length === 0) return null;
  const typed = tokens.slice(0, 12);
  const terms = typed.map((t) => foldWords(t).join(''));
  const alternatives = terms.map((t) => [t]);
  return { ...ftsQueries(alternatives, typed), tokens: typed, terms, alternatives, kinds: [] };
}

/**
 * The query as the catalogue in `lang` reads it (decision 0061): a word of 5+ letters that begins no indexed word is
 * read as the words one edit away from it (so a typo match never competes with an exact one), a word of a synonym
 * group (decision 0112) also as the group's other words, and the categories whose name names the kind of a word are
 * looked up for the ranking.
 */
export async function resolveMatch<DB>(
  db: Kysely<DB>,
  match: MatchQuery,
  lang: string,
  categoryKinds: CategoryKindsOf,
  synonyms: SynonymsOf,
): Promise<MatchQuery> {
  const groups = await synonyms(lang);
  const alternatives: string[][] = [];
  for (const term of match.terms) {
    const mayBeTypo = [...term].length >= SWAP_MIN_LENGTH && isVocabularyWord(term) && !(await beginsAWord(db, term, lang));
    const typo = mayBeTypo ? await typoWords(db, term, lang) : [];
    const same = isVocabularyWord(term) ? expandWord(term, groups) : [];
    alternatives.push([...new Set([...(typo.length > 0 ? typo : [term]), ...same])]);
  }
  const kinds = kindCategories(alternatives.flat(), await categoryKinds(lang));
  return { ...match, ...ftsQueries(alternatives, match.tokens), alternatives, kinds };
}

// Column weights of bm25(): name far above the description text; the unindexed columns do not count.
const RANK = sql.raw('bm25(product_search, 10.0, 1.0, 0.0, 0.0)');

export async function countMatches<DB>(db: Kysely<DB>, match: MatchQuery, lang: string, categoryIds?: readonly number[]): Promise<number> {
  if (isPostgres(db)) return countPostgres(db, match.alternatives, lang, categoryIds);
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM product_search s JOIN products p ON p.id = s.product_id
    WHERE product_search MATCH ${match.any} AND s.lang = ${lang} AND p.published = 1${inCategories(categoryIds)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Product ids of one page of matches, best first: products with every term in their name come before those that
 * match only in the description (a strict tier, not just a bm25 weight), then bm25, then the catalogue order.
 */
export async function findMatches<DB>(
  db: Kysely<DB>,
  match: MatchQuery,
  lang: string,
  limit: number,
  offset: number,
  categoryIds?: readonly number[],
): Promise<number[]> {
  if (isPostgres(db)) return findPostgres(db, match.alternatives, match.kinds, lang, limit, offset, categoryIds);
  const { rows } = await sql<{ product_id: number }>`
    SELECT s.product_id AS product_id FROM product_search s JOIN products p ON p.id = s.product_id
    WHERE product_search MATCH ${match.any} AND s.lang = ${lang} AND p.published = 1${inCategories(categoryIds)}
    ORDER BY
      CASE WHEN s.rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ${match.name} AND lang = ${lang})
        THEN ${ofKind(match.kinds)} ELSE 2 END,
      ${RANK}, p.position, p.id
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.map((r) => Number(r.product_id));
}

/**
 * The suggestion fast path: products with every term in their name, best first. The same order as the first tier
 * of findMatches, without scoring the (many) rows that match only in the description: 2-5x faster on large catalogues.
 */
export async function findNameMatches<DB>(db: Kysely<DB>, match: MatchQuery, lang: string, limit: number): Promise<number[]> {
  if (isPostgres(db)) return findNamePostgres(db, match.alternatives, match.kinds, lang, limit);
  const { rows } = await sql<{ product_id: number }>`
    SELECT s.product_id AS product_id FROM product_search s JOIN products p ON p.id = s.product_id
    WHERE product_search MATCH ${match.name} AND s.lang = ${lang} AND p.published = 1
    ORDER BY ${ofKind(match.kinds)}, ${RANK}, p.position, p.id
    LIMIT ${limit}`.execute(db);
  return rows.map((r) => Number(r.product_id));
}

/**
 * The matches after those a suggestion list already holds (its name matches), best first: the description tier of
 * a suggestion list. PostgreSQL ranks and limits them in SQL without the name tier (postgres-search.ts); FTS5 orders
 * all matches by bm25 anyway.
 */
export async function findMoreMatches<DB>(db: Kysely<DB>, match: MatchQuery, lang: string, limit: number, listed: readonly number[]): Promise<number[]> {
  if (isPostgres(db)) return findTextPostgres(db, match.alternatives, lang, limit, listed);
  const found = await findMatches(db, match, lang, limit + listed.length, 0);
  return found.filter((id) => !listed.includes(id)).slice(0, limit);
}
