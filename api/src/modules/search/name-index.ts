// The suggestion index of both databases (decision 0061): one row per (language, word of a product's name, product),
// ordered as a suggestion list is, and a vocabulary of every indexed word with its deletion neighbourhood.
//
// A typed word is a prefix of a few vocabulary words; each of them walks its rows in suggestion order and stops at the
// tenth, so a suggestion costs a few short index reads whatever the catalogue's size, where the full-text indexes
// had to find and sort every match. Products whose category names the typed word (their kind) come first; words one
// edit away from a typed word of 5+ letters are read only when the word itself (as a prefix) fills fewer places.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import { foldWords } from './fold.ts';
import { expandWord, type SynonymsOf } from './synonyms.ts';
import { deletions, headWords, isOneTypo, isVocabularyWord, namesKind, SWAP_MIN_LENGTH, TYPO_VOCABULARY_MIN_LENGTH } from './words.ts';

/** At most this many vocabulary words stand for one typed prefix (a 2-letter prefix can start hundreds). */
const PREFIX_WORDS_LIMIT = 64;
/** Rows per INSERT. */
const CHUNK = 1000;

export async function createNameIndex<DB>(db: Kysely<DB>): Promise<void> {
  // Byte order on PostgreSQL too, so a prefix is one index range whatever the database's locale.
  const text = isPostgres(db) ? sql.raw('text COLLATE "C"') : sql.raw('text');
  await sql`CREATE TABLE search_name_words (
    lang varchar(5) NOT NULL,
    word ${text} NOT NULL,
    category_id integer NOT NULL,
    name_len integer NOT NULL,
    words_len integer NOT NULL,
    position integer NOT NULL,
    product_id integer NOT NULL
  )`.execute(db);
  await createNameWordIndexes(db);
  await sql`CREATE TABLE search_vocabulary (
    lang varchar(5) NOT NULL,
    variant ${text} NOT NULL,
    word ${text} NOT NULL,
    PRIMARY KEY (lang, variant, word)
  )${isPostgres(db) ? sql`` : sql` WITHOUT ROWID`}`.execute(db);
}

// Covering indexes: a word's rows in suggestion order, within a category (the kind pass) and overall.
const NAME_WORD_INDEXES = {
  search_name_words_kind: sql.raw('lang, word, category_id, name_len, words_len, position, product_id'),
  search_name_words_order: sql.raw('lang, word, name_len, words_len, position, product_id'),
  search_name_words_product: sql.raw('product_id'),
};

async function createNameWordIndexes<DB>(db: Kysely<DB>): Promise<void> {
  for (const [name, columns] of Object.entries(NAME_WORD_INDEXES)) await sql`CREATE INDEX ${sql.id(name)} ON search_name_words (${columns})`.execute(db);
}

async function dropNameWordIndexes<DB>(db: Kysely<DB>): Promise<void> {
  for (const name of Object.keys(NAME_WORD_INDEXES)) await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
}

export async function dropNameIndex<DB>(db: Kysely<DB>): Promise<void> {
  await sql`DROP TABLE IF EXISTS search_name_words`.execute(db);
  await sql`DROP TABLE IF EXISTS search_vocabulary`.execute(db);
}

interface TranslationRow {
  product_id: number;
  category_id: number | null;
  position: number;
  lang: string;
  name: string;
  short_description: string;
  description: string;
}

interface NameWordRow {
  lang: string;
  word: string;
  category_id: number;
  name_len: number;
  words_len: number;
  position: number;
  product_id: number;
}

function rowsOf(translations: readonly TranslationRow[], vocabulary: Map<string, Set<string>>): NameWordRow[] {
  const rows: NameWordRow[] = [];
  for (const t of translations) {
    const nameWords = foldWords(t.name);
    const textWords = foldWords(`${t.short_description} ${t.description}`);
    // The lengths PostgreSQL's product_search stores (" word word … "), so both indexes order a tier alike.
    const nameLen = nameWords.join(' ').length + 2;
    const wordsLen = [...nameWords, ...textWords].join(' ').length + 2;
    let langWords = vocabulary.get(t.lang);
    if (!langWords) vocabulary.set(t.lang, (langWords = new Set()));
    for (const word of textWords) if (isVocabularyWord(word)) langWords.add(word);
    for (const word of new Set(nameWords)) {
      if (!isVocabularyWord(word)) continue;
      langWords.add(word);
      rows.push({ lang: t.lang, word, category_id: t.category_id ?? 0, name_len: nameLen, words_len: wordsLen, position: t.position, product_id: t.product_id });
    }
  }
  return rows;
}

/** Rows per INSERT on PostgreSQL: one array per column (unnest), so a statement has seven parameters whatever its size. */
const PG_CHUNK = 20_000;

async function insertNameWords<DB>(db: Kysely<DB>, rows: NameWordRow[]): Promise<void> {
  if (isPostgres(db)) {
    // 3.5 million rows at 100,000 products: seven parameters per row made the statements slow to build and parse.
    for (let i = 0; i < rows.length; i += PG_CHUNK) {
      const chunk = rows.slice(i, i + PG_CHUNK);
      const column = <K extends keyof NameWordRow>(key: K) => chunk.map((r) => r[key]);
      await sql`INSERT INTO search_name_words (lang, word, category_id, name_len, words_len, position, product_id)
        SELECT * FROM unnest(${column('lang')}::varchar[], ${column('word')}::text[], ${column('category_id')}::int[], ${column('name_len')}::int[],
          ${column('words_len')}::int[], ${column('position')}::int[], ${column('product_id')}::int[])`.execute(db);
    }
    return;
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const columns = ['lang', 'word', 'category_id', 'name_len', 'words_len', 'position', 'product_id'] as const;
    await sql`INSERT INTO search_name_words (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES ${sql.join(
      chunk.map((r) => sql`(${sql.join(columns.map((c) => r[c]))})`),
    )}`.execute(db);
  }
}

/** Adds words (and their deletion neighbourhoods) to the vocabulary; words already there stay as they are. */
async function addVocabulary<DB>(db: Kysely<DB>, vocabulary: Map<string, Set<string>>): Promise<void> {
  const rows: Array<[string, string, string]> = [];
  for (const [lang, words] of vocabulary) {
    for (const word of words) {
      rows.push([lang, word, word]);
      if ([...word].length >= TYPO_VOCABULARY_MIN_LENGTH) for (const variant of deletions(word)) rows.push([lang, variant, word]);
    }
  }
  if (isPostgres(db)) {
    for (let i = 0; i < rows.length; i += PG_CHUNK) {
      const chunk = rows.slice(i, i + PG_CHUNK);
      await sql`INSERT INTO search_vocabulary (lang, variant, word)
        SELECT * FROM unnest(${chunk.map((r) => r[0])}::varchar[], ${chunk.map((r) => r[1])}::text[], ${chunk.map((r) => r[2])}::text[])
        ON CONFLICT DO NOTHING`.execute(db);
    }
    return;
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = sql.join(rows.slice(i, i + CHUNK).map(([lang, variant, word]) => sql`(${lang}, ${variant}, ${word})`));
    await sql`INSERT INTO search_vocabulary (lang, variant, word) VALUES ${values} ON CONFLICT DO NOTHING`.execute(db);
  }
}

const selectTranslations = (where: RawBuilder<unknown>) =>
  sql<TranslationRow>`SELECT t.product_id, p.category_id, p.position, t.lang, t.name, t.short_description, t.description
    FROM product_translations t JOIN products p ON p.id = t.product_id WHERE ${where} ORDER BY t.product_id, t.lang`;

/**
 * Rebuilds the name rows of the given products (all when ids is undefined) and adds their words to the vocabulary.
 * Words no product uses any more stay in the vocabulary: as a typo candidate such a word just finds nothing.
 */
export async function reindexNames<DB>(db: Kysely<DB>, ids?: readonly number[]): Promise<void> {
  const vocabulary = new Map<string, Set<string>>();
  if (ids === undefined) {
    // A whole rebuild loads the rows first and sorts them into the indexes once, at the end: many times faster than
    // inserting millions of rows into three indexes one by one.
    await dropNameWordIndexes(db);
    await sql`DELETE FROM search_name_words`.execute(db);
    // By id range, so a catalogue of any size is never in memory at once.
    let after = 0;
    for (;;) {
      const { rows } = await sql<{ id: number }>`SELECT id FROM products WHERE id > ${after} ORDER BY id LIMIT 500`.execute(db);
      if (rows.length === 0) break;
      const last = Number(rows[rows.length - 1]!.id);
      const translations = await selectTranslations(sql`t.product_id > ${after} AND t.product_id <= ${last}`).execute(db);
      await insertNameWords(db, rowsOf(translations.rows, vocabulary));
      after = last;
    }
    // As for the full-text index (postgres-search.ts): memory to sort 3.5 million entries at 100,000 products.
    if (isPostgres(db)) await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
    await createNameWordIndexes(db);
  } else {
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const list = sql.join(chunk.map((id) => sql`${id}`));
      await sql`DELETE FROM search_name_words WHERE product_id IN (${list})`.execute(db);
      const translations = await selectTranslations(sql`t.product_id IN (${list})`).execute(db);
      await insertNameWords(db, rowsOf(translations.rows, vocabulary));
    }
  }
  await addVocabulary(db, vocabulary);
  if (ids === undefined && isPostgres(db)) await sql`ANALYZE search_name_words, search_vocabulary`.execute(db);
}

/** Vocabulary words that start with the prefix, in byte order. */
async function wordsWithPrefix<DB>(db: Kysely<DB>, prefix: string, lang: string): Promise<string[]> {
  const { rows } = await sql<{ word: string }>`SELECT variant AS word FROM search_vocabulary
    WHERE lang = ${lang} AND variant >= ${prefix} AND variant < ${`${prefix}\uffff`} AND variant = word
    ORDER BY variant LIMIT ${PREFIX_WORDS_LIMIT}`.execute(db);
  return rows.map((r) => r.word);
}

/** Whether any vocabulary word of the language starts with the prefix. */
export async function beginsAWord<DB>(db: Kysely<DB>, prefix: string, lang: string): Promise<boolean> {
  const { rows } = await sql`SELECT 1 AS found FROM search_vocabulary WHERE lang = ${lang} AND variant >= ${prefix} AND variant < ${`${prefix}\uffff`} AND variant = word LIMIT 1`.execute(db);
  return rows.length > 0;
}

/** Vocabulary words that share a deletion with the word (SymSpell: the two deletion neighbourhoods meet). */
const neighbours = (word: string, lang: string) => sql<{ word: string }>`SELECT DISTINCT word FROM search_vocabulary
    WHERE lang = ${lang} AND variant IN (${sql.join([word, ...deletions(word)].map((v) => sql`${v}`))})`;

/** Whether a neighbour is one typo away from the typed word (words.ts: one edit, or a swap in a short word), and not one of its extensions. */
const isTypoOf = (word: string, neighbour: string) => !neighbour.startsWith(word) && isOneTypo(word, neighbour);

/** Vocabulary words one edit away from the word, not its extensions. */
export async function typoWords<DB>(db: Kysely<DB>, word: string, lang: string): Promise<string[]> {
  if ([...word].length < SWAP_MIN_LENGTH) return [];
  const { rows } = await neighbours(word, lang).execute(db);
  return rows.map((r) => r.word).filter((w) => isTypoOf(word, w)).sort();
}

/**
 * The words one edit away from the word (as typoWords) and the vocabulary words each of them begins (as
 * wordsWithPrefix): one statement, where one for the typos and then one per typo cost a round trip and a connection
 * each (the slowest of the uncached suggestions were typos).
 */
async function typoPrefixWords<DB>(db: Kysely<DB>, word: string, lang: string): Promise<{ typos: string[]; words: string[] }> {
  if ([...word].length < SWAP_MIN_LENGTH) return { typos: [], words: [] };
  const { rows } = await sql<{ typo: string; word: string }>`SELECT t.word AS typo, v.variant AS word
    FROM (${neighbours(word, lang)}) t JOIN search_vocabulary v
      ON v.lang = ${lang} AND v.variant >= t.word AND v.variant < (t.word || ${'\uffff'}) AND v.variant = v.word
    ORDER BY t.word, v.variant`.execute(db);
  const perTypo = new Map<string, number>();
  const words = new Set<string>();
  for (const row of rows) {
    if (!isTypoOf(word, row.typo)) continue;
    const taken = perTypo.get(row.typo) ?? 0;
    perTypo.set(row.typo, taken + 1);
    if (taken < PREFIX_WORDS_LIMIT) words.add(row.word);
  }
  return { typos: [...perTypo.keys()], words: [...words] };
}

/** A category and the head nouns of its name in one language (words.ts): what a typed word may name the kind of. */
export interface CategoryKind {
  categoryId: number;
  heads: string[];
}

/** Where the search gets each language's category kinds: read once per catalogue version (service.ts keeps them). */
export type CategoryKindsOf = (lang: string) => Promise<readonly CategoryKind[]>;

/** The kinds of every category named in the language (a few dozen rows). */
export async function readCategoryKinds<DB>(db: Kysely<DB>, lang: string): Promise<CategoryKind[]> {
  const { rows } = await sql<{ category_id: number; name: string }>`SELECT category_id, name FROM category_translations WHERE lang = ${lang}`.execute(db);
  return rows.map((r) => ({ categoryId: Number(r.category_id), heads: headWords(r.name) }));
}

/** Categories whose name (in the language) names the kind of any of the words. */
export function kindCategories(words: readonly string[], kinds: readonly CategoryKind[]): number[] {
  if (words.length === 0) return [];
  return kinds.filter((k) => k.heads.some((head) => words.some((w) => namesKind(w, head)))).map((k) => k.categoryId);
}

interface Ranked {
  product_id: number;
  name_len: number;
  words_len: number;
  position: number;
}

const ORDER = sql.raw('s.name_len, s.words_len, s.position, s.product_id');
const SQLITE_COMPOUND_LIMIT = 400;

/** The first `limit` published products of each word (in each of the categories, when given), in suggestion order. */
async function firstOfEachWord<DB>(db: Kysely<DB>, words: readonly string[], lang: string, limit: number, categories?: readonly number[]): Promise<Ranked[]> {
  if (words.length === 0 || categories?.length === 0) return [];
  if (isPostgres(db)) {
    // One statement: the words (and categories) as arrays, each walked by its own index range (LATERAL … LIMIT).
    const pairs = categories
      ? sql`unnest(${words.flatMap((w) => categories.map(() => w))}::text[], ${words.flatMap(() => categories)}::int[]) AS q(word, category_id)`
      : sql`unnest(${[...words]}::text[]) AS q(word)`;
    const inCategory = categories ? sql`AND s.category_id = q.category_id` : sql``;
    const { rows } = await sql<Ranked>`SELECT x.* FROM ${pairs} CROSS JOIN LATERAL (
        SELECT s.product_id, s.name_len, s.words_len, s.position FROM search_name_words s JOIN products p ON p.id = s.product_id
        WHERE s.lang = ${lang} AND s.word = q.word ${inCategory} AND p.published = 1 ORDER BY ${ORDER} LIMIT ${limit}
      ) x`.execute(db);
    return rows;
  }
  // SQLite: one compound statement of the same per-word walks. A statement per word (and category) cost a prepare and
  // a round through the driver each: a short prefix of 64 words in two kinds took ~10 ms at 10,000 products.
  const walks = words.flatMap((word) =>
    (categories ?? [null]).map((category) => {
      const inCategory = category === null ? sql`` : sql`AND s.category_id = ${category}`;
      return sql`SELECT * FROM (SELECT s.product_id, s.name_len, s.words_len, s.position
        FROM search_name_words s JOIN products p ON p.id = s.product_id
        WHERE s.lang = ${lang} AND s.word = ${word} ${inCategory} AND p.published = 1 ORDER BY ${ORDER} LIMIT ${limit})`;
    }),
  );
  const found: Ranked[] = [];
  // SQLite allows 500 terms in a compound statement.
  for (let i = 0; i < walks.length; i += SQLITE_COMPOUND_LIMIT) {
    const { rows } = await sql<Ranked>`${sql.join(walks.slice(i, i + SQLITE_COMPOUND_LIMIT), sql` UNION ALL `)}`.execute(db);
    found.push(...rows);
  }
  return found;
}

const byOrder = (a: Ranked, b: Ranked) => a.name_len - b.name_len || a.words_len - b.words_len || a.position - b.position || a.product_id - b.product_id;

/** The best `limit` products with one of the words in their name: those of the kind categories first. */
async function bestOf<DB>(db: Kysely<DB>, words: readonly string[], kinds: readonly number[], lang: string, limit: number, skip: ReadonlySet<number>): Promise<number[]> {
  const ids: number[] = [];
  const take = (rows: Ranked[]) => {
    for (const r of rows.sort(byOrder)) {
      const id = Number(r.product_id);
      if (ids.length < limit && !skip.has(id) && !ids.includes(id)) ids.push(id);
    }
  };
  // Each word's list holds a product once, so its first `limit` (plus those to skip) contain every product of the
  // best `limit` that it is the best word of.
  const perWord = limit + skip.size;
  take(await firstOfEachWord(db, words, lang, perWord, kinds));
  if (ids.length < limit) take(await firstOfEachWord(db, words, lang, perWord + ids.length));
  return ids;
}

/**
 * Suggestions for one typed word (folded), from the name index: products of the word's kind, then the other name
 * matches, each shorter name first. A word of 5+ letters that begins no indexed word is read as the words one edit
 * away (each as a prefix), so a typo match never competes with an exact one; a word of a synonym group (decision
 * 0112) also as the group's other words (each as a prefix).
 */
export async function suggestByName<DB>(
  db: Kysely<DB>,
  term: string,
  lang: string,
  limit: number,
  categoryKinds: CategoryKindsOf,
  synonyms: SynonymsOf,
): Promise<number[]> {
  const [prefixed, langKinds, groups] = await Promise.all([wordsWithPrefix(db, term, lang), categoryKinds(lang), synonyms(lang)]);
  let words = prefixed;
  let kindWords = [term];
  if (words.length === 0) {
    const typed = await typoPrefixWords(db, term, lang);
    words = typed.words;
    kindWords = typed.typos;
  }
  const same = expandWord(term, groups);
  if (same.length > 0) {
    const theirs = await Promise.all(same.map((word) => wordsWithPrefix(db, word, lang)));
    words = [...new Set([...words, ...theirs.flat()])];
    kindWords = [...kindWords, ...same];
  }
  const kinds = kindCategories(kindWords, langKinds);
  const ids = await bestOf(db, words, kinds, lang, limit, new Set());
  if (ids.length >= limit || kinds.length === 0) return ids;
  return [...ids, ...(await productsOfKinds(db, kinds, limit - ids.length, ids))];
}

/**
 * Products of the kind categories that the name matches did not list, in catalogue order: a word that names the
 * products' kind (Serbian "klupe", benches, where the products are named "Klupa …") finds them before any product
 * that only mentions the word in its description. One range of the category index instead of a description search
 * over thousands of matches. A product without a text in the language is listed as the catalogue lists it (in Slovak).
 */
async function productsOfKinds<DB>(db: Kysely<DB>, kinds: readonly number[], limit: number, listed: readonly number[]): Promise<number[]> {
  const notListed = listed.length > 0 ? sql`AND p.id NOT IN (${sql.join(listed.map((id) => sql`${id}`))})` : sql``;
  // Each kind walks its own range of the category index in order (one sort over several kinds' products would read
  // and sort thousands of rows); the few lists are merged here.
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const { rows } = await sql<{ id: number; position: number }>`SELECT p.id, p.position FROM products p
        WHERE p.category_id = ${kind} AND p.published = 1 ${notListed} ORDER BY p.position, p.id LIMIT ${limit}`.execute(db);
      return rows;
    }),
  );
  return lists
    .flat()
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .slice(0, limit)
    .map((r) => Number(r.id));
}

/** Whether the name index can answer a query: one word of letters only (longer queries use the full-text index). */
export const answersByName = (terms: readonly string[]): boolean => terms.length === 1 && isVocabularyWord(terms[0]!);
