// Issue 32 (5): the name index of suggestions and the typo vocabulary (decision 0061), filled from the catalogue;
// SQLite's full-text index refolded to match them.
import type { Kysely } from 'kysely';
import { isPostgres } from './frozen/dialect.ts';
import { createNameIndex, dropNameIndex, reindexNames } from './frozen/name-index.ts';
import { reindexFullText } from './frozen/search-index.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createNameIndex(db);
  await reindexNames(db);
  // SQLite's full-text index now folds й and đ as well, as the typo vocabulary does (PostgreSQL's always did).
  if (!isPostgres(db)) await reindexFullText(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropNameIndex(db);
}
