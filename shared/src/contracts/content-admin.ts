import { Type, type Static } from '@sinclair/typebox';
import { Lang, ListPaging, ListSearchText, listOf, SortOrder } from './common.ts';
import { HomepageModuleType, MediaImage, PostKind } from './pages.ts';

// The admin's calls for homepage modules, posts and documents (protocols and the header's static files).

/** One text per language; an empty string is "not translated". */
export const LangTexts = (max: number) =>
  Type.Object({
    sk: Type.String({ maxLength: max }),
    en: Type.String({ maxLength: max }),
    hu: Type.String({ maxLength: max }),
    sr: Type.String({ maxLength: max }),
    ru: Type.String({ maxLength: max }),
  });
export type LangTexts = Static<ReturnType<typeof LangTexts>>;

export const AdminModule = Type.Object({
  uuid: Type.String(),
  type: HomepageModuleType,
  position: Type.Integer(),
  enabled: Type.Boolean(),
  title: LangTexts(300),
  text: LangTexts(2000),
  cta_label: LangTexts(100),
  item_limit: Type.Union([Type.Integer(), Type.Null()]),
  image_path: Type.Union([Type.String(), Type.Null()]),
  image: Type.Union([MediaImage, Type.Null()]),
});
export type AdminModule = Static<typeof AdminModule>;

/** PUT /api/admin/modules/{uuid} */
export const AdminModuleUpdate = Type.Object({
  enabled: Type.Boolean(),
  title: LangTexts(300),
  text: LangTexts(2000),
  cta_label: LangTexts(100),
  item_limit: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
  image_path: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
});
export type AdminModuleUpdate = Static<typeof AdminModuleUpdate>;

/** PUT /api/admin/modules/order: every module's uuid in the new order. */
export const AdminModuleOrder = Type.Object({ uuids: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 50 }) });

export const AdminPostTranslation = Type.Object({
  title: Type.String({ maxLength: 300 }),
  slug: Type.String({ maxLength: 200 }),
  perex: Type.String({ maxLength: 1000 }),
  body_html: Type.String({ maxLength: 100000 }),
});
export type AdminPostTranslation = Static<typeof AdminPostTranslation>;

const PostTranslations = Type.Object({ sk: AdminPostTranslation, en: AdminPostTranslation, hu: AdminPostTranslation, sr: AdminPostTranslation, ru: AdminPostTranslation });

export const AdminPost = Type.Object({
  uuid: Type.String(),
  kind: PostKind,
  published: Type.Boolean(),
  published_at: Type.Union([Type.String(), Type.Null()]),
  cover_path: Type.Union([Type.String(), Type.Null()]),
  cover: Type.Union([MediaImage, Type.Null()]),
  translations: PostTranslations,
  updated_at: Type.String(),
});
export type AdminPost = Static<typeof AdminPost>;

export const AdminPostListItem = Type.Object({
  uuid: Type.String(),
  kind: PostKind,
  published: Type.Boolean(),
  published_at: Type.Union([Type.String(), Type.Null()]),
  title: Type.String({ description: 'in the request language, else Slovak' }),
  languages: Type.Array(Type.String(), { description: 'the languages the post is translated into' }),
  cover: Type.Union([MediaImage, Type.Null()]),
  updated_at: Type.String(),
});
export type AdminPostListItem = Static<typeof AdminPostListItem>;

/**
 * The posts screen's sort columns: the publication date (posts without one last), the title in the request language
 * (the Slovak one where it has none; case and diacritics ignored) or the last change.
 */
export const PostSort = Type.Union([Type.Literal('published_at'), Type.Literal('title'), Type.Literal('updated_at')]);
export type PostSort = Static<typeof PostSort>;

/**
 * GET /api/admin/posts: a page of the posts of every state. q finds a part of a title or lead in any language (case and
 * diacritics ignored). Without a sort the newest publication date comes first; without an order dates run newest
 * first and titles A to Z. A bad value is answered 422 `list.invalidQuery`.
 */
export const AdminPostQuery = Type.Object(
  {
    kind: Type.Optional(PostKind),
    q: Type.Optional(ListSearchText),
    sort: Type.Optional(PostSort),
    order: Type.Optional(SortOrder),
    ...ListPaging,
  },
  { additionalProperties: false },
);
export type AdminPostQuery = Static<typeof AdminPostQuery>;

export const AdminPostList = listOf(AdminPostListItem);
export type AdminPostList = Static<typeof AdminPostList>;

/** POST /api/admin/posts and PUT /api/admin/posts/{uuid}. Slovak is required; an empty title leaves a language out. */
export const AdminPostBody = Type.Object({
  kind: PostKind,
  published: Type.Boolean(),
  published_at: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]),
  cover_path: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  translations: PostTranslations,
});
export type AdminPostBody = Static<typeof AdminPostBody>;

/**
 * POST /api/admin/posts/preview: the post as the form holds it (saved or not), the post it edits (null for a new
 * one) and the language of the open tab. The draft is kept for the preview only; nothing public changes.
 */
export const PostPreviewBody = Type.Object({
  uuid: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]),
  lang: Lang,
  post: AdminPostBody,
});
export type PostPreviewBody = Static<typeof PostPreviewBody>;

/** The preview's address on the public site (path and query, with its signed token) and when it stops working. */
export const PostPreviewAnswer = Type.Object({
  url: Type.String(),
  expires_at: Type.String({ description: 'ISO date and time' }),
});
export type PostPreviewAnswer = Static<typeof PostPreviewAnswer>;

export const AdminDocumentKind = Type.Union([Type.Literal('site'), Type.Literal('protocol'), Type.Literal('assembly'), Type.Literal('price-list')]);
export type AdminDocumentKind = Static<typeof AdminDocumentKind>;

export const AdminDocumentFile = Type.Object({
  title: Type.String({ maxLength: 300 }),
  path: Type.String({ maxLength: 500, description: 'relative to the media folder; empty: not offered in this language' }),
});

const DocumentFiles = Type.Object({ sk: AdminDocumentFile, en: AdminDocumentFile, hu: AdminDocumentFile, sr: AdminDocumentFile, ru: AdminDocumentFile });

export const AdminDocument = Type.Object({
  uuid: Type.String(),
  kind: AdminDocumentKind,
  key: Type.Union([Type.String(), Type.Null()]),
  position: Type.Integer(),
  files: Type.Object({
    sk: Type.Union([Type.Object({ title: Type.String(), path: Type.String(), url: Type.String(), size_bytes: Type.Integer() }), Type.Null()]),
    en: Type.Union([Type.Object({ title: Type.String(), path: Type.String(), url: Type.String(), size_bytes: Type.Integer() }), Type.Null()]),
    hu: Type.Union([Type.Object({ title: Type.String(), path: Type.String(), url: Type.String(), size_bytes: Type.Integer() }), Type.Null()]),
    sr: Type.Union([Type.Object({ title: Type.String(), path: Type.String(), url: Type.String(), size_bytes: Type.Integer() }), Type.Null()]),
    ru: Type.Union([Type.Object({ title: Type.String(), path: Type.String(), url: Type.String(), size_bytes: Type.Integer() }), Type.Null()]),
  }),
});
export type AdminDocument = Static<typeof AdminDocument>;

/** The documents screen's sort columns: their order on the site, or the title in the request language. */
export const DocumentSort = Type.Union([Type.Literal('position'), Type.Literal('title')]);
export type DocumentSort = Static<typeof DocumentSort>;

/**
 * GET /api/admin/documents: a page of one kind's documents (protocols and price lists pile up over the years). q finds
 * a part of a title or file name in any language; missing keeps the documents without a file in that language.
 */
export const AdminDocumentQuery = Type.Object(
  {
    kind: Type.Optional(AdminDocumentKind),
    q: Type.Optional(ListSearchText),
    missing: Type.Optional(Lang),
    sort: Type.Optional(DocumentSort),
    order: Type.Optional(SortOrder),
    ...ListPaging,
  },
  { additionalProperties: false },
);
export type AdminDocumentQuery = Static<typeof AdminDocumentQuery>;

export const AdminDocumentList = listOf(AdminDocument);
export type AdminDocumentList = Static<typeof AdminDocumentList>;

/** POST /api/admin/documents (new protocols, instructions, price lists) and PUT /api/admin/documents/{uuid}. */
export const AdminDocumentBody = Type.Object({
  kind: Type.Union([Type.Literal('protocol'), Type.Literal('assembly'), Type.Literal('price-list')]),
  files: DocumentFiles,
});
export type AdminDocumentBody = Static<typeof AdminDocumentBody>;

/** PUT body of a document: the header's static files keep their kind, so it is optional there. */
export const AdminDocumentUpdate = Type.Object({
  kind: Type.Optional(Type.Union([Type.Literal('protocol'), Type.Literal('assembly'), Type.Literal('price-list')])),
  files: DocumentFiles,
});
export type AdminDocumentUpdate = Static<typeof AdminDocumentUpdate>;
