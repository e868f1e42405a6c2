// Product search and autosuggestion: in the request language, falling back to Slovak when it finds nothing.
import type { Kysely } from 'kysely';
import { DEFAULT_LANG } from '../../lib/lang.ts';
import type { Database } from '../../db/schema.ts';
import type { ProductListItem, Suggestion } from '@shop/shared/contracts/catalog';
import type { ListMeta } from '@shop/shared/contracts/common';
import type { CatalogService } from '../catalog/service.ts';
import { listMeta } from '../catalog/service.ts';
import { countMatches, findMatches, findNameMatches, toMatchQuery, type MatchQuery } from './repository.ts';

export const SEARCH_PER_PAGE = 12;
export const SUGGESTION_LIMIT = 10;
/** Answers kept in memory (suggestion lists and result pages, per language and query); beyond that the oldest go first. */
export const SEARCH_CACHE_LIMIT = 5000;
import { MIN_SEARCH_LENGTH as MIN_QUERY_LENGTH } from '@shop/shared/contracts/limits';

export { MIN_QUERY_LENGTH };

export function createSearchService(db: Kysely<Database>, catalog: CatalogService) {
  const suggestions = createAnswerCache<Suggestion[]>(db);
  const results = createAnswerCache<{ data: ProductListItem[]; meta: ListMeta }>(db);

  /** Name matches first (the fast path); only when they are too few, the matches in descriptions too. */
  async function loadSuggestions(match: MatchQuery, lang: string): Promise<Suggestion[]> {
    let ids = await findNameMatches(db, match, lang, SUGGESTION_LIMIT);
    if (ids.length < SUGGESTION_LIMIT) ids = await findMatches(db, match, lang, SUGGESTION_LIMIT, 0);
    if (ids.length === 0 && lang !== DEFAULT_LANG) ids = await findMatches(db, match, DEFAULT_LANG, SUGGESTION_LIMIT, 0);
    const items = await catalog.productListItems(ids, lang);
    return items.map((i) => ({ uuid: i.uuid, name: i.name, slug: i.slug, thumb_url: i.thumb_url }));
  }
  /** The language to search in: the request language when it has matches, else Slovak. */
  async function searchLang(match: MatchQuery, lang: string): Promise<{ lang: string; total: number }> {
    const total = await countMatches(db, match, lang);
    if (total > 0 || lang === DEFAULT_LANG) return { lang, total };
    return { lang: DEFAULT_LANG, total: await countMatches(db, match, DEFAULT_LANG) };
  }

  return {
    async search(query: string, lang: string, page: number, perPage = SEARCH_PER_PAGE): Promise<{ data: ProductListItem[]; meta: ListMeta }> {
      const match = toMatchQuery(query, lang);
      if (match === null) return { data: [], meta: listMeta(page, perPage, 0) };
      return results.get(`${lang}|${page}|${perPage}|${match.any}`, async () => {
        const found = await searchLang(match, lang);
        const ids = found.total > 0 ? await findMatches(db, match, found.lang, perPage, (page - 1) * perPage) : [];
        return { data: await catalog.productListItems(ids, lang), meta: listMeta(page, perPage, found.total) };
      });
    },

    async suggest(query: string, lang: string): Promise<Suggestion[]> {
      if (query.trim().length < MIN_QUERY_LENGTH) return [];
      const match = toMatchQuery(query, lang);
      if (match === null) return [];
      return suggestions.get(`${lang}|${match.any}`, () => loadSuggestions(match, lang));
    },
  };
}

/**
 * Search answers per (language, query[, page]), kept while the catalogue version stays the same: database triggers
 * bump it on every change of products, their translations and images (migration 0021), so an admin's edit is seen
 * by the next call. Visitors type the same few words; a hit costs one shared one-row read instead of a full-text
 * query that blocks the server for tens to hundreds of milliseconds on a large catalogue.
 */
function createAnswerCache<T>(db: Kysely<Database>) {
  let version: number | null = null;
  const entries = new Map<string, Promise<T>>();
  // Requests that arrive together (one turn of the event loop) share one version read: they are concurrent with
  // any write anyway, and a request sent after a write's answer comes in a later turn and reads again.
  let versionRead: Promise<number | null> | null = null;
  const readVersion = (): Promise<number | null> => {
    if (!versionRead) {
      versionRead = db
        .selectFrom('catalog_version')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirst()
        .then((row) => row?.version ?? null);
      setImmediate(() => (versionRead = null));
    }
    return versionRead;
  };
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const current = await readVersion();
      if (current === null) return load();
      if (current !== version) {
        entries.clear();
        version = current;
      }
      let hit = entries.get(key);
      if (hit) {
        entries.delete(key); // most recently used last
        entries.set(key, hit);
        return hit;
      }
      if (entries.size >= SEARCH_CACHE_LIMIT) entries.delete(entries.keys().next().value as string);
      hit = load();
      entries.set(key, hit);
      hit.catch(() => entries.delete(key));
      return hit;
    },
  };
}
