import { Type } from '@sinclair/typebox';
import { unprocessable } from '../../lib/errors.ts';
import { ProductListItem, Suggestion } from '@shop/shared/contracts/catalog';
import { ApiError, ListMeta } from '@shop/shared/contracts/common';
import type { App } from '../../types.ts';
import { MIN_QUERY_LENGTH, type SearchService } from './service.ts';

export async function searchRoutes(app: App, opts: { search: SearchService }): Promise<void> {
  const { search } = opts;

  app.get(
    '/api/search/search',
    {
      schema: {
        querystring: Type.Object({
          query: Type.String({ maxLength: 200 }),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
        }),
        response: { 200: Type.Object({ data: Type.Array(ProductListItem), meta: ListMeta }), 422: ApiError },
      },
    },
    async (req) => {
      const query = req.query.query.trim();
      if (query.length < MIN_QUERY_LENGTH) {
        throw unprocessable(`The search text needs at least ${MIN_QUERY_LENGTH} characters`, [
          { field: 'query', message: `must have at least ${MIN_QUERY_LENGTH} characters` },
        ]);
      }
      return search.search(query, req.lang, req.query.page ?? 1);
    },
  );

  app.get(
    '/api/search/autosuggestion',
    {
      schema: {
        querystring: Type.Object({ query: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: Type.Object({ data: Type.Array(Suggestion) }) },
      },
    },
    async (req) => ({ data: await search.suggest(req.query.query ?? '', req.lang) }),
  );
}
