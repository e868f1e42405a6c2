// Product search and autosuggestion: in the request language, falling back to Slovak when it finds nothing.
import type { Kysely } from 'kysely';
import { DEFAULT_LANG } from '../../lib/lang.ts';
import type { Database } from '../../db/schema.ts';
import type { ProductListItem, Suggestion } from '@shop/shared/contracts/catalog';
import type { ListMeta } from '@shop/shared/contracts/common';
import { LANG_CODES } from '@shop/shared/languages';
import { type CatalogService, catalogueVersion, createCatalogueCache } from '../catalog/index.ts';
import { listMeta } from '../../lib/list-query.ts';
import { answersByName, readCategoryKinds, suggestByName, type CategoryKindsOf } from './name-index.ts';
import { readSynonyms, type SynonymsOf } from './synonyms.ts';
import { countMatches, findMatches, findMoreMatches, findNameMatches, resolveMatch, toMatchQuery, type MatchQuery } from './repository.ts';

export const SEARCH_PER_PAGE = 12;
export const SUGGESTION_LIMIT = 10;
/** Answers kept in memory (suggestion lists and result pages, per language and query); beyond that the oldest go first. */
export const SEARCH_CACHE_LIMIT = 5000;
import { MIN_SEARCH_LENGTH as MIN_QUERY_LENGTH } from '@shop/shared/contracts/limits';

export { MIN_QUERY_LENGTH };

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService(db: Kysely<Database>, catalog: CatalogService) {
  // Answers per (language, query[, page]): visitors type the same few words, and a hit costs the shared version read
  // instead of queries that block the server for milliseconds (tens on a large catalogue).
  const catalogue = catalogueVersion(db, { sharedPerTurn: true });
  const suggestions = createCatalogueCache(catalogue, SEARCH_CACHE_LIMIT);
  const results = createCatalogueCache(catalogue, SEARCH_CACHE_LIMIT);
  const kinds = createCatalogueCache(catalogue, LANG_CODES.length);
  // The synonym groups of each language, likewise: a change of them moves the catalogue version (migration 0087), so
  // every instance reads them again, and its answers made with the old ones go with the version.
  const synonyms = createCatalogueCache(catalogue, LANG_CODES.length);
  // The kinds (category names) of each language, kept under the catalogue version the answer being computed read:
  // no query of their own while the catalogue is unchanged, where they cost a query per answer (two with a typo).
  const kindsAt =
    (version: number | null): CategoryKindsOf =>
    (lang) =>
      kinds.at(version, lang, () => readCategoryKinds(db, lang));
  const synonymsAt =
    (version: number | null): SynonymsOf =>
    (lang) =>
      synonyms.at(version, lang, () => readSynonyms(db, lang));

  /** The name matches (one word: from the name index), then, when they are too few, the matches in descriptions too. */
  async function suggestionIds(match: MatchQuery, lang: string, categoryKinds: CategoryKindsOf, synonymsOf: SynonymsOf): Promise<number[]> {
    let resolved: MatchQuery | null = null;
    const resolve = async () => (resolved ??= await resolveMatch(db, match, lang, categoryKinds, synonymsOf));
    const ids = answersByName(match.terms)
      ? await suggestByName(db, match.terms[0]!, lang, SUGGESTION_LIMIT, categoryKinds, synonymsOf)
      : await findNameMatches(db, await resolve(), lang, SUGGESTION_LIMIT);
    if (ids.length >= SUGGESTION_LIMIT) return ids;
    return [...ids, ...(await findMoreMatches(db, await resolve(), lang, SUGGESTION_LIMIT - ids.length, ids))];
  }
  async function loadSuggestions(match: MatchQuery, lang: string, categoryKinds: CategoryKindsOf, synonymsOf: SynonymsOf): Promise<Suggestion[]> {
    let ids = await suggestionIds(match, lang, categoryKinds, synonymsOf);
    if (ids.length === 0 && lang !== DEFAULT_LANG) ids = await suggestionIds(match, DEFAULT_LANG, categoryKinds, synonymsOf);
    const items = await catalog.productListItems(ids, lang);
    return items.map((i) => ({ uuid: i.uuid, name: i.name, slug: i.slug, thumb_url: i.thumb_url }));
  }
  /** The query as the request language reads it when that finds matches, else as Slovak does. */
  async function searchLang(
    match: MatchQuery,
    lang: string,
    categoryKinds: CategoryKindsOf,
    synonymsOf: SynonymsOf,
    categoryIds?: readonly number[],
  ): Promise<{ match: MatchQuery; lang: string; total: number }> {
    const here = await resolveMatch(db, match, lang, categoryKinds, synonymsOf);
    const total = await countMatches(db, here, lang, categoryIds);
    if (total > 0 || lang === DEFAULT_LANG) return { match: here, lang, total };
    const slovak = await resolveMatch(db, match, DEFAULT_LANG, categoryKinds, synonymsOf);
    return { match: slovak, lang: DEFAULT_LANG, total: await countMatches(db, slovak, DEFAULT_LANG, categoryIds) };
  }

  return {
    /** A page of the matches, best first; with categoryIds only those in these categories (the catalogue's filter). */
    async search(
      query: string,
      lang: string,
      page: number,
      perPage = SEARCH_PER_PAGE,
      categoryIds?: readonly number[],
    ): Promise<{ data: ProductListItem[]; meta: ListMeta }> {
      const match = toMatchQuery(query, lang);
      if (match === null) return { data: [], meta: listMeta(page, perPage, 0) };
      const within = categoryIds === undefined ? '' : categoryIds.join(',');
      return results.get(`${lang}|${page}|${perPage}|${within}|${match.any}`, async (version) => {
        const found = await searchLang(match, lang, kindsAt(version), synonymsAt(version), categoryIds);
        const ids = found.total > 0 ? await findMatches(db, found.match, found.lang, perPage, (page - 1) * perPage, categoryIds) : [];
        return { data: await catalog.productListItems(ids, lang), meta: listMeta(page, perPage, found.total) };
      });
    },

    async suggest(query: string, lang: string): Promise<Suggestion[]> {
      const text = query.trim();
      if (text.length < MIN_QUERY_LENGTH) return [];
      // Kept under the text as typed: a visitor's repeated word is answered without reading the query again (folding
      // it was a tenth of a cached answer's time under load).
      return suggestions.get(`${lang}|${text.toLowerCase()}`, async (version) => {
        const match = toMatchQuery(text, lang);
        return match === null ? [] : loadSuggestions(match, lang, kindsAt(version), synonymsAt(version));
      });
    },
  };
}
