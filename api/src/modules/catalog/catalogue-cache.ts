// In-process caches of answers made from the catalogue (menus, categories, products, search), each valid while the
// catalogue version stays the same: database triggers bump it on every write to categories, products and their
// translations and images (migration 0021), so a change from the admin, or from another instance, is seen by the
// next request, at the cost of one shared one-row read.
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/schema.ts';

export type CatalogueVersion = ReturnType<typeof catalogueVersion>;

/**
 * The catalogue version. With `sharedPerTurn`, one read serves the requests that arrive together (one turn of the
 * event loop): they are concurrent with any write anyway, and a request sent after a write's answer comes in a later
 * turn and reads again. Without it each call reads, so code that writes and then reads in one turn sees its write.
 */
export function catalogueVersion(db: Kysely<Database>, { sharedPerTurn }: { sharedPerTurn: boolean }) {
  let shared: Promise<number | null> | null = null;
  const readNow = () =>
    db
      .selectFrom('catalog_version')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirst()
      .then((row) => row?.version ?? null);
  return {
    /** The version now, or null without the table (an answer is then computed each time). */
    read(): Promise<number | null> {
      if (!sharedPerTurn) return readNow();
      if (!shared) {
        shared = readNow();
        setImmediate(() => (shared = null));
      }
      return shared;
    },
  };
}

/**
 * Answers by key, kept while the catalogue version stays the same; at most `limit`, the least recently used going
 * first. Failed answers (a 404, say) are not kept.
 */
export function createCatalogueCache(version: CatalogueVersion, limit: number) {
  let keptUnder: number | null = null;
  const entries = new LRUCache<string, Promise<unknown>>({ max: limit });

  /** The entry under version `current`, else `load`'s answer kept under it. */
  function under<T>(current: number | null, key: string, load: () => Promise<T>): Promise<T> {
    if (current === null) return load();
    if (current !== keptUnder) {
      entries.clear();
      keptUnder = current;
    }
    let hit = entries.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    hit = load();
    entries.set(key, hit);
    hit.catch(() => entries.delete(key));
    return hit;
  }

  return {
    /**
     * The answer under the version now. A miss is computed after the version is read, never alongside it: on
     * PostgreSQL its queries could otherwise run before a change that the read already sees, and keep the answer from
     * before the change under the version after it.
     */
    async get<T>(key: string, load: (version: number | null) => Promise<T>): Promise<T> {
      const current = await version.read();
      return under(current, key, () => load(current));
    },
    /** The answer under a version the caller has just read (a part of the answer it computes), without reading it. */
    at<T>(current: number | null, key: string, load: () => Promise<T>): Promise<T> {
      return under(current, key, load);
    },
    /** Forgets every answer (another instance said the catalogue changed; tests and tools). */
    clear(): void {
      entries.clear();
      keptUnder = null;
    },
  };
}
