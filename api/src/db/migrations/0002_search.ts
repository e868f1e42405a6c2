// Full-text search index over product translations. The dialect-specific SQL lives in its frozen copy (frozen/).
import type { Kysely } from 'kysely';
import { createSearchIndex, dropSearchIndex } from './frozen/search-index.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createSearchIndex(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSearchIndex(db);
}
