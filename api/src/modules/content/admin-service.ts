// The admin's content management: homepage modules, posts (rich text sanitised on the server) and documents.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../types.ts';
import type { AuditEvent } from '../audit/index.ts';
import { HttpError, conflict, invalidFields, notFound, unprocessable, type FieldError } from '../../lib/errors.ts';
import { mediaUrl } from '../../lib/media.ts';
import { slugify } from '../../lib/text.ts';
import { postSearchText, sortKey } from '../../lib/list-keys.ts';
import { listMeta } from '../../lib/list-query.ts';
import { LANG_CODES, type Lang } from '@shop/shared/languages';
import type {
  AdminDocument,
  AdminDocumentBody,
  AdminDocumentList,
  AdminDocumentQuery,
  AdminDocumentUpdate,
  AdminModule,
  AdminModuleUpdate,
  AdminPost,
  AdminPostBody,
  AdminPostList,
  AdminPostQuery,
  LangTexts,
} from '@shop/shared/contracts/content-admin';
import type { HomepageModuleType, MediaImage, PostKind } from '@shop/shared/contracts/pages';
import { createContentRepository } from './repository.ts';
import { sanitizeRichText } from './sanitize.ts';
import { mediaImage, pickText } from './service.ts';

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Slugs of fixed routes under /article/ that a post must not take. */
const RESERVED_POST_SLUGS = new Set(['we-support']);
const IMAGE_EXT = new Set(['.webp', '.jpg', '.jpeg', '.png']);

/** A post's unsaved state, normalised: what a preview shows. Languages without a title are left out. */
export interface PostDraft {
  kind: PostKind;
  published_at: string | null;
  cover: MediaImage | null;
  translations: Partial<Record<Lang, { title: string; slug: string; perex: string; body_html: string }>>;
}

export interface AuditLike {
  record: (auth: AuthContext | null, event: AuditEvent) => Promise<void>;
}

/** A post's stored translation with the folded texts the admin's list searches and sorts by. */
const translationRow = (postId: number, r: { lang: Lang; title: string; slug: string; perex: string; body_html: string }) => ({
  post_id: postId,
  ...r,
  search_text: postSearchText(r.title, r.perex),
  title_key: sortKey(r.title),
});

const emptyTexts = (): LangTexts => ({ sk: '', en: '', hu: '', sr: '', ru: '' });
const textsOf = (values: Record<string, string> | undefined): LangTexts => ({ ...emptyTexts(), ...Object.fromEntries(LANG_CODES.map((l) => [l, values?.[l] ?? ''])) });

export function createContentAdminService(db: Kysely<Database>, opts: { mediaDir: string }) {
  const repo = createContentRepository(db);

  /**
   * A stored media path that stays inside the media folder and names an existing file of the kind: an image (WebP,
   * JPEG or PNG) or a PDF document.
   */
  function checkMediaPath(rel: string, field: string, kind: 'image' | 'pdf'): FieldError | null {
    const normalized = path.posix.normalize(rel);
    if (rel.includes('\\') || rel.includes('\0') || normalized.startsWith('..') || path.posix.isAbsolute(rel) || normalized !== rel) {
      return { field, message: 'must be a path inside the media folder', code: 'upload.invalidPath' };
    }
    const extension = path.posix.extname(rel).toLowerCase();
    if (kind === 'image' && !IMAGE_EXT.has(extension)) return { field, message: 'must be an image (WebP, JPEG or PNG)', code: 'upload.notImage' };
    if (kind === 'pdf' && extension !== '.pdf') return { field, message: 'must be a PDF document', code: 'upload.notPdf' };
    const file = path.join(opts.mediaDir, rel);
    if (!existsSync(file) || !statSync(file).isFile()) return { field, message: 'names no uploaded file', code: 'upload.missing' };
    return null;
  }

  function moduleOf(m: Awaited<ReturnType<typeof repo.modules>>[number]): AdminModule {
    const texts = JSON.parse(m.texts_json) as Record<string, Record<string, string>>;
    return {
      uuid: m.uuid,
      type: m.type as HomepageModuleType,
      position: m.position,
      enabled: m.enabled === 1,
      title: textsOf(texts['title']),
      text: textsOf(texts['text']),
      cta_label: textsOf(texts['cta_label']),
      item_limit: m.item_limit,
      image_path: m.image_path,
      image: mediaImage(m.image_path, m.image_width, m.image_height),
    };
  }

  async function postOf(uuid: string): Promise<AdminPost> {
    const post = await repo.postByUuid(uuid);
    if (!post) throw notFound(`Post not found: ${uuid}`, 'post.notFound');
    const trs = await repo.postTranslations([post.id]);
    const translations = Object.fromEntries(
      LANG_CODES.map((lang) => {
        const t = trs.find((r) => r.lang === lang);
        return [lang, { title: t?.title ?? '', slug: t?.slug ?? '', perex: t?.perex ?? '', body_html: t?.body_html ?? '' }];
      }),
    ) as AdminPost['translations'];
    return {
      uuid: post.uuid,
      kind: post.kind,
      published: post.published === 1,
      published_at: post.published_at,
      cover_path: post.cover_path,
      cover: mediaImage(post.cover_path, post.cover_width, post.cover_height),
      translations,
      updated_at: post.updated_at,
    };
  }

  /** Validates and normalises a post body: sanitised HTML, slugs from titles, unique slugs per language. */
  async function preparePost(body: AdminPostBody, postId: number | null) {
    const { rows, cover } = await normalizePost(body, postId);
    for (const row of rows) {
      if (await repo.postSlugTaken(row.lang, row.slug, postId)) {
        throw new HttpError(409, `The slug "${row.slug}" is already used by another post in ${row.lang}`, [{ field: `translations.${row.lang}.slug`, message: 'is already used by another post', code: 'slug.taken.post', params: { slug: row.slug } }], { code: 'slug.taken.post', params: { slug: row.slug } });
      }
    }
    return { rows, cover };
  }

  /** A post body checked and normalised as it would be stored (sanitised HTML, slugs from titles, the cover's size). */
  async function normalizePost(body: AdminPostBody, postId: number | null) {
    const errors: FieldError[] = [];
    const rows: Array<{ lang: Lang; title: string; slug: string; perex: string; body_html: string }> = [];
    for (const lang of LANG_CODES) {
      const t = body.translations[lang];
      const title = t.title.trim();
      if (!title) {
        if (lang === 'sk') errors.push({ field: 'translations.sk.title', message: 'is required', code: 'field.required' });
        continue;
      }
      const slug = (t.slug.trim() || slugify(title)).toLowerCase();
      if (!SLUG_RE.test(slug)) errors.push({ field: `translations.${lang}.slug`, message: 'may hold only a-z, 0-9 and single hyphens', code: 'slug.invalid' });
      else if (RESERVED_POST_SLUGS.has(slug)) errors.push({ field: `translations.${lang}.slug`, message: 'is reserved for a page of the site', code: 'slug.reserved' });
      rows.push({ lang, title, slug, perex: t.perex.trim(), body_html: sanitizeRichText(t.body_html) });
    }
    let cover: { path: string; width: number; height: number } | null = null;
    const kept = postId === null ? undefined : await repo.post(postId);
    if (body.cover_path && kept && kept.cover_path === body.cover_path && kept.cover_width && kept.cover_height) {
      cover = { path: kept.cover_path, width: kept.cover_width, height: kept.cover_height };
    } else if (body.cover_path) {
      const problem = checkMediaPath(body.cover_path, 'cover_path', 'image');
      if (problem) errors.push(problem);
      else {
        const sharp = (await import('sharp')).default;
        try {
          const meta = await sharp(path.join(opts.mediaDir, body.cover_path)).metadata();
          cover = { path: body.cover_path, width: meta.width ?? 0, height: meta.height ?? 0 };
        } catch {
          errors.push({ field: 'cover_path', message: 'is not a readable image', code: 'upload.unreadableImage' });
        }
      }
    }
    if (body.published_at !== null && Number.isNaN(Date.parse(`${body.published_at}T00:00:00Z`))) errors.push({ field: 'published_at', message: 'is not a date', code: 'field.invalid' });
    if (errors.length > 0) throw invalidFields(`Invalid body: ${[...new Set(errors.map((e) => e.field))].join(', ')}`, errors);
    return { rows, cover };
  }

  async function documentOf(uuid: string): Promise<AdminDocument> {
    const doc = await repo.documentByUuid(uuid);
    if (!doc) throw notFound(`Document not found: ${uuid}`, 'document.notFound');
    return (await documentsOf([doc]))[0]!;
  }

  async function documentsOf(docs: Awaited<ReturnType<typeof repo.documentPage>>): Promise<AdminDocument[]> {
    const files = await repo.documentFiles(docs.map((d) => d.id));
    return docs.map((d) => ({
      uuid: d.uuid,
      kind: d.kind,
      key: d.key,
      position: d.position,
      files: Object.fromEntries(
        LANG_CODES.map((lang) => {
          const f = files.find((x) => x.document_id === d.id && x.lang === lang);
          return [lang, f ? { title: f.title, path: f.path, url: mediaUrl(f.path), size_bytes: f.size_bytes } : null];
        }),
      ) as AdminDocument['files'],
    }));
  }

  function prepareFiles(files: AdminDocumentBody['files'], requireSlovak: boolean) {
    const errors: FieldError[] = [];
    const rows: Array<{ lang: Lang; title: string; path: string; size_bytes: number }> = [];
    for (const lang of LANG_CODES) {
      const f = files[lang];
      const title = f.title.trim();
      const rel = f.path.trim();
      if (!title && !rel) {
        if (lang === 'sk' && requireSlovak) errors.push({ field: 'files.sk', message: 'is required', code: 'document.slovakRequired' });
        continue;
      }
      if (!title) errors.push({ field: `files.${lang}.title`, message: 'is required with a file', code: 'document.titleRequired' });
      if (!rel) {
        errors.push({ field: `files.${lang}.path`, message: 'is required with a title', code: 'document.fileRequired' });
        continue;
      }
      const problem = checkMediaPath(rel, `files.${lang}.path`, 'pdf');
      if (problem) errors.push(problem);
      else rows.push({ lang, title, path: rel, size_bytes: statSync(path.join(opts.mediaDir, rel)).size });
    }
    if (rows.length === 0 && errors.length === 0) errors.push({ field: 'files', message: 'need at least one language', code: 'document.noFiles' });
    if (errors.length > 0) throw invalidFields(`Invalid body: ${[...new Set(errors.map((e) => e.field))].join(', ')}`, errors);
    return rows;
  }

  return {
    async modules(): Promise<AdminModule[]> {
      return (await repo.modules(false)).map(moduleOf);
    },

    async updateModule(uuid: string, body: AdminModuleUpdate): Promise<AdminModule> {
      const existing = await db.selectFrom('homepage_modules').selectAll().where('uuid', '=', uuid).executeTakeFirst();
      if (!existing) throw notFound(`Module not found: ${uuid}`, 'module.notFound');
      const errors: FieldError[] = [];
      if (!body.title.sk.trim() && existing.type !== 'top-categories') errors.push({ field: 'title.sk', message: 'is required', code: 'field.required' });
      let image: { path: string; width: number; height: number } | null = null;
      if (body.image_path && body.image_path === existing.image_path && existing.image_width && existing.image_height) {
        image = { path: existing.image_path, width: existing.image_width, height: existing.image_height };
      } else if (body.image_path) {
        const problem = checkMediaPath(body.image_path, 'image_path', 'image');
        if (problem) errors.push(problem);
        else {
          const sharp = (await import('sharp')).default;
          const meta = await sharp(path.join(opts.mediaDir, body.image_path)).metadata();
          image = { path: body.image_path, width: meta.width ?? 0, height: meta.height ?? 0 };
        }
      }
      if (errors.length > 0) throw invalidFields(`Invalid body: ${errors.map((e) => e.field).join(', ')}`, errors);
      const trim = (t: LangTexts): LangTexts => Object.fromEntries(LANG_CODES.map((l) => [l, t[l].trim()])) as LangTexts;
      await db
        .updateTable('homepage_modules')
        .set({
          enabled: body.enabled ? 1 : 0,
          texts_json: JSON.stringify({ title: trim(body.title), text: trim(body.text), cta_label: trim(body.cta_label) }),
          item_limit: body.item_limit,
          image_path: image?.path ?? null,
          image_width: image?.width ?? null,
          image_height: image?.height ?? null,
          updated_at: new Date().toISOString(),
        })
        .where('uuid', '=', uuid)
        .execute();
      return moduleOf((await repo.modules(false)).find((m) => m.uuid === uuid)!);
    },

    async orderModules(uuids: string[]): Promise<AdminModule[]> {
      const all = await repo.modules(false);
      const known = new Set(all.map((m) => m.uuid));
      if (uuids.length !== all.length || new Set(uuids).size !== uuids.length || uuids.some((u) => !known.has(u))) {
        throw unprocessable('Invalid body: uuids must list every module exactly once', [{ field: 'uuids', message: 'must list every module exactly once', code: 'module.orderIncomplete' }], 'module.orderIncomplete');
      }
      await db.transaction().execute(async (trx) => {
        for (const [position, uuid] of uuids.entries()) await trx.updateTable('homepage_modules').set({ position }).where('uuid', '=', uuid).execute();
      });
      return (await repo.modules(false)).map(moduleOf);
    },

    /** A page of the posts the query finds; titles show and sort in the request language. */
    async posts(query: AdminPostQuery, lang: Lang): Promise<AdminPostList> {
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 20;
      const filter = { kind: query.kind, q: query.q };
      const sort = query.sort ?? 'published_at';
      // Without an order, dates run newest first and titles A to Z.
      const order = query.order ?? (sort === 'title' ? 'asc' : 'desc');
      const [total, posts] = await Promise.all([repo.countAdminPosts(filter), repo.adminPostPage(filter, sort, order, lang, perPage, (page - 1) * perPage)]);
      const trs = await repo.postTranslations(posts.map((p) => p.id));
      return {
        data: posts.map((p) => {
          const mine = trs.filter((t) => t.post_id === p.id);
          return {
            uuid: p.uuid,
            kind: p.kind,
            published: p.published === 1,
            published_at: p.published_at,
            title: pickText(Object.fromEntries(mine.map((t) => [t.lang, t.title])), lang),
            languages: LANG_CODES.filter((l) => mine.some((t) => t.lang === l)),
            cover: mediaImage(p.cover_path, p.cover_width, p.cover_height),
            updated_at: p.updated_at,
          };
        }),
        meta: listMeta(page, perPage, total),
      };
    },

    post: postOf,

    /**
     * A post as the form holds it, checked and normalised as a save would store it, without storing it (a preview):
     * `uuid` names the saved post it edits (its cover is kept as stored), null for one never saved.
     */
    async postDraft(body: AdminPostBody, uuid: string | null): Promise<PostDraft> {
      const post = uuid === null ? undefined : await repo.postByUuid(uuid);
      if (uuid !== null && !post) throw notFound(`Post not found: ${uuid}`, 'post.notFound');
      const { rows, cover } = await normalizePost(body, post?.id ?? null);
      return {
        kind: body.kind,
        published_at: body.published_at,
        cover: cover ? { url: mediaUrl(cover.path), width: cover.width, height: cover.height } : null,
        translations: Object.fromEntries(rows.map(({ lang, ...texts }) => [lang, texts])),
      };
    },

    async createPost(body: AdminPostBody): Promise<AdminPost> {
      const { rows, cover } = await preparePost(body, null);
      const uuid = crypto.randomUUID();
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('posts')
          .values({ uuid, kind: body.kind, published: body.published ? 1 : 0, published_at: body.published_at, cover_path: cover?.path ?? null, cover_width: cover?.width ?? null, cover_height: cover?.height ?? null, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('post_translations').values(rows.map((r) => translationRow(row.id, r))).execute();
      });
      return postOf(uuid);
    },

    async updatePost(uuid: string, body: AdminPostBody): Promise<AdminPost> {
      const post = await repo.postByUuid(uuid);
      if (!post) throw notFound(`Post not found: ${uuid}`, 'post.notFound');
      const { rows, cover } = await preparePost(body, post.id);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('posts')
          .set({ kind: body.kind, published: body.published ? 1 : 0, published_at: body.published_at, cover_path: cover?.path ?? null, cover_width: cover?.width ?? null, cover_height: cover?.height ?? null, updated_at: new Date().toISOString() })
          .where('id', '=', post.id)
          .execute();
        await trx.deleteFrom('post_translations').where('post_id', '=', post.id).execute();
        await trx.insertInto('post_translations').values(rows.map((r) => translationRow(post.id, r))).execute();
      });
      return postOf(uuid);
    },

    async deletePost(uuid: string): Promise<string> {
      const post = await repo.postByUuid(uuid);
      if (!post) throw notFound(`Post not found: ${uuid}`, 'post.notFound');
      const title = (await repo.postTranslations([post.id])).find((t) => t.lang === 'sk')?.title ?? uuid;
      await db.deleteFrom('posts').where('id', '=', post.id).execute();
      return title;
    },

    /** A page of the documents the query finds; titles sort in the request language. */
    async documents(query: AdminDocumentQuery, lang: Lang): Promise<AdminDocumentList> {
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 20;
      const filter = { kind: query.kind, q: query.q, missing: query.missing };
      const [total, rows] = await Promise.all([repo.countDocuments(filter), repo.documentPage(filter, query.sort ?? 'position', query.order ?? 'asc', lang, perPage, (page - 1) * perPage)]);
      return { data: await documentsOf(rows), meta: listMeta(page, perPage, total) };
    },

    document: documentOf,

    async createDocument(body: AdminDocumentBody): Promise<AdminDocument> {
      const files = prepareFiles(body.files, true);
      const uuid = crypto.randomUUID();
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const last = await trx.selectFrom('documents').select((eb) => eb.fn.max('position').as('max')).where('kind', '=', body.kind).executeTakeFirst();
        const row = await trx
          .insertInto('documents')
          .values({ uuid, kind: body.kind, key: null, position: Number(last?.max ?? -1) + 1, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('document_files').values(files.map((f) => ({ document_id: row.id, ...f }))).execute();
      });
      return documentOf(uuid);
    },

    /** Replaces a document's titles and files; the header's static files keep their key and kind. */
    async updateDocument(uuid: string, body: AdminDocumentUpdate): Promise<AdminDocument> {
      const doc = await repo.documentByUuid(uuid);
      if (!doc) throw notFound(`Document not found: ${uuid}`, 'document.notFound');
      if (doc.kind === 'site' && body.kind !== undefined) throw conflict('The kind of a header document cannot change', { code: 'document.siteKindFixed' });
      const files = prepareFiles(body.files, doc.kind !== 'site' || doc.key !== 'faq');
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('documents').set({ kind: doc.kind === 'site' ? 'site' : (body.kind ?? doc.kind), updated_at: new Date().toISOString() }).where('id', '=', doc.id).execute();
        await trx.deleteFrom('document_files').where('document_id', '=', doc.id).execute();
        await trx.insertInto('document_files').values(files.map((f) => ({ document_id: doc.id, ...f }))).execute();
      });
      return documentOf(uuid);
    },

    async deleteDocument(uuid: string): Promise<string> {
      const doc = await repo.documentByUuid(uuid);
      if (!doc) throw notFound(`Document not found: ${uuid}`, 'document.notFound');
      if (doc.kind === 'site') throw conflict('The header links to this document: replace its file instead of deleting it', { code: 'document.siteNotDeletable' });
      const title = (await repo.documentFiles([doc.id])).find((f) => f.lang === 'sk')?.title ?? uuid;
      await db.deleteFrom('documents').where('id', '=', doc.id).execute();
      return title;
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
