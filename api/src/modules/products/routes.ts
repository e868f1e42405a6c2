// The catalogue's product list in one request: a category filter (with its subcategories), a text filter (the
// product search, restricted to the category), or both, a page at a time.
import { ProductList, ProductListQuery } from '@shop/shared/contracts/catalog';
import { ApiError } from '@shop/shared/contracts/common';
import { LIST_PAGE_SIZE, MIN_SEARCH_LENGTH } from '@shop/shared/contracts/limits';
import { unprocessable } from '../../lib/errors.ts';
import { assertValidListQuery } from '../../lib/list-query.ts';
import type { App } from '../../types.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { SearchService } from '../search/index.ts';

export async function productsRoutes(app: App, opts: { catalog: CatalogService; search: SearchService }): Promise<void> {
  const { catalog, search } = opts;

  app.get(
    '/api/products',
    {
      // A bad page or size is answered here, with a message code, rather than by the generic validation answer.
      attachValidation: true,
      schema: { querystring: ProductListQuery, response: { 200: ProductList, 404: ApiError, 422: ApiError } },
    },
    async (req, reply) => {
      assertValidListQuery(req);
      // An empty filter (as a form leaves it: `?category=&q=`) is no filter.
      const slug = (req.query.category ?? '').trim();
      const text = (req.query.q ?? '').trim();
      if (text !== '' && text.length < MIN_SEARCH_LENGTH) {
        const coded = { code: 'search.tooShort', params: { min: MIN_SEARCH_LENGTH } };
        throw unprocessable(
          `The search text needs at least ${MIN_SEARCH_LENGTH} characters`,
          [{ field: 'q', message: `must have at least ${MIN_SEARCH_LENGTH} characters`, ...coded }],
          coded,
        );
      }
      const page = req.query.page ?? 1;
      const perPage = req.query.per_page ?? LIST_PAGE_SIZE;
      // Served from the catalogue's and the search's in-process caches, which the catalogue version invalidates on
      // every change; like the category lists it carries no browser max-age, so a product the admin publishes is
      // listed at once. Vary names the header that chooses the language.
      reply.header('vary', 'Localization, Accept-Encoding');
      const filter = slug ? await catalog.categoryFilter(slug, req.lang) : null;
      if (text) {
        const found = await search.search(text, req.lang, page, perPage, filter?.ids);
        return { ...found, category: filter?.category ?? null };
      }
      return { ...(await catalog.productList(req.lang, page, perPage, slug || null)), category: filter?.category ?? null };
    },
  );
}
