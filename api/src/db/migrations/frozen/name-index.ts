// Frozen copy of the name index of suggestions and the typo vocabulary as modules/search/name-index.ts built them on
// 2026-11-29 (issue 51, 2), with the word rules it used (modules/search/words.ts). Migration 0045 creates and fills
// them through this copy, so a change of the live search code never changes what that migration did.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './dialect.ts';
import { foldWords } from './fold.ts';

// The word rules (words.ts).
/** Query words of this many letters or more may carry one typo. */
const TYPO_MIN_LENGTH = 5;
const TYPO_VOCABULARY_MIN_LENGTH = TYPO_MIN_LENGTH - 1;

/** Every string one deletion away from the word (its deletion neighbourhood of distance 1). */
function deletions(word: string): string[] {
  const letters = [...word];
  const out = new Set<string>();
  for (let i = 0; i < letters.length; i++) out.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
  return [...out];
}

/** Words worth keeping in the vocabulary: letters only (model codes and sizes stay with the full-text index). */
const isVocabularyWord = (word: string): boolean => /^\p{L}+$/u.test(word);

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

