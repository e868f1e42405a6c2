// Public content: pages by slug or route, posts, homepage modules, galleries, documents, and inquiries.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound, unprocessable } from '../../lib/errors.ts';
import { DEFAULT_LANG } from '../../lib/lang.ts';
import { mediaUrl } from '../../lib/media.ts';
import type { Lang, ListMeta } from '@shop/shared/contracts/common';
import type { GalleryItem, GalleryKind, InquiryBody, SiteDocument, DocumentKey } from '@shop/shared/contracts/content';
import type { ContentPage, DownloadItem, DownloadKind, HomepageModule, HomepageModuleType, MediaImage, PostDetail, PostKind, PostList, PostListItem } from '@shop/shared/contracts/pages';
import { queueInquiryAcknowledgement, queueInquiryMail } from './inquiry-mail.ts';
import { checkInquiryFiles, inquiryAttachments, type ReceivedFile } from './inquiry-files.ts';
import type { BotCheck } from '../../lib/bot-check.ts';
import { createContentRepository } from './repository.ts';

export const POSTS_PER_PAGE = 5;

/** A stored translation map with empty strings treated as missing: the language, else Slovak, else ''. */
export function pickText(values: Record<string, string> | undefined, lang: string): string {
  if (!values) return '';
  return values[lang] || values[DEFAULT_LANG] || '';
}

export function mediaImage(path: string | null, width: number | null, height: number | null): MediaImage | null {
  return path && width && height ? { url: mediaUrl(path), width, height } : null;
}

export interface InquiryListener {
  (inquiry: { uuid: string; kind: string; name: string; email: string }): void;
}

export interface InquiryFilesQuota {
  /** The most bytes of mail files the shop keeps (INQUIRY_FILES_QUOTA_MB). */
  maxBytes: number;
  /** The bytes it keeps now (mail-files.ts). */
  bytesKept: () => Promise<number>;
}

export function createContentService(
  db: Kysely<Database>,
  opts: { botCheck: BotCheck; inquiryRecipients: () => Promise<string[]>; filesQuota: InquiryFilesQuota; onInquiry?: InquiryListener; log?: { warn: (obj: object, msg: string) => void } },
) {
  const repo = createContentRepository(db);

  async function pageById(id: number, lang: string): Promise<ContentPage> {
    const [page, trs] = await Promise.all([repo.page(id), repo.pageTranslations(id)]);
    const t = trs.find((r) => r.lang === lang) ?? trs.find((r) => r.lang === DEFAULT_LANG) ?? trs[0];
    if (!page || !t) throw notFound('Page not found');
    return {
      uuid: page.uuid,
      route: page.route,
      slug: t.slug,
      slugs: Object.fromEntries(trs.map((r) => [r.lang, r.slug])),
      title: t.title,
      description: t.description,
      body_html: t.body_html,
      cover: mediaImage(page.cover_path, page.cover_width, page.cover_height),
    };
  }

  const listItem = (r: { uuid: string; kind: PostKind; slug: string; title: string; perex: string; published_at: string | null; cover_path: string | null; cover_width: number | null; cover_height: number | null }): PostListItem => ({
    uuid: r.uuid,
    kind: r.kind,
    slug: r.slug,
    title: r.title,
    perex: r.perex,
    published_at: r.published_at,
    cover: mediaImage(r.cover_path, r.cover_width, r.cover_height),
  });

  /**
   * 503 inquiry.filesUnavailable when the files (as the outbox stores them: base64, a third more) would take the mail
   * files the shop keeps past its quota (issue 50, 2: a bot could fill the disk). The visitor can send the inquiry
   * without files, or later, once mails went out or old files passed their retention.
   */
  async function assertRoomForFiles(files: ReceivedFile[]): Promise<void> {
    const adding = files.reduce((sum, f) => sum + Math.ceil(f.data.length / 3) * 4, 0);
    if ((await opts.filesQuota.bytesKept()) + adding > opts.filesQuota.maxBytes) {
      opts.log?.warn({ quotaBytes: opts.filesQuota.maxBytes }, 'the mail files kept reached INQUIRY_FILES_QUOTA_MB: an inquiry with files was refused');
      throw new HttpError(503, 'Files cannot be taken right now; send the inquiry without them or try again later', [{ field: 'files', message: 'cannot be taken now', code: 'inquiry.filesUnavailable' }], 'inquiry.filesUnavailable');
    }
  }

  return {
    repo,

    /** A page reached at /{lang}/{slug}; a page that exists only in other languages is not found here. */
    async pageBySlug(slug: string, lang: Lang): Promise<ContentPage> {
      const id = await repo.findPageBySlug(slug, lang, false);
      const trs = id === undefined ? [] : await repo.pageTranslations(id);
      if (id === undefined || !trs.some((t) => t.lang === lang)) throw notFound(`Page not found: ${slug}`);
      return pageById(id, lang);
    },

    /** The page of a fixed route (about, technologies, custom-production, article-we-support). */
    async pageForRoute(route: string, lang: Lang): Promise<ContentPage> {
      const row = await repo.findPageByRoute(route);
      if (!row) throw notFound(`No page for the route: ${route}`);
      return pageById(row.id, lang);
    },

    async posts(kind: PostKind, lang: Lang, page: number, perPage: number, withBody = false): Promise<PostList> {
      const [total, rows] = await Promise.all([repo.countPosts(kind, lang), repo.pagePosts(kind, lang, perPage, (page - 1) * perPage)]);
      const meta: ListMeta = { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
      if (!withBody) return { data: rows.map(listItem), meta };
      const bodies = new Map((await repo.postTranslations(rows.map((r) => r.id))).filter((t) => t.lang === lang).map((t) => [t.post_id, t.body_html]));
      return { data: rows.map((r) => ({ ...listItem(r), body_html: bodies.get(r.id) ?? '' })), meta };
    },

    /** A post by its slug in any language, answered in the request language (404 when it has no translation there). */
    async post(slug: string, lang: Lang): Promise<PostDetail> {
      const id = await repo.findPostBySlug(slug, lang);
      const post = id === undefined ? undefined : await repo.post(id);
      const trs = post ? await repo.postTranslations([post.id]) : [];
      const t = trs.find((r) => r.lang === lang);
      if (!post || !t) throw notFound(`Post not found: ${slug}`);
      return {
        ...listItem({ ...post, slug: t.slug, title: t.title, perex: t.perex }),
        slugs: Object.fromEntries(trs.map((r) => [r.lang, r.slug])),
        body_html: t.body_html,
      };
    },

    async modules(lang: Lang): Promise<HomepageModule[]> {
      const rows = await repo.modules(true);
      return rows.map((m) => {
        const texts = JSON.parse(m.texts_json) as Record<string, Record<string, string>>;
        return {
          uuid: m.uuid,
          type: m.type as HomepageModuleType,
          title: pickText(texts['title'], lang),
          text: pickText(texts['text'], lang),
          cta_label: pickText(texts['cta_label'], lang),
          image: mediaImage(m.image_path, m.image_width, m.image_height),
          item_limit: m.item_limit,
        };
      });
    },

    async gallery(kind: GalleryKind, lang: Lang): Promise<GalleryItem[]> {
      const rows = await repo.gallery(kind);
      return rows.map((r) => ({
        uuid: r.uuid,
        title: pickText(JSON.parse(r.title_json) as Record<string, string>, lang),
        image: { url: mediaUrl(r.image_path), width: r.width, height: r.height },
        video_url: r.video_url,
      }));
    },

    async siteDocuments(lang: Lang): Promise<SiteDocument[]> {
      const rows = await repo.documentsIn('site', lang);
      return rows
        .filter((r) => r.key !== null)
        .map((r) => ({ key: r.key as DocumentKey, title: r.title, url: mediaUrl(r.path), size_bytes: r.size_bytes, version: r.updated_at }));
    },

    async downloads(kind: DownloadKind, lang: Lang): Promise<DownloadItem[]> {
      const rows = await repo.documentsIn(kind, lang);
      return rows.map((r) => ({ uuid: r.uuid, kind, title: r.title, url: mediaUrl(r.path), size_bytes: r.size_bytes }));
    },

    /** Checks the bot-check token, then stores the inquiry and queues its mail to the company in the same transaction. */
    /** `files`: the form's attachments (custom production), checked here and mailed to the office with the inquiry. */
    async createInquiry(body: InquiryBody, lang: Lang, remoteIp: string, files: ReceivedFile[] = []): Promise<{ uuid: string }> {
      const name = body.name.trim();
      const message = body.message.trim();
      const errors = [...(name ? [] : [{ field: 'name', message: 'is required' }]), ...(message ? [] : [{ field: 'message', message: 'is required' }])];
      if (errors.length > 0) throw unprocessable(`Invalid body: ${errors.map((e) => e.field).join(', ')}`, errors);
      let product: { uuid: string; name: string } | null = null;
      if (body.product_uuid) {
        const row = await repo.productNamed(body.product_uuid, DEFAULT_LANG);
        if (!row) throw unprocessable('Invalid body: product_uuid', [{ field: 'product_uuid', message: 'names no product' }]);
        product = row;
      }
      // The files' count, size and type are cheap to check: before the bot check, so a refused file does not use up
      // the token; decoding the images is not, and waits until the sender has passed it.
      checkInquiryFiles(files);
      // After the cheap checks of the body, before anything is stored or mailed (as the sent cart does).
      await opts.botCheck(body['g-recaptcha-response'], remoteIp);
      if (files.length > 0) await assertRoomForFiles(files);
      const attachments = await inquiryAttachments(files);
      const recipients = await opts.inquiryRecipients();
      const uuid = crypto.randomUUID();
      const inquiry = {
        uuid,
        kind: body.kind,
        lang,
        name,
        email: body.email.trim(),
        phone: body.phone?.trim() || null,
        company: body.company?.trim() || null,
        message,
        product_uuid: product?.uuid ?? null,
        mail_status: recipients.length > 0 ? ('queued' as const) : ('not-configured' as const),
        created_at: new Date().toISOString(),
      };
      await db.transaction().execute(async (trx) => {
        await repo.insertInquiry(trx, inquiry);
        // Queued to the recipients, or held with its files until the admin names one: what the buyer sent is kept.
        await queueInquiryMail(trx, { ...inquiry, productName: product?.name ?? null }, recipients, attachments);
        await queueInquiryAcknowledgement(trx, { ...inquiry, productName: product?.name ?? null });
      });
      if (recipients.length === 0) opts.log?.warn({ inquiry: uuid }, 'no inquiry recipient and no company e-mail in the site settings: the inquiry\'s mail waits in the outbox until one is set');
      opts.onInquiry?.({ uuid, kind: body.kind, name, email: inquiry.email });
      return { uuid };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
