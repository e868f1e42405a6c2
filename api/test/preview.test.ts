// Previews before publishing (issue 29, decision 0063): an admin's draft on the public page's address, for that
// admin's browser only, for a few minutes; the public site, its caches and its sitemap never show it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPostBody, PostPreviewAnswer } from '@shop/shared/contracts/content-admin';
import { JWT_ISSUER } from '../src/modules/auth/service.ts';
import { PREVIEW_AUDIENCE } from '../src/modules/preview/service.ts';
import { bearer, tokens, type Tokens } from './admin-helpers.ts';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';
import { publishRemote } from './page-render-support.ts';

let t: TestContext;
let tk: Tokens;

/**
 * A shop whose article page shows the post it asks for at the page's own address (query included, as the real
 * remote's call does), so a test sees what the server's render was answered. As the real route, it answers 404 for
 * a post it is not given, and builds the page's head from the post (an address to index, alternates, JSON-LD).
 */
const SHOP_SHOWING_POSTS = `
module.exports.render = async (request) => {
  const [pathname, query] = request.url.split('?');
  const slug = pathname.split('/').pop();
  const answer = await request.get('/api/posts/' + slug + (query ? '?' + query : ''), { localization: request.lang });
  const post = answer.status === 200 ? answer.body.data : null;
  const main = post ? '<h1>' + post.title + '</h1>' + post.body_html : '<h1>Not found</h1>';
  const head = post
    ? { title: post.title, description: '', canonical: pathname, alternates: { sk: '/sk/article/' + post.slug }, ogType: 'article', image: null, noindex: false, jsonLd: [{ '@type': 'NewsArticle', headline: post.title }] }
    : { title: 'Not found', description: '', canonical: null, alternates: {}, ogType: 'website', image: null, noindex: true, jsonLd: [] };
  return { slots: { main: '<main>' + main + '</main>' }, answers: {}, messages: {}, status: post ? 200 : 404, head };
};`;

beforeAll(async () => {
  t = await createTestApp();
  writeFileSync(path.join(t.config.deployDir, 'remotes.json'), JSON.stringify({ mf_shop: publishRemote(t.config.deployDir, 'mf-shop', 'posts-1', SHOP_SHOWING_POSTS) }));
  tk = await tokens(t);
});
afterAll(async () => t.close());

const tr = (title: string, body_html = '') => ({ title, slug: '', perex: '', body_html });
const draftBody = (overrides: Partial<AdminPostBody> = {}): AdminPostBody => ({
  kind: 'article',
  published: false,
  published_at: '2026-03-01',
  cover_path: null,
  translations: { sk: tr('Nová brána Aurora'), en: tr('The new Aurora gate', '<p>Coming <b>soon</b>.</p><script>alert(1)</script>'), hu: tr(''), sr: tr(''), ru: tr('') },
  ...overrides,
});

const adminCall = (method: 'POST' | 'PUT' | 'GET', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), localization: LOCALES.en }, ...(payload ? { payload } : {}) });
const preview = (token: string | null, body: object) => adminCall('POST', '/api/admin/posts/preview', token, body);
const apiPost = (slug: string, query = '', token: string | null = null) =>
  t.app.inject({ method: 'GET', url: `/api/posts/${slug}${query}`, headers: { localization: LOCALES.en, ...(token ? bearer(token) : {}) } });
const page = (url: string, token: string | null = null) => t.app.inject({ method: 'GET', url, headers: { host: 'shop.test', ...(token ? { cookie: `i18n_redirected=en; token=${encodeURIComponent(token)}` } : {}) } });
const tokenOf = (url: string) => new URL(url, 'http://shop.test').searchParams.get('preview')!;

/** Signs in as a new editor through the API: a session of its own. */
async function signIn(): Promise<string> {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@example.com', password: 'demo-admin-2026' }, remoteAddress: '10.77.0.9' });
  expect(login.statusCode).toBe(200);
  return login.json().token as string;
}

describe('issuing a preview', () => {
  it('is for signed-in content managers only, and refuses an account that must change its one-time password first', async () => {
    expect((await preview(null, { uuid: null, lang: 'en', post: draftBody() })).statusCode).toBe(401);
    expect((await preview('not-a-token', { uuid: null, lang: 'en', post: draftBody() })).statusCode).toBe(401);
    await t.db.updateTable('admin_users').set({ password_one_time: 1 }).where('id', '=', tk.editorId).execute();
    try {
      const res = await preview(tk.editor, { uuid: null, lang: 'en', post: draftBody() });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('auth.passwordChangeRequired');
    } finally {
      await t.db.updateTable('admin_users').set({ password_one_time: 0 }).where('id', '=', tk.editorId).execute();
    }
    expect((await preview(tk.editor, { uuid: null, lang: 'en', post: draftBody() })).statusCode).toBe(201);
    expect((await preview(tk.admin, { uuid: null, lang: 'en', post: draftBody() })).statusCode).toBe(201);
  });

  it('answers the public address in the chosen language with a token valid for minutes, stores nothing public and is audited', async () => {
    const before = await t.db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await preview(tk.editor, { uuid: null, lang: 'en', post: draftBody() });
    expect(res.statusCode).toBe(201);
    const answer = res.json().data as PostPreviewAnswer;
    expect(answer.url).toMatch(/^\/en\/article\/the-new-aurora-gate\?preview=[\w.-]+$/);
    const minutes = (Date.parse(answer.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const after = await t.db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const audit = await t.db.selectFrom('audit_log').select(['summary', 'user_id']).where('action', '=', 'preview').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ summary: 'Previewed the article post "The new Aurora gate" (en)', user_id: tk.editorId });
  });

  it('refuses a language the draft has no title in, a job offer (no page of its own), a bad body and an unknown post', async () => {
    const noHu = await preview(tk.editor, { uuid: null, lang: 'hu', post: draftBody() });
    expect(noHu.statusCode).toBe(422);
    expect(noHu.json().errors).toEqual([{ field: 'translations.hu.title', message: 'is required for a preview in this language', code: 'preview.noTranslation' }]);
    const career = await preview(tk.editor, { uuid: null, lang: 'en', post: draftBody({ kind: 'career' }) });
    expect(career.statusCode).toBe(422);
    expect(career.json().code).toBe('preview.kindWithoutPage');
    expect((await preview(tk.editor, { uuid: null, lang: 'xx', post: draftBody() })).statusCode).toBe(422);
    expect((await preview(tk.editor, { uuid: 'no-such-post', lang: 'en', post: draftBody() })).statusCode).toBe(404);
  });
});

describe('the draft behind a preview token', () => {
  it('is answered to the session it was issued to, and to nobody else; the unpublished post stays 404 for everyone', async () => {
    const created = await adminCall('POST', '/api/admin/posts', tk.editor, draftBody({ translations: { ...draftBody().translations, en: tr('Unpublished Aurora', '<p>Saved text.</p>'), sk: tr('Nepublikovaná Aurora') } }));
    expect(created.statusCode).toBe(201);
    const { uuid } = created.json().data as { uuid: string };
    expect((await apiPost('unpublished-aurora')).statusCode).toBe(404);

    // The form's unsaved edit is what the preview shows.
    const edited = draftBody({ translations: { ...draftBody().translations, en: tr('Unpublished Aurora', '<p>Edited, <b>not saved</b>.</p><script>alert(1)</script>'), sk: tr('Nepublikovaná Aurora') } });
    const { url } = (await preview(tk.editor, { uuid, lang: 'en', post: edited })).json().data as PostPreviewAnswer;
    const token = tokenOf(url);

    const shown = await apiPost('unpublished-aurora', `?preview=${token}`, tk.editor);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    const data = shown.json().data;
    expect(data).toMatchObject({ uuid, title: 'Unpublished Aurora', body_html: '<p>Edited, <strong>not saved</strong>.</p>', slugs: { sk: 'nepublikovana-aurora', en: 'unpublished-aurora' } });
    expect(Date.parse(data.preview.expires_at)).toBeGreaterThan(Date.now());
    // In another language of the draft, at either slug, as the public post is found.
    const sk = await t.app.inject({ method: 'GET', url: `/api/posts/unpublished-aurora?preview=${token}`, headers: { localization: LOCALES.sk, ...bearer(tk.editor) } });
    expect(sk.json().data.title).toBe('Nepublikovaná Aurora');

    // Without a session, from another session, at another slug: the same 404 as for any visitor.
    for (const [query, who, slug] of [
      [`?preview=${token}`, null, 'unpublished-aurora'],
      [`?preview=${token}`, tk.admin, 'unpublished-aurora'],
      [`?preview=${token}`, tk.editor, 'some-other-post'],
      ['', tk.editor, 'unpublished-aurora'],
    ] as const) {
      const res = await apiPost(slug, query, who);
      expect(res.statusCode, `${slug}${query} as ${String(who).slice(0, 12)}`).toBe(404);
    }
    const refused = await apiPost('unpublished-aurora', `?preview=${token}`, tk.admin);
    expect(refused.json().code).toBe('preview.invalid');
    // The saved post is untouched.
    expect((await adminCall('GET', `/api/admin/posts/${uuid}`, tk.editor)).json().data.translations.en.body_html).toBe('<p>Saved text.</p>');
  });

  it('refuses a forged, tampered, expired or access token in place of a preview token', async () => {
    const { url } = (await preview(tk.editor, { uuid: null, lang: 'en', post: draftBody() })).json().data as PostPreviewAnswer;
    const token = tokenOf(url);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { pid: string; sid: string; sub: string };
    const sign = (secret: string, exp: number, audience = PREVIEW_AUDIENCE) =>
      new SignJWT({ pid: claims.pid, sid: claims.sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuer(JWT_ISSUER).setAudience(audience).setExpirationTime(exp).sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const forged = await sign('another-secret-of-at-least-32-characters', now + 600);
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, pid: 'other' })).toString('base64url')}.${signature}`;
    const expired = await sign(t.config.jwtSecret, now - 5);
    const wrongAudience = await sign(t.config.jwtSecret, now + 600, 'metal-shop-admin');
    expect((await apiPost('the-new-aurora-gate', `?preview=${token}`, tk.editor)).statusCode).toBe(200);
    for (const [name, bad] of Object.entries({ forged, tampered, expired, wrongAudience, accessToken: tk.editor, garbage: 'x' })) {
      expect((await apiPost('the-new-aurora-gate', `?preview=${encodeURIComponent(bad)}`, tk.editor)).statusCode, name).toBe(404);
    }
    // The stored draft expires with its token, whatever a token says.
    await t.db.updateTable('content_previews').set({ expires_at: now - 1 }).where('id', '=', claims.pid).execute();
    expect((await apiPost('the-new-aurora-gate', `?preview=${token}`, tk.editor)).statusCode).toBe(404);
  });

  it('ends with the session: after signing out the link shows nothing', async () => {
    const session = await signIn();
    const { url } = (await preview(session, { uuid: null, lang: 'en', post: draftBody() })).json().data as PostPreviewAnswer;
    expect((await apiPost('the-new-aurora-gate', `?preview=${tokenOf(url)}`, session)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/admin/auth/logout', headers: bearer(session) })).statusCode).toBe(204);
    expect((await apiPost('the-new-aurora-gate', `?preview=${tokenOf(url)}`, session)).statusCode).toBe(404);
  });
});

describe('the preview page', () => {
  it('renders the draft on the public address for the admin browser: private, no-store, noindex, never kept', async () => {
    const { url } = (await preview(tk.editor, { uuid: null, lang: 'en', post: draftBody() })).json().data as PostPreviewAnswer;
    const res = await page(url, tk.editor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<main><h1>The new Aurora gate</h1><p>Coming <strong>soon</strong>.</p></main>');
    expect(res.body).toContain('<title>The new Aurora gate');
    expect(res.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(res.body).not.toContain('rel="canonical"');
    expect(res.body).not.toContain('hreflang');
    expect(res.body).not.toContain('application/ld+json');

    // The same address without the admin's cookie, and the address without the token: not found, and never a kept copy.
    for (const [address, who] of [[url, null], [url.split('?')[0]!, tk.editor], [url.split('?')[0]!, null]] as const) {
      const other = await page(address, who);
      expect(other.statusCode, `${address} ${who ? 'with' : 'without'} the cookie`).toBe(404);
      expect(other.body).not.toContain('Coming <strong>soon</strong>');
    }
    expect((await page(url, null)).headers['cache-control']).toBe('private, no-store');
  });

  it('shows a published post\'s unsaved edit to the admin while visitors keep seeing the published text', async () => {
    const body = draftBody({ published: true, published_at: '2026-01-05', translations: { ...draftBody().translations, sk: tr('Publikovaná brána'), en: tr('Published gate', '<p>Published text.</p>') } });
    const { uuid } = (await adminCall('POST', '/api/admin/posts', tk.editor, body)).json().data as { uuid: string };
    const edit = { ...body, translations: { ...body.translations, en: tr('Published gate', '<p>Draft text.</p>') } };
    const { url } = (await preview(tk.editor, { uuid, lang: 'en', post: edit })).json().data as PostPreviewAnswer;
    expect((await page(url, tk.editor)).body).toContain('<p>Draft text.</p>');
    const visitor = await page('/en/article/published-gate');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('<p>Published text.</p>');
    expect(visitor.body).not.toContain('Draft text');
  });

  it('leaves drafts out of the sitemap', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('/en/article/published-gate');
    expect(sitemap.body).not.toContain('unpublished-aurora');
    expect(sitemap.body).not.toContain('the-new-aurora-gate');
    expect(sitemap.body).not.toContain('preview');
  });
});
