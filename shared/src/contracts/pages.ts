import { Type, type Static } from '@sinclair/typebox';
import { listOf, Slugs } from './common.ts';

// The content of the public pages (the content module): pages by slug, posts, homepage modules and downloads.

export const MediaImage = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() });
export type MediaImage = Static<typeof MediaImage>;

/** A content page: bound to a fixed route (about, technologies, custom-production, article-we-support) or reached by slug. */
export const ContentPage = Type.Object({
  uuid: Type.String(),
  route: Type.Union([Type.String(), Type.Null()], { description: 'the fixed route it belongs to, or null for /{lang}/{slug}' }),
  slug: Type.String(),
  slugs: Slugs,
  title: Type.String(),
  description: Type.String(),
  body_html: Type.String({ description: 'sanitised HTML' }),
  cover: Type.Union([MediaImage, Type.Null()]),
});
export type ContentPage = Static<typeof ContentPage>;

export const PostKind = Type.Union([Type.Literal('article'), Type.Literal('career')]);
export type PostKind = Static<typeof PostKind>;

export const PostListItem = Type.Object({
  uuid: Type.String(),
  kind: PostKind,
  slug: Type.String(),
  title: Type.String(),
  perex: Type.String(),
  published_at: Type.Union([Type.String(), Type.Null()], { description: 'ISO date; null when the post has none' }),
  cover: Type.Union([MediaImage, Type.Null()]),
  /** Only with `?with_body=true` (the career page shows its offers in full). */
  body_html: Type.Optional(Type.String()),
});
export type PostListItem = Static<typeof PostListItem>;

/** GET /api/posts?kind=&page=: `{ data: PostListItem[], meta: ListMeta }`. */
export const PostList = listOf(PostListItem);
export type PostList = Static<typeof PostList>;

/** GET /api/posts/{slug} */
export const PostDetail = Type.Composite([
  PostListItem,
  Type.Object({
    slugs: Slugs,
    body_html: Type.String({ description: 'sanitised HTML' }),
    /** Only in the answer to `?preview=<token>`: an admin's unpublished draft, and when its preview ends. */
    preview: Type.Optional(Type.Object({ expires_at: Type.String({ description: 'ISO date and time' }) })),
  }),
]);
export type PostDetail = Static<typeof PostDetail>;

export const HomepageModuleType = Type.Union([Type.Literal('hero'), Type.Literal('top-categories'), Type.Literal('latest-articles'), Type.Literal('custom-production')]);
export type HomepageModuleType = Static<typeof HomepageModuleType>;

/** GET /api/homepage/modules: the enabled sections of the home page in order, texts in the request language. */
export const HomepageModule = Type.Object({
  uuid: Type.String(),
  type: HomepageModuleType,
  title: Type.String(),
  text: Type.String(),
  cta_label: Type.String(),
  image: Type.Union([MediaImage, Type.Null()]),
  item_limit: Type.Union([Type.Integer(), Type.Null()]),
});
export type HomepageModule = Static<typeof HomepageModule>;

export const DownloadKind = Type.Union([Type.Literal('protocol'), Type.Literal('assembly'), Type.Literal('price-list')]);
export type DownloadKind = Static<typeof DownloadKind>;

/** GET /api/documents?kind=: the documents of a download page (protocols, assembly instructions, price lists). */
export const DownloadItem = Type.Object({
  uuid: Type.String(),
  kind: DownloadKind,
  title: Type.String(),
  url: Type.String(),
  size_bytes: Type.Integer(),
});
export type DownloadItem = Static<typeof DownloadItem>;
