import { CATEGORY_SORTS, FINISH_KEY_PATTERN, MAX_PRICE_FILTER, MAX_SIZE_MM, listingFromParams } from '@shop/shared/contracts/category-listing';
import { Type } from '@sinclair/typebox';
import { CategoryDetail, MenuCategory, ProductDetail, TopCategory } from '@shop/shared/contracts/catalog';
import { ApiError } from '@shop/shared/contracts/common';
import { unprocessable } from '../../lib/errors.ts';
import { fieldErrors } from '../../plugins/error-handler.ts';
import type { App } from '../../types.ts';
import { DEFAULT_PER_PAGE, type CatalogService } from './service.ts';

const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 300 }) });

export async function catalogRoutes(app: App, opts: { catalog: CatalogService }): Promise<void> {
  const { catalog } = opts;

  // The menu and the top categories change rarely: browsers may keep them for a minute (per language), which is
  // what lets the shell prefetch them for the links of static routes.
  const briefly = (reply: { header: (name: string, value: string) => unknown }) => {
    reply.header('cache-control', 'public, max-age=60');
    reply.header('vary', 'Localization, Accept-Encoding');
  };

  app.get('/api/product-category/menu', { schema: { response: { 200: Type.Object({ data: Type.Array(MenuCategory) }) } } }, async (req, reply) => {
    briefly(reply);
    return { data: await catalog.menu(req.lang) };
  });

  app.get('/api/product-category/top', { schema: { response: { 200: Type.Object({ data: Type.Array(TopCategory) }) } } }, async (req, reply) => {
    briefly(reply);
    return { data: await catalog.top(req.lang) };
  });

  app.get(
    '/api/product-category/:slug',
    {
      // A malformed sort or filter is answered here, with a message code, rather than by the generic validation answer.
      attachValidation: true,
      schema: {
        params: SlugParams,
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
          per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_PER_PAGE })),
          sort: Type.Optional(Type.Union(CATEGORY_SORTS.map((sort) => Type.Literal(sort)))),
          finish: Type.Optional(Type.String({ maxLength: 500, pattern: `^(${FINISH_KEY_PATTERN.slice(1, -1)})(,(${FINISH_KEY_PATTERN.slice(1, -1)}))*$` })),
          price_min: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PRICE_FILTER })),
          price_max: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PRICE_FILTER })),
          width_min: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_SIZE_MM })),
          width_max: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_SIZE_MM })),
          height_min: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_SIZE_MM })),
          height_max: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_SIZE_MM })),
          group: Type.Optional(Type.Literal('model', { description: "a model's variants as one card (decision 0107); without it, every product" })),
        }),
        response: { 200: Type.Object({ data: CategoryDetail }), 404: ApiError, 422: ApiError },
      },
    },
    async (req) => {
      if (req.validationError) {
        const errors = fieldErrors(req.validationError.validation, 'querystring');
        throw unprocessable(`Invalid querystring: ${[...new Set(errors.map((e) => e.field))].join(', ')}`, errors, 'catalog.invalidListing');
      }
      const { page = 1, per_page: perPage = DEFAULT_PER_PAGE, sort = 'position', finish, group, ...limits } = req.query;
      // The validated values, read by the same function as the page's address, so both make the same listing.
      const listing = listingFromParams(
        new URLSearchParams({ sort, finish: finish ?? '', ...Object.fromEntries(Object.entries(limits).map(([name, value]) => [name, String(value ?? '')])) }),
      );
      return { data: await catalog.category(req.params.slug, req.lang, page, perPage, listing, group === 'model') };
    },
  );

  app.get(
    '/api/product/:slug',
    { schema: { params: SlugParams, response: { 200: Type.Object({ data: ProductDetail }), 404: ApiError } } },
    async (req) => ({ data: await catalog.product(req.params.slug, req.lang) }),
  );
}
