// The admin's posts (articles and job offers): rich text sanitised on the server, slugs unique per language, the
// cover's size read from its file, and the draft a preview shows without storing it.
import type { AdminPost, AdminPostBody, AdminPostList, AdminPostQuery } from '@shop/shared/contracts/content-admin';
import type { MediaImage, PostKind } from '@shop/shared/contracts/pages';
import { LANG_CODES, type Lang } from '@shop/shared/languages';
import type { AuthContext } from '../../types.ts';
import { HttpError, invalidFields, notFound, type FieldError } from '../../lib/errors.ts';
import { postSearchText, sortKey } from '../../lib/list-keys.ts';
import { listMeta } from '../../lib/list-query.ts';
import { mediaUrl } from '../../lib/media.ts';
import { slugify } from '../../lib/text.ts';
import type { MediaFiles } from './admin-media.ts';
import type { RecordChange } from './admin-service.ts';
import type { ContentRepository } from './repository.ts';
import { sanitizeRichText } from './sanitize.ts';
import { mediaImage, pickText } from './service.ts';

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Slugs of fixed routes under /article/ that a post must not take. */
const RESERVED_POST_SLUGS = new Set(['we-support']);

/** A post's unsaved state, normalised: what a preview shows. Languages without a title are left out. */
export interface PostDraft {
  kind: PostKind;
  published_at: string | null;
  cover: MediaImage | null;
  translations: Partial<Record<Lang, { title: string; slug: string; perex: string; body_html: string }>>;
}

/** A post's stored translation with the folded texts the admin's list searches and sorts by. */
const translationRow = (r: { lang: Lang; title: string; slug: string; perex: string; body_html: string }) => ({
  ...r,
  search_text: postSearchText(r.title, r.perex),
  title_key: sortKey(r.title),
});

/** A post's own columns as a save stores them. */
const postValues = (body: AdminPostBody, cover: { path: string; width: number; height: number } | null) => ({
  kind: body.kind,
  published: body.published ? 1 : 0,
  published_at: body.published_at,
  cover_path: cover?.path ?? null,
  cover_width: cover?.width ?? null,
  cover_height: cover?.height ?? null,
});

export function createPostsAdmin(repo: ContentRepository, media: MediaFiles, changed: RecordChange) {
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
      const problem = media.problemOf(body.cover_path, 'cover_path', 'image');
      if (problem) errors.push(problem);
      else {
        try {
          cover = await media.image(body.cover_path);
        } catch {
          errors.push({ field: 'cover_path', message: 'is not a readable image', code: 'upload.unreadableImage' });
        }
      }
    }
    if (body.published_at !== null && Number.isNaN(Date.parse(`${body.published_at}T00:00:00Z`))) errors.push({ field: 'published_at', message: 'is not a date', code: 'field.invalid' });
    if (errors.length > 0) throw invalidFields(`Invalid body: ${[...new Set(errors.map((e) => e.field))].join(', ')}`, errors);
    return { rows, cover };
  }

  return {
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

    async createPost(body: AdminPostBody, auth: AuthContext | null): Promise<AdminPost> {
      const { rows, cover } = await preparePost(body, null);
      const uuid = crypto.randomUUID();
      await repo.insertPost(uuid, postValues(body, cover), rows.map(translationRow), new Date().toISOString());
      const data = await postOf(uuid);
      await changed(auth, {
        action: 'create',
        entity: 'post',
        entityId: data.uuid,
        summary: `Created the ${data.kind} post "${data.translations.sk.title}"`,
        code: 'post.created',
        params: { postKind: data.kind, title: data.translations.sk.title },
      });
      return data;
    },

    async updatePost(uuid: string, body: AdminPostBody, auth: AuthContext | null): Promise<AdminPost> {
      const post = await repo.postByUuid(uuid);
      if (!post) throw notFound(`Post not found: ${uuid}`, 'post.notFound');
      const { rows, cover } = await preparePost(body, post.id);
      await repo.updatePost(post.id, postValues(body, cover), rows.map(translationRow), new Date().toISOString());
      const data = await postOf(uuid);
      await changed(auth, {
        action: 'update',
        entity: 'post',
        entityId: data.uuid,
        summary: `Updated the ${data.kind} post "${data.translations.sk.title}"`,
        code: 'post.updated',
        params: { postKind: data.kind, title: data.translations.sk.title },
      });
      return data;
    },

    async deletePost(uuid: string, auth: AuthContext | null): Promise<void> {
      const post = await repo.postByUuid(uuid);
      if (!post) throw notFound(`Post not found: ${uuid}`, 'post.notFound');
      const title = (await repo.postTranslations([post.id])).find((t) => t.lang === 'sk')?.title ?? uuid;
      await repo.deletePost(post.id);
      await changed(auth, { action: 'delete', entity: 'post', entityId: uuid, summary: `Deleted the post "${title}"`, code: 'post.deleted', params: { title } });
    },
  };
}
