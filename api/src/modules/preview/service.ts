// Previews before publishing (decision 0063): an admin's draft, kept apart from the published content, shown on the
// public page's own address with a short-lived signed token, and only to the browser of the session that asked.
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import { localePath } from '@shop/shared/routes';
import { LANG_CODES, type Lang } from '@shop/shared/languages';
import type { PostPreviewAnswer, PostPreviewBody } from '@shop/shared/contracts/content-admin';
import type { PostDetail } from '@shop/shared/contracts/pages';
import type { Database } from '../../db/schema.ts';
import { HttpError, unprocessable } from '../../lib/errors.ts';
import type { AuthContext } from '../../types.ts';
import type { AuditService } from '../audit/index.ts';
import { JWT_ISSUER } from '../auth/index.ts';
import { createPreviewRepository } from './repository.ts';
import type { PostDraft } from '../content/index.ts';

/** How long a preview link works: long enough to read the draft, short enough that a copied link soon shows nothing. */
export const PREVIEW_TTL_SECONDS = 10 * 60;
/** A preview token is no access token, and an access token no preview token: each has its own audience. */
export const PREVIEW_AUDIENCE = 'metal-shop-preview';
/** The query parameter of a preview address. */
export const PREVIEW_PARAM = 'preview';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Every refusal looks alike (a forged, expired or foreign token, another browser, a signed-out session): the page
 * is simply not there, as for any visitor, and nobody learns whether a draft exists.
 */
const refused = () => new HttpError(404, 'This preview is not available: it has expired, or belongs to another session', undefined, 'preview.invalid');

export interface PreviewServiceOptions {
  /** The JWT secret the access tokens are signed with. */
  secret: string;
  /** The live session of a browser's access token (auth service); throws when there is none. */
  sessionOf: (token: string | undefined) => Promise<AuthContext>;
  /** Checks and normalises a post body as a save would (content admin service). */
  postDraft: (body: PostPreviewBody['post'], uuid: string | null) => Promise<PostDraft>;
  /** Who saw which draft is recorded; a preview changes nothing public, so no page cache is told. */
  audit: Pick<AuditService, 'record'>;
}

export function createPreviewService(db: Kysely<Database>, opts: PreviewServiceOptions) {
  const key = new TextEncoder().encode(opts.secret);
  const repo = createPreviewRepository(db);

  /** The draft a preview token opens, for the browser whose access token is `bearer`; refused() otherwise. */
  async function open(token: string, bearer: string | undefined): Promise<{ draft: PostDraft; entityUuid: string | null; expiresAt: number }> {
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: JWT_ISSUER, audience: PREVIEW_AUDIENCE, requiredClaims: ['exp', 'pid', 'sid'] }));
    } catch {
      throw refused();
    }
    const session = await opts.sessionOf(bearer).catch(() => null);
    if (!session || session.sessionId !== claims.sid) throw refused();
    const row = await repo.open(String(claims.pid), session.sessionId, nowSeconds());
    if (!row) throw refused();
    return { draft: JSON.parse(row.body_json) as PostDraft, entityUuid: row.entity_uuid, expiresAt: row.expires_at };
  }

  return {
    /**
     * Keeps the post as the form holds it for PREVIEW_TTL_SECONDS and answers its address on the public site in
     * `lang`, with a token signed for the caller's session. The published post is not touched.
     */
    async issuePost(auth: AuthContext, body: PostPreviewBody): Promise<PostPreviewAnswer> {
      const draft = await opts.postDraft(body.post, body.uuid);
      const texts = draft.translations[body.lang];
      if (!texts) {
        throw unprocessable(
          `Invalid body: translations.${body.lang}.title`,
          [{ field: `translations.${body.lang}.title`, message: 'is required for a preview in this language', code: 'preview.noTranslation' }],
          'preview.noTranslation',
        );
      }
      if (draft.kind !== 'article') {
        // Job offers have no page of their own (the career page lists them), so there is no address to preview.
        throw unprocessable('Invalid body: post.kind', [{ field: 'kind', message: 'only articles have a page to preview', code: 'preview.kindWithoutPage' }], 'preview.kindWithoutPage');
      }
      const now = nowSeconds();
      const expiresAt = now + PREVIEW_TTL_SECONDS;
      const id = randomUUID();
      await repo.keep({ id, kind: 'post', entity_uuid: body.uuid, session_id: auth.sessionId, user_id: auth.user.id, body_json: JSON.stringify(draft), expires_at: expiresAt }, now);
      const token = await new SignJWT({ pid: id, sid: auth.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(auth.user.id))
        .setIssuer(JWT_ISSUER)
        .setAudience(PREVIEW_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
      const url = `${localePath('article-slug', body.lang, { slug: texts.slug })}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
      await opts.audit.record(auth, {
        action: 'preview',
        entity: 'post',
        entityId: body.uuid,
        summary: `Previewed the ${body.post.kind} post "${texts.title}" (${body.lang})`,
        code: 'post.previewed',
        params: { postKind: body.post.kind, title: texts.title, lang: body.lang },
      });
      return { url, expires_at: new Date(expiresAt * 1000).toISOString() };
    },

    /**
     * GET /api/posts/{slug}?preview=: the draft as the public answer would show it once published, in `lang`, at a
     * slug it has in any language (as the public post is found); refused() for anything else.
     */
    async post(token: string, bearer: string | undefined, slug: string, lang: Lang): Promise<PostDetail> {
      const { draft, entityUuid, expiresAt } = await open(token, bearer);
      const texts = draft.translations[lang];
      if (!texts || !LANG_CODES.some((l) => draft.translations[l]?.slug === slug)) throw refused();
      return {
        uuid: entityUuid ?? '',
        kind: draft.kind,
        slug: texts.slug,
        title: texts.title,
        perex: texts.perex,
        published_at: draft.published_at,
        cover: draft.cover,
        slugs: Object.fromEntries(LANG_CODES.flatMap((l) => (draft.translations[l] ? [[l, draft.translations[l].slug]] : []))),
        body_html: texts.body_html,
        preview: { expires_at: new Date(expiresAt * 1000).toISOString() },
      };
    },
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;

/** The preview token of a page or API address, if it has one. */
export function previewTokenOf(url: string): string | null {
  const query = url.indexOf('?');
  if (query < 0) return null;
  return new URLSearchParams(url.slice(query + 1)).get(PREVIEW_PARAM);
}

/** The admin's access token from the browser's `token` cookie (shared/src/runtime/token-store.ts), if any. */
export function tokenCookieOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== 'token') continue;
    try {
      return decodeURIComponent(value.join('=')) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
