import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminModule, AdminPostBody } from '@shop/shared/contracts/content-admin';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';
import { bearer, multipart, pdfFile, tokens, uploadImage, type Tokens } from './admin-helpers.ts';

let t: TestContext;
let tk: Tokens;
beforeAll(async () => {
  t = await createTestApp();
  tk = await tokens(t);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token: string | null = tk.editor) =>
  t.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: { ...(token ? bearer(token) : {}), localization: LOCALES.en } });

const tr = (title: string, extra: Partial<{ slug: string; perex: string; body_html: string }> = {}) => ({ title, slug: '', perex: '', body_html: '', ...extra });
const postBody = (overrides: Partial<AdminPostBody> = {}): AdminPostBody => ({
  kind: 'article',
  published: true,
  published_at: '2026-02-03',
  cover_path: null,
  translations: {
    sk: tr('Otvárame novú predajňu v Trnave', { perex: 'Od marca aj v Trnave.', body_html: '<p>Nová <b>predajňa</b>.</p><script>alert(1)</script><p onclick="x()">Príďte.</p><a href="javascript:alert(1)">zlé</a><img src="https://evil.example/x.png"><a href="https://example.com" target="_blank">web</a>' }),
    en: tr('We open a new shop in Trnava', { perex: 'From March in Trnava too.', body_html: '<p>A new <i>shop</i>.</p>' }),
    hu: tr(''),
    sr: tr(''),
    ru: tr(''),
  },
  ...overrides,
});

describe('admin content: access', () => {
  it('answers 401 without a token and lets editors in', async () => {
    for (const [method, url] of [['GET', '/api/admin/modules'], ['GET', '/api/admin/posts'], ['POST', '/api/admin/posts'], ['GET', '/api/admin/documents'], ['DELETE', '/api/admin/documents/x']] as const) {
      expect((await call(method, url, method === 'POST' ? postBody() : undefined, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', '/api/admin/modules')).statusCode).toBe(200);
  });
});

describe('admin content: homepage modules', () => {
  it('changes texts, hides a module and reorders; the public list follows', async () => {
    const modules = (await call('GET', '/api/admin/modules')).json().data as AdminModule[];
    const hero = modules.find((m) => m.type === 'hero')!;
    const news = modules.find((m) => m.type === 'latest-articles')!;
    const upd = await call('PUT', `/api/admin/modules/${hero.uuid}`, { enabled: true, title: { ...hero.title, en: 'Gates made in Žilina' }, text: hero.text, cta_label: hero.cta_label, item_limit: null, image_path: hero.image_path });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data.title.en).toBe('Gates made in Žilina');
    expect((await call('PUT', `/api/admin/modules/${news.uuid}`, { enabled: false, title: news.title, text: news.text, cta_label: news.cta_label, item_limit: 4, image_path: null })).statusCode).toBe(200);
    const order = [...modules].reverse().map((m) => m.uuid);
    expect((await call('PUT', '/api/admin/modules/order', { uuids: order })).json().data.map((m: AdminModule) => m.uuid)).toEqual(order);

    const pub = (await t.app.inject({ method: 'GET', url: '/api/homepage/modules', headers: { localization: 'en-US' } })).json().data as Array<{ type: string; title: string }>;
    expect(pub.map((m) => m.type)).toEqual(['custom-production', 'top-categories', 'hero']);
    expect(pub.find((m) => m.type === 'hero')?.title).toBe('Gates made in Žilina');
    const audit = await t.db.selectFrom('audit_log').select('summary').where('entity', '=', 'homepage-module').execute();
    expect(audit.map((a) => a.summary)).toEqual(expect.arrayContaining(['Updated the homepage module hero']));
  });

  it('refuses an image outside the media folder, a missing title and an incomplete order', async () => {
    const [m] = (await call('GET', '/api/admin/modules')).json().data as AdminModule[];
    const base = { enabled: true, title: m!.title, text: m!.text, cta_label: m!.cta_label, item_limit: null };
    const outside = await call('PUT', `/api/admin/modules/${m!.uuid}`, { ...base, image_path: '../shop.sqlite' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({ code: 'upload.invalidPath', errors: [{ field: 'image_path', code: 'upload.invalidPath' }] });
    const hero = ((await call('GET', '/api/admin/modules')).json().data as AdminModule[]).find((x) => x.type === 'hero')!;
    const noTitle = await call('PUT', `/api/admin/modules/${hero.uuid}`, { ...base, title: { ...hero.title, sk: ' ' }, image_path: null });
    expect(noTitle.json()).toMatchObject({ code: 'request.invalidFields', errors: [{ field: 'title.sk', message: 'is required', code: 'field.required' }] });
    const order = await call('PUT', '/api/admin/modules/order', { uuids: [m!.uuid] });
    expect(order.statusCode).toBe(422);
    expect(order.json().code).toBe('module.orderIncomplete');
    expect((await call('PUT', '/api/admin/modules/nope', { ...base, image_path: null })).statusCode).toBe(404);
  });
});

describe('admin content: posts', () => {
  it('creates a post with sanitised rich text, a cover and slugs from the titles; it is public in its languages only', async () => {
    const cover = await uploadImage(t, tk.editor, 800, 600);
    const res = await call('POST', '/api/admin/posts', postBody({ cover_path: cover.path }));
    expect(res.statusCode).toBe(201);
    const post = res.json().data;
    expect(post.translations.sk.slug).toBe('otvarame-novu-predajnu-v-trnave');
    expect(post.translations.en.slug).toBe('we-open-a-new-shop-in-trnava');
    expect(post.cover).toEqual({ url: cover.url, width: 800, height: 600 });
    const html = post.translations.sk.body_html as string;
    expect(html).toContain('<strong>predajňa</strong>');
    expect(html).not.toMatch(/script|onclick|javascript|evil\.example/);
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">web</a>');

    const pub = await t.app.inject({ method: 'GET', url: '/api/posts/we-open-a-new-shop-in-trnava', headers: { localization: 'en-US' } });
    expect(pub.json().data).toMatchObject({ title: 'We open a new shop in Trnava', published_at: '2026-02-03' });
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/otvarame-novu-predajnu-v-trnave', headers: { localization: 'hu-HU' } })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/posts?kind=article', headers: { localization: 'sk-SK' } })).json();
    expect(list.data[0].title).toBe('Otvárame novú predajňu v Trnave');
    expect(list.meta.total).toBe(7);
  });

  it('edits, unpublishes and deletes a post', async () => {
    const created = (await call('POST', '/api/admin/posts', postBody({ kind: 'career', published_at: null, translations: { ...postBody().translations, sk: tr('Skladník'), en: tr('Warehouse worker') } }))).json().data;
    const edited = await call('PUT', `/api/admin/posts/${created.uuid}`, { ...postBody({ kind: 'career', published: false, published_at: null }), translations: { ...postBody().translations, sk: tr('Skladník/skladníčka', { slug: 'skladnik' }), en: tr('Warehouse worker') } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ published: false, translations: { sk: { title: 'Skladník/skladníčka', slug: 'skladnik' } } });
    const career = (await t.app.inject({ method: 'GET', url: '/api/posts?kind=career', headers: { localization: 'sk-SK' } })).json().data as Array<{ title: string }>;
    expect(career.map((p) => p.title)).not.toContain('Skladník/skladníčka');
    const admin = (await call('GET', '/api/admin/posts?kind=career')).json();
    expect(admin.data.find((p: { uuid: string }) => p.uuid === created.uuid)).toMatchObject({ title: 'Warehouse worker', languages: ['sk', 'en'], published: false });
    expect((await call('DELETE', `/api/admin/posts/${created.uuid}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/posts/${created.uuid}`)).statusCode).toBe(404);
  });

  it('answers 409 for a slug another post uses and 422 for a missing Slovak title, a bad slug or a reserved one', async () => {
    const taken = await call('POST', '/api/admin/posts', postBody({ translations: { ...postBody().translations, sk: tr('Iný názov', { slug: 'nova-linka-praskoveho-lakovania' }), en: tr('Other') } }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ field: 'translations.sk.slug', message: 'is already used by another post', code: 'slug.taken.post', params: { slug: 'nova-linka-praskoveho-lakovania' } }]);
    const bad = await call('POST', '/api/admin/posts', postBody({ published_at: '2026-13-45', translations: { ...postBody().translations, sk: tr(''), en: tr('x', { slug: 'Bad Slug!' }), hu: tr('y', { slug: 'we-support' }) } }));
    expect(bad.statusCode).toBe(422);
    // Each field with its code, which the admin words in its language; the answer is the generic "check the fields".
    expect(bad.json().code).toBe('request.invalidFields');
    expect((bad.json().errors as Array<{ field: string; code: string }>).map((e) => [e.field, e.code])).toEqual([
      ['translations.sk.title', 'field.required'],
      ['translations.en.slug', 'slug.invalid'],
      ['translations.hu.slug', 'slug.reserved'],
      ['published_at', 'field.invalid'],
    ]);
    // A reserved slug alone: the answer carries the field's code, and keeps its English message for API callers.
    const reserved = await call('POST', '/api/admin/posts', postBody({ translations: { ...postBody().translations, en: tr('Support', { slug: 'we-support' }) } }));
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json()).toMatchObject({
      message: 'Invalid body: translations.en.slug',
      code: 'slug.reserved',
      errors: [{ field: 'translations.en.slug', message: 'is reserved for a page of the site', code: 'slug.reserved' }],
    });
    const cover = await call('POST', '/api/admin/posts', postBody({ cover_path: 'documents/terms-sk.pdf' }));
    expect(cover.json().errors).toEqual([{ field: 'cover_path', message: 'must be an image (WebP, JPEG or PNG)', code: 'upload.notImage' }]);
    expect((await call('GET', `/api/admin/posts/${crypto.randomUUID()}`)).json()).toMatchObject({ statusCode: 404, code: 'post.notFound' });
  });
});

describe('admin content: documents', () => {
  async function uploadPdf(): Promise<string> {
    const body = multipart('file', 'protocol.pdf', 'application/pdf', pdfFile());
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/uploads?kind=document', headers: { ...bearer(tk.editor), ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(201);
    return res.json().data.path as string;
  }
  const files = (pathSk: string, pathEn = '') => ({
    sk: { title: 'Protokol o skúške zábradlia', path: pathSk },
    en: { title: pathEn ? 'Railing test report' : '', path: pathEn },
    hu: { title: '', path: '' },
    sr: { title: '', path: '' },
    ru: { title: '', path: '' },
  });

  it('adds a protocol with titles per language; the protocols page lists it in those languages', async () => {
    const pdf = await uploadPdf();
    const res = await call('POST', '/api/admin/documents', { kind: 'protocol', files: files(pdf, pdf) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.files.en).toMatchObject({ title: 'Railing test report', size_bytes: pdfFile().length });
    expect(res.json().data.files.hu).toBeNull();
    const en = (await t.app.inject({ method: 'GET', url: '/api/documents?kind=protocol', headers: { localization: 'en-US' } })).json().data as Array<{ title: string }>;
    expect(en.map((d) => d.title)).toContain('Railing test report');
    const hu = (await t.app.inject({ method: 'GET', url: '/api/documents?kind=protocol', headers: { localization: 'hu-HU' } })).json().data as Array<{ title: string }>;
    expect(hu.map((d) => d.title)).not.toContain('Railing test report');
    expect((await call('DELETE', `/api/admin/documents/${res.json().data.uuid}`)).statusCode).toBe(204);
  });

  it('replaces the file of a header document but never deletes it', async () => {
    const docs = (await call('GET', '/api/admin/documents?kind=site')).json().data as Array<{ uuid: string; key: string; files: Record<string, { title: string; path: string } | null> }>;
    const terms = docs.find((d) => d.key === 'terms')!;
    const pdf = await uploadPdf();
    const next = Object.fromEntries(Object.entries(terms.files).map(([l, f]) => [l, { title: f?.title ?? '', path: l === 'sk' ? pdf : (f?.path ?? '') }]));
    const res = await call('PUT', `/api/admin/documents/${terms.uuid}`, { files: next });
    expect(res.statusCode).toBe(200);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/site/documents' })).json().data as Array<{ key: string; url: string }>;
    expect(pub.find((d) => d.key === 'terms')?.url).toBe(`/media/${pdf}`);
    expect((await call('DELETE', `/api/admin/documents/${terms.uuid}`)).statusCode).toBe(409);
  });

  it('answers 422 for a file that is not a PDF, a path leaving the media folder and a title without a file', async () => {
    const image = await uploadImage(t, tk.editor);
    const res = await call('POST', '/api/admin/documents', { kind: 'assembly', files: { ...files(image.path), en: { title: 'Manual', path: '' }, hu: { title: '', path: '../../etc/passwd.pdf' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'files.sk.path', message: 'must be a PDF document', code: 'upload.notPdf' },
      { field: 'files.en.path', message: 'is required with a title', code: 'document.fileRequired' },
      { field: 'files.hu.title', message: 'is required with a file', code: 'document.titleRequired' },
      { field: 'files.hu.path', message: 'must be a path inside the media folder', code: 'upload.invalidPath' },
    ]);
    expect(res.json().code).toBe('request.invalidFields');
  });
});
