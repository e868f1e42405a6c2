// Product search and autosuggestion: in the request language, falling back to Slovak when it finds nothing.
import type { Kysely } from 'kysely';
import { DEFAULT_LANG } from '../../lib/lang.ts';
import type { Database } from '../../db/schema.ts';
import type { ProductListItem, Suggestion } from '../../schemas/catalog.ts';
import type { ListMeta } from '../../schemas/common.ts';
import type { CatalogService } from '../catalog/service.ts';
import { listMeta } from '../catalog/service.ts';
import { countMatches, findMatches, toMatchQuery } from './repository.ts';

export const SEARCH_PER_PAGE = 12;
export const SUGGESTION_LIMIT = 10;
import { MIN_SEARCH_LENGTH as MIN_QUERY_LENGTH } from '../../schemas/limits.ts';

export { MIN_QUERY_LENGTH };

export function createSearchService(db: Kysely<Database>, catalog: CatalogService) {
  /** The language to search in: the request language when it has matches, else Slovak. */
  async function searchLang(match: string, lang: string): Promise<{ lang: string; total: number }> {
    const total = await countMatches(db, match, lang);
    if (total > 0 || lang === DEFAULT_LANG) return { lang, total };
    return { lang: DEFAULT_LANG, total: await countMatches(db, match, DEFAULT_LANG) };
  }

  return {
    async search(query: string, lang: string, page: number, perPage = SEARCH_PER_PAGE): Promise<{ data: ProductListItem[]; meta: ListMeta }> {
      const match = toMatchQuery(query);
      if (match === null) return { data: [], meta: listMeta(page, perPage, 0) };
      const found = await searchLang(match, lang);
      const ids = found.total > 0 ? await findMatches(db, match, found.lang, perPage, (page - 1) * perPage) : [];
      return { data: await catalog.productListItems(ids, lang), meta: listMeta(page, perPage, found.total) };
    },

    async suggest(query: string, lang: string): Promise<Suggestion[]> {
      if (query.trim().length < MIN_QUERY_LENGTH) return [];
      const match = toMatchQuery(query);
      if (match === null) return [];
      let ids = await findMatches(db, match, lang, SUGGESTION_LIMIT, 0);
      if (ids.length === 0 && lang !== DEFAULT_LANG) ids = await findMatches(db, match, DEFAULT_LANG, SUGGESTION_LIMIT, 0);
      const items = await catalog.productListItems(ids, lang);
      return items.map((i) => ({ uuid: i.uuid, name: i.name, slug: i.slug, thumb_url: i.thumb_url }));
    },
  };
}
