// Queries of the content tables (pages, posts, homepage modules, gallery, documents, inquiries).
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import { foldedLikeOf, likeOf } from '../../lib/list-query.ts';
import { shopToday } from '../../lib/shop-date.ts';
import type { Database } from '../../db/schema.ts';
import type { HomepageModulesTable, InquiriesTable, PostsTable, PostTranslationsTable } from '../../db/content-schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A homepage module's editable columns. */
type ModuleChange = Omit<Updateable<HomepageModulesTable>, 'id' | 'uuid' | 'type' | 'position'>;
/** A post's own columns as the admin saves them. */
type PostValues = Omit<Insertable<PostsTable>, 'id' | 'uuid' | 'created_at' | 'updated_at'>;
/** A post's translation as stored, without the post it belongs to. */
type PostTranslation = Omit<Insertable<PostTranslationsTable>, 'post_id'>;
/** A document's file in one language. */
interface DocumentFile {
  lang: string;
  title: string;
  path: string;
  size_bytes: number;
}

/** The admin's documents list: one kind, a text in a title or file name (any language), a language without a file. */
export interface DocumentFilter {
  kind?: string | undefined;
  q?: string | undefined;
  missing?: string | undefined;
}

/** The admin's posts list: one kind, a text in a title or lead (any language, folded). */
export interface PostFilter {
  kind?: 'article' | 'career' | undefined;
  q?: string | undefined;
}

/**
 * A post is public when it is published and its publication date has come (in the shop's days): a post dated later
 * is scheduled, and appears on its day without anyone publishing it again.
 */
export const isPublic = (eb: ExpressionBuilder<Database & { p: Database['posts'] }, 'p'>) =>
  eb.and([eb('p.published', '=', 1), eb.or([eb('p.published_at', 'is', null), eb('p.published_at', '<=', shopToday())])]);

export function createContentRepository(db: Kysely<Database>) {
  // SQLite's LIKE ignores ASCII case; PostgreSQL needs ILIKE for the same answers.
  const like = sql.raw(isPostgres(db) ? 'ILIKE' : 'LIKE');
  function filteredDocuments(f: DocumentFilter) {
    let q = db.selectFrom('documents as d');
    if (f.kind) q = q.where('d.kind', '=', f.kind as 'site');
    const text = f.q?.trim();
    if (text) {
      const pattern = likeOf(text);
      q = q.where('d.id', 'in', (eb) =>
        eb
          .selectFrom('document_files')
          .select('document_id')
          .where((e) => e.or([sql<boolean>`title ${like} ${pattern} ESCAPE '\\'`, sql<boolean>`path ${like} ${pattern} ESCAPE '\\'`])),
      );
    }
    if (f.missing) q = q.where('d.id', 'not in', (eb) => eb.selectFrom('document_files').select('document_id').where('lang', '=', f.missing!));
    return q;
  }

  function filteredPosts(f: PostFilter) {
    let q = db.selectFrom('posts as p');
    if (f.kind) q = q.where('p.kind', '=', f.kind);
    const text = f.q?.trim();
    // Both sides folded to lower case without diacritics: LIKE compares them alike on SQLite and PostgreSQL.
    if (text) q = q.where('p.id', 'in', (eb) => eb.selectFrom('post_translations').select('post_id').where(sql<boolean>`search_text LIKE ${foldedLikeOf(text)} ESCAPE '\\'`));
    return q;
  }

  return {
    db,

    async countAdminPosts(f: PostFilter): Promise<number> {
      const row = await filteredPosts(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * A page of the filtered posts: by publication date (posts without one after the dated ones, either way), by the
     * folded title in `lang` (the Slovak one where that language has none) or by the last change; ties newest first.
     */
    adminPostPage(f: PostFilter, sort: 'published_at' | 'title' | 'updated_at', order: 'asc' | 'desc', lang: string, limit: number, offset: number) {
      let q = filteredPosts(f).selectAll('p');
      if (sort === 'title') {
        // Byte order on both databases (PostgreSQL's "C" collation is SQLite's BINARY), whatever the server's locale.
        const key = sql`coalesce((SELECT title_key FROM post_translations WHERE post_id = p.id AND lang = ${lang}), (SELECT title_key FROM post_translations WHERE post_id = p.id AND lang = 'sk'), '')`;
        q = q.orderBy(isPostgres(db) ? sql`${key} COLLATE "C"` : key, order);
      } else if (sort === 'published_at') {
        q = q.orderBy(sql`CASE WHEN p.published_at IS NULL THEN 1 ELSE 0 END`).orderBy('p.published_at', order);
      } else {
        q = q.orderBy('p.updated_at', order);
      }
      return q.orderBy('p.id', 'desc').limit(limit).offset(offset).execute();
    },

    /** A published page by its slug: the request language first, then any language. */
    async findPageBySlug(slug: string, lang: string, bound: boolean) {
      const rows = await db
        .selectFrom('page_translations as t')
        .innerJoin('pages as p', 'p.id', 't.page_id')
        .select(['p.id', 't.lang'])
        .where('t.slug', '=', slug)
        .where('p.published', '=', 1)
        .where('p.route', bound ? 'is not' : 'is', null)
        .execute();
      return (rows.find((r) => r.lang === lang) ?? rows[0])?.id;
    },

    findPageByRoute(route: string) {
      return db.selectFrom('pages').select('id').where('route', '=', route).where('published', '=', 1).executeTakeFirst();
    },

    page(id: number) {
      return db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    pageTranslations(id: number) {
      return db.selectFrom('page_translations').selectAll().where('page_id', '=', id).execute();
    },

    /** Every published page reached by slug, with its slugs (the sitemap). */
    slugPages() {
      return db
        .selectFrom('page_translations as t')
        .innerJoin('pages as p', 'p.id', 't.page_id')
        .select(['p.id', 't.lang', 't.slug'])
        .where('p.route', 'is', null)
        .where('p.published', '=', 1)
        .execute();
    },

    async countPosts(kind: 'article' | 'career', lang: string): Promise<number> {
      const row = await db
        .selectFrom('posts as p')
        .innerJoin('post_translations as t', 't.post_id', 'p.id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('p.kind', '=', kind)
        .where(isPublic)
        .where('t.lang', '=', lang)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Published posts of a kind translated into the language, newest first; posts without a date first. */
    pagePosts(kind: 'article' | 'career', lang: string, limit: number, offset: number) {
      return db
        .selectFrom('posts as p')
        .innerJoin('post_translations as t', 't.post_id', 'p.id')
        .select(['p.id', 'p.uuid', 'p.kind', 'p.cover_path', 'p.cover_width', 'p.cover_height', 'p.published_at', 't.slug', 't.title', 't.perex'])
        .where('p.kind', '=', kind)
        .where(isPublic)
        .where('t.lang', '=', lang)
        .orderBy(sql`p.published_at IS NOT NULL`)
        .orderBy('p.published_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** A published post by slug: the request language first, then any language. */
    async findPostBySlug(slug: string, lang: string) {
      const rows = await db
        .selectFrom('post_translations as t')
        .innerJoin('posts as p', 'p.id', 't.post_id')
        .select(['p.id', 't.lang'])
        .where('t.slug', '=', slug)
        .where(isPublic)
        .execute();
      return (rows.find((r) => r.lang === lang) ?? rows[0])?.id;
    },

    post(id: number) {
      return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    postByUuid(uuid: string) {
      return db.selectFrom('posts').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    },

    postTranslations(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('post_translations').selectAll().where('post_id', 'in', ids).execute();
    },

    /** Every published post with its slugs (the sitemap). */
    publishedPostSlugs() {
      return db
        .selectFrom('post_translations as t')
        .innerJoin('posts as p', 'p.id', 't.post_id')
        .select(['p.id', 'p.kind', 'p.updated_at', 't.lang', 't.slug'])
        .where(isPublic)
        .execute();
    },

    /** Is the slug taken in the language by another post? */
    async postSlugTaken(lang: string, slug: string, exceptPostId: number | null): Promise<boolean> {
      let q = db.selectFrom('post_translations').select('post_id').where('lang', '=', lang).where('slug', '=', slug);
      if (exceptPostId !== null) q = q.where('post_id', '!=', exceptPostId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    modules(enabledOnly: boolean) {
      let q = db.selectFrom('homepage_modules').selectAll().orderBy('position').orderBy('id');
      if (enabledOnly) q = q.where('enabled', '=', 1);
      return q.execute();
    },

    gallery(kind: string) {
      return db.selectFrom('gallery_items').selectAll().where('kind', '=', kind).orderBy('position').orderBy('id').execute();
    },

    /** Documents of a kind with their file in the language (documents without one are left out). */
    documentsIn(kind: 'site' | 'protocol' | 'assembly' | 'price-list', lang: string) {
      return db
        .selectFrom('documents as d')
        .innerJoin('document_files as f', 'f.document_id', 'd.id')
        .select(['d.uuid', 'd.kind', 'd.key', 'd.updated_at', 'f.title', 'f.path', 'f.size_bytes'])
        .where('d.kind', '=', kind)
        .where('f.lang', '=', lang)
        .orderBy('d.position')
        .orderBy('d.id')
        .execute();
    },

    async countDocuments(f: DocumentFilter): Promise<number> {
      const row = await filteredDocuments(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * A page of the filtered documents: in their order on the site (kind, position), or by the title in `lang`
     * (the Slovak one where that language has no file), ties in the site's order.
     */
    documentPage(f: DocumentFilter, sort: 'position' | 'title', order: 'asc' | 'desc', lang: string, limit: number, offset: number) {
      let q = filteredDocuments(f)
        .leftJoin('document_files as t', (j) => j.onRef('t.document_id', '=', 'd.id').on('t.lang', '=', lang))
        .leftJoin('document_files as s', (j) => j.onRef('s.document_id', '=', 'd.id').on('s.lang', '=', 'sk'))
        .selectAll('d');
      if (sort === 'title') q = q.orderBy(sql`lower(coalesce(t.title, s.title, ''))`, order);
      else q = q.orderBy('d.kind', order).orderBy('d.position', order);
      return q.orderBy('d.id', order).limit(limit).offset(offset).execute();
    },

    documentByUuid(uuid: string) {
      return db.selectFrom('documents').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    },

    documentFiles(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('document_files').selectAll().where('document_id', 'in', ids).execute();
    },

    moduleByUuid(uuid: string) {
      return db.selectFrom('homepage_modules').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    },

    async updateModule(uuid: string, change: ModuleChange): Promise<void> {
      await db.updateTable('homepage_modules').set(change).where('uuid', '=', uuid).execute();
    },

    /** Puts the modules in the order of `uuids`, all or none. */
    async orderModules(uuids: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [position, uuid] of uuids.entries()) await trx.updateTable('homepage_modules').set({ position }).where('uuid', '=', uuid).execute();
      });
    },

    /** Stores a new post with its translations, both or neither. */
    async insertPost(uuid: string, values: PostValues, translations: readonly PostTranslation[], now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('posts').values({ uuid, ...values, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('post_translations').values(translations.map((t) => ({ post_id: row.id, ...t }))).execute();
      });
    },

    /** Replaces a post's columns and its translations, both or neither. */
    async updatePost(id: number, values: PostValues, translations: readonly PostTranslation[], now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('posts').set({ ...values, updated_at: now }).where('id', '=', id).execute();
        await trx.deleteFrom('post_translations').where('post_id', '=', id).execute();
        await trx.insertInto('post_translations').values(translations.map((t) => ({ post_id: id, ...t }))).execute();
      });
    },

    async deletePost(id: number): Promise<void> {
      await db.deleteFrom('posts').where('id', '=', id).execute();
    },

    /** Stores a new document last in its kind, with its files. */
    async insertDocument(uuid: string, kind: 'site' | 'protocol' | 'assembly' | 'price-list', files: readonly DocumentFile[], now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const last = await trx.selectFrom('documents').select((eb) => eb.fn.max('position').as('max')).where('kind', '=', kind).executeTakeFirst();
        const row = await trx
          .insertInto('documents')
          .values({ uuid, kind, key: null, position: Number(last?.max ?? -1) + 1, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('document_files').values(files.map((f) => ({ document_id: row.id, ...f }))).execute();
      });
    },

    /** Replaces a document's kind and files, both or neither. */
    async updateDocument(id: number, kind: 'site' | 'protocol' | 'assembly' | 'price-list', files: readonly DocumentFile[], now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('documents').set({ kind, updated_at: now }).where('id', '=', id).execute();
        await trx.deleteFrom('document_files').where('document_id', '=', id).execute();
        await trx.insertInto('document_files').values(files.map((f) => ({ document_id: id, ...f }))).execute();
      });
    },

    async deleteDocument(id: number): Promise<void> {
      await db.deleteFrom('documents').where('id', '=', id).execute();
    },

    /** A product's uuid and name in the language, for the inquiry that asks about it. */
    productNamed(uuid: string, lang: string) {
      return db
        .selectFrom('products as p')
        .innerJoin('product_translations as t', 't.product_id', 'p.id')
        .select(['p.uuid', 't.name'])
        .where('p.uuid', '=', uuid)
        .where('t.lang', '=', lang)
        .executeTakeFirst();
    },

    insertInquiry(trx: Db, values: Insertable<InquiriesTable>) {
      return trx.insertInto('inquiries').values(values).returning('id').executeTakeFirstOrThrow();
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
