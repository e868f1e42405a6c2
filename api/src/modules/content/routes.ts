import { Type } from '@sinclair/typebox';
import { ApiError, type Lang } from '@shop/shared/contracts/common';
import { GalleryItem, GalleryKind, SiteDocument } from '@shop/shared/contracts/content';
import { ContentPage, DownloadItem, DownloadKind, HomepageModule, PostDetail, PostKind, PostList } from '@shop/shared/contracts/pages';
import type { App } from '../../types.ts';
import { bearerToken } from '../auth/index.ts';
import { PRIVATE_PAGE } from '../page-render/index.ts';
import { POSTS_PER_PAGE, type ContentService } from './service.ts';
import { inquiryRoutes } from './inquiry-routes.ts';

const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

/**
 * previews: a post's draft behind a preview token, for the browser whose access token is `bearer` (the preview
 * module's service, handed in by the app: the preview module reads the content's drafts, so content does not import it).
 */
export async function contentRoutes(
  app: App,
  opts: { content: ContentService; previews: { post: (token: string, bearer: string | undefined, slug: string, lang: Lang) => Promise<PostDetail> } },
): Promise<void> {
  const { content } = opts;

  app.get('/api/site/documents', { schema: { response: { 200: Type.Object({ data: Type.Array(SiteDocument) }) } } }, async (req) => ({
    data: await content.siteDocuments(req.lang),
  }));

  app.get(
    '/api/gallery/:kind',
    { schema: { params: Type.Object({ kind: GalleryKind }), response: { 200: Type.Object({ data: Type.Array(GalleryItem) }), 422: ApiError } } },
    async (req) => ({ data: await content.gallery(req.params.kind, req.lang) }),
  );

  // Its own plugin: the only public route that takes multipart bodies (files of an inquiry).
  await app.register(inquiryRoutes, { content });

  app.get('/api/homepage/modules', { schema: { response: { 200: Type.Object({ data: Type.Array(HomepageModule) }) } } }, async (req) => ({
    data: await content.modules(req.lang),
  }));

  app.get(
    '/api/posts',
    {
      schema: {
        querystring: Type.Object({
          kind: Type.Optional(PostKind),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
          per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: POSTS_PER_PAGE })),
          with_body: Type.Optional(Type.Boolean({ default: false })),
        }),
        response: { 200: PostList, 422: ApiError },
      },
    },
    async (req) => content.posts(req.query.kind ?? 'article', req.lang, req.query.page ?? 1, req.query.per_page ?? POSTS_PER_PAGE, req.query.with_body ?? false),
  );

  // With ?preview=<token>: an admin's draft, for the browser of the session the token was signed for (its bearer
  // token; the server's render passes the page's `token` cookie). Never stored by a browser or a proxy.
  app.get(
    '/api/posts/:slug',
    {
      schema: {
        params: SlugParams,
        querystring: Type.Object({ preview: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })) }),
        response: { 200: Type.Object({ data: PostDetail }), 404: ApiError },
      },
    },
    async (req, reply) => {
      if (req.query.preview === undefined) return { data: await content.post(req.params.slug, req.lang) };
      reply.header('cache-control', PRIVATE_PAGE);
      return { data: await opts.previews.post(req.query.preview, bearerToken(req.headers.authorization), req.params.slug, req.lang) };
    },
  );

  app.get('/api/pages/:slug', { schema: { params: SlugParams, response: { 200: Type.Object({ data: ContentPage }), 404: ApiError } } }, async (req) => ({
    data: await content.pageBySlug(req.params.slug, req.lang),
  }));

  app.get(
    '/api/pages/route/:route',
    { schema: { params: Type.Object({ route: Type.String({ minLength: 1, maxLength: 60 }) }), response: { 200: Type.Object({ data: ContentPage }), 404: ApiError } } },
    async (req) => ({ data: await content.pageForRoute(req.params.route, req.lang) }),
  );

  app.get(
    '/api/documents',
    { schema: { querystring: Type.Object({ kind: DownloadKind }), response: { 200: Type.Object({ data: Type.Array(DownloadItem) }), 422: ApiError } } },
    async (req) => ({ data: await content.downloads(req.query.kind, req.lang) }),
  );
}
