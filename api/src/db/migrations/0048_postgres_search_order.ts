// Issue 27 and 32 (decision 0066): PostgreSQL's product_search keeps the suggestion order of each row (name and text
// length, catalogue position) with an index in that order, and its trigram index of the descriptions holds the
// language too (btree_gin). Rebuilt from the catalogue; SQLite's search is unchanged.
import type { Kysely } from 'kysely';
import { isPostgres } from './frozen/dialect.ts';
import { createSearchIndex, dropSearchIndex, reindexFullText } from './frozen/search-index.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await dropSearchIndex(db);
  await createSearchIndex(db);
  await reindexFullText(db);
}

export async function down(): Promise<void> {
  // The new columns and indexes only add to what earlier code reads: nothing to undo.
}
