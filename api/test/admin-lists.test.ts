// Issue 29: the users, documents, posts and audit lists of the admin are searched, filtered, sorted and paged on the
// server; a bad value is answered 422 with the lists' message code (list.invalidQuery) and its field, never 500; the
// role is checked first. Through the server, on SQLite and (api-postgres) on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_CODES } from '@shop/shared/languages';
import { openDatabase } from '../src/db/connection.ts';
import { createMigrator } from '../src/db/migrate.ts';
import { createTestApp, createTestDatabase, LOCALES, TEST_DATABASE_URL, type TestContext } from './helpers.ts';
import { bearer, multipart, pdfFile, tokens, type Tokens } from './admin-helpers.ts';

let t: TestContext;
let tk: Tokens;

beforeAll(async () => {
  t = await createTestApp({ products: 1 });
  tk = await tokens(t);
});
afterAll(async () => t.close());

const get = (url: string, token = tk.admin, locale: string = LOCALES.en) => t.app.inject({ method: 'GET', url, headers: { ...bearer(token), localization: locale } });
const post = (url: string, payload: unknown, token = tk.admin) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as Record<string, unknown> });

interface User {
  id: number;
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  two_factor: boolean;
}
interface Meta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

describe('GET /api/admin/users', () => {
  beforeAll(async () => {
    // Seven accounts of a team whose names share a word, two of them administrators, two disabled.
    for (const [i, name] of ['Zora Lista', 'Adam Lista', 'Marta Lista', 'Boris Lista', 'Cecília Lista', 'Dana Lista', 'Ema Lista'].entries()) {
      const created = await post('/api/admin/users', { email: `lista.${i}@example.com`, name, role: i < 2 ? 'admin' : 'editor', password: `lista password meadow ${i}` });
      expect(created.statusCode, created.body).toBe(201);
      if (i === 3 || i === 4) {
        const { id } = created.json().data;
        expect((await t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: bearer(tk.admin), payload: { name, role: 'editor', disabled: true } })).statusCode).toBe(200);
      }
    }
  });

  const users = async (query: string) => {
    const res = await get(`/api/admin/users?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: User[]; meta: Meta };
  };

  it('finds a part of the name or e-mail in any case, and filters by role and state', async () => {
    const team = await users('q=LISTA&per_page=100');
    expect(team.meta.total).toBe(7);
    expect(team.data.every((u) => u.name.endsWith('Lista'))).toBe(true);
    expect((await users('q=lista.3@')).data.map((u) => u.name)).toEqual(['Boris Lista']);
    // % and _ are letters to look for, not wildcards.
    expect((await users('q=%25')).meta.total).toBe(0);
    expect((await users('q=lista_')).meta.total).toBe(0);

    const admins = await users('q=lista&role=admin');
    expect(admins.data.map((u) => u.name).sort()).toEqual(['Adam Lista', 'Zora Lista']);
    const disabled = await users('q=lista&state=disabled');
    expect(disabled.data.map((u) => u.name).sort()).toEqual(['Boris Lista', 'Cecília Lista']);
    expect(disabled.data.every((u) => u.disabled)).toBe(true);
    const activeEditors = await users('q=lista&role=editor&state=active');
    expect(activeEditors.data.map((u) => u.name).sort()).toEqual(['Dana Lista', 'Ema Lista', 'Marta Lista']);
    expect((await users('q=lista&two_factor=on')).meta.total).toBe(0);
    expect((await users('q=lista&two_factor=off')).meta.total).toBe(7);
    // Without filters every account is there, the seeded ones too.
    const all = await users('per_page=100');
    expect(all.data.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@example.com', 'lista.0@example.com']));
  });

  it('sorts by e-mail (the default), name, role or creation, either way, and pages without overlap', async () => {
    const byEmail = (await users('q=lista')).data.map((u) => u.email);
    expect(byEmail).toEqual([...byEmail].sort());
    const byNameDesc = (await users('q=lista&sort=name&order=desc')).data.map((u) => u.name);
    expect(byNameDesc).toEqual(['Zora Lista', 'Marta Lista', 'Ema Lista', 'Dana Lista', 'Cecília Lista', 'Boris Lista', 'Adam Lista']);
    const byRole = (await users('q=lista&sort=role')).data.map((u) => u.role);
    expect(byRole).toEqual(['admin', 'admin', 'editor', 'editor', 'editor', 'editor', 'editor']);
    const newestFirst = (await users('q=lista&sort=created_at&order=desc')).data;
    expect(newestFirst[newestFirst.length - 1]!.email).toBe('lista.0@example.com');

    const first = await users('q=lista&sort=name&per_page=3');
    expect(first.meta).toEqual({ current_page: 1, per_page: 3, total: 7, last_page: 3 });
    const second = await users('q=lista&sort=name&per_page=3&page=2');
    const third = await users('q=lista&sort=name&per_page=3&page=3');
    const paged = [...first.data, ...second.data, ...third.data].map((u) => u.name);
    expect(paged).toEqual((await users('q=lista&sort=name')).data.map((u) => u.name));
    expect(new Set(paged).size).toBe(7);
    expect((await users('q=lista&per_page=3&page=9')).data).toEqual([]);
  });

  it('answers 422 list.invalidQuery naming the field for a bad page, size, sort, order or filter', async () => {
    const cases: Array<[string, string]> = [
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['per_page=101', 'per_page'],
      ['per_page=0', 'per_page'],
      ['sort=password_hash', 'sort'],
      ['order=sideways', 'order'],
      ['role=owner', 'role'],
      ['state=asleep', 'state'],
      ['two_factor=maybe', 'two_factor'],
      [`q=${'x'.repeat(201)}`, 'q'],
      ['limit=5', 'limit'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/admin/users?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toMatchObject({ statusCode: 422, code: 'list.invalidQuery' });
      expect(res.json().errors.map((e: { field: string }) => e.field), query).toContain(field);
    }
  });

  it('checks the role before the query: an editor gets 403 and no token 401, whatever the query', async () => {
    expect((await get('/api/admin/users?q=lista', tk.editor)).statusCode).toBe(403);
    expect((await get('/api/admin/users?page=0', tk.editor)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users?page=0' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/documents', () => {
  const files = (sk: string, en: string, path: string) => ({
    sk: { title: sk, path },
    en: en ? { title: en, path } : { title: '', path: '' },
    hu: { title: '', path: '' },
    sr: { title: '', path: '' },
    ru: { title: '', path: '' },
  });

  beforeAll(async () => {
    const body = multipart('file', 'report.pdf', 'application/pdf', pdfFile());
    const pdf = await t.app.inject({ method: 'POST', url: '/api/admin/uploads?kind=document', headers: { ...bearer(tk.admin), ...body.headers }, payload: body.payload });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const path = pdf.json().data.path as string;
    // Price lists: three with an English file, one Slovak only (a made-up word: the seeded ones say "Árlista").
    for (const [sk, en] of [
      ['Xylo cenník brány 2024', 'Xylo gates 2024'],
      ['Xylo cenník ploty 2025', 'Xylo fences 2025'],
      ['Xylo cenník zábradlia 2023', 'Xylo railings 2023'],
      ['Xylo cenník ohrady 2022', ''],
    ] as const) {
      const res = await post('/api/admin/documents', { kind: 'price-list', files: files(sk, en, path) });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  const documents = async (query: string, locale: string = LOCALES.en) => {
    const res = await get(`/api/admin/documents?${query}`, tk.admin, locale);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Array<{ kind: string; position: number; files: Record<string, { title: string } | null> }>; meta: Meta };
  };

  it('keeps one kind, in the site order by default, a page at a time', async () => {
    const all = await documents('kind=price-list&per_page=100');
    expect(all.data.every((d) => d.kind === 'price-list')).toBe(true);
    const positions = all.data.map((d) => d.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const first = await documents('kind=price-list&per_page=2');
    expect(first.meta).toEqual({ current_page: 1, per_page: 2, total: all.meta.total, last_page: Math.ceil(all.meta.total / 2) });
    expect(first.data).toEqual(all.data.slice(0, 2));
    expect((await documents('kind=price-list&per_page=2&page=2')).data).toEqual(all.data.slice(2, 4));
  });

  it('finds a part of a title in any language, and the documents without a file in a language', async () => {
    const found = await documents('kind=price-list&q=FENCES');
    expect(found.data.map((d) => d.files.sk!.title)).toEqual(['Xylo cenník ploty 2025']);
    expect((await documents('kind=price-list&q=cenník zábradlia')).data.map((d) => d.files.en!.title)).toEqual(['Xylo railings 2023']);
    expect((await documents('kind=price-list&q=50%25')).meta.total).toBe(0);
    const noEnglish = await documents('kind=price-list&q=xylo&missing=en');
    expect(noEnglish.data.map((d) => d.files.sk!.title)).toEqual(['Xylo cenník ohrady 2022']);
    expect((await documents('kind=price-list&missing=sk')).meta.total).toBe(0);
  });

  it('sorts by the title in the request language, the Slovak one where that language has none', async () => {
    const english = await documents('kind=price-list&q=xylo&sort=title');
    expect(english.data.map((d) => d.files.en?.title ?? d.files.sk!.title)).toEqual(['Xylo cenník ohrady 2022', 'Xylo fences 2025', 'Xylo gates 2024', 'Xylo railings 2023']);
    const slovakDesc = await documents('kind=price-list&q=xylo&sort=title&order=desc', LOCALES.sk);
    expect(slovakDesc.data.map((d) => d.files.sk!.title)).toEqual(['Xylo cenník zábradlia 2023', 'Xylo cenník ploty 2025', 'Xylo cenník ohrady 2022', 'Xylo cenník brány 2024']);
  });

  it('answers 422 list.invalidQuery naming the field for a bad value; the sign-in comes first', async () => {
    for (const [query, field] of [
      ['kind=poster', 'kind'],
      ['missing=de', 'missing'],
      ['sort=size', 'sort'],
      ['order=up', 'order'],
      ['per_page=1000', 'per_page'],
      ['page=-1', 'page'],
    ] as const) {
      const res = await get(`/api/admin/documents?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toMatchObject({ code: 'list.invalidQuery' });
      expect(res.json().errors.map((e: { field: string }) => e.field), query).toContain(field);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/documents?kind=poster' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/users: names sorted and found without regard to diacritics', () => {
  beforeAll(async () => {
    for (const [i, name] of ['Zeman Zoradi', 'Čech Zoradi', 'Dvořák Zoradi', 'Ábel Zoradi', 'Cyril Zoradi'].entries()) {
      const created = await post('/api/admin/users', { email: `zoradi.${i}@example.com`, name, role: 'editor', password: `zoradi password meadow ${i}` });
      expect(created.statusCode, created.body).toBe(201);
    }
  });

  const names = async (query: string) => {
    const res = await get(`/api/admin/users?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: User[] }).data.map((u) => u.name);
  };

  it('sorts "Čech" among the C\'s and "Ábel" first, either way', async () => {
    expect(await names('q=zoradi&sort=name')).toEqual(['Ábel Zoradi', 'Čech Zoradi', 'Cyril Zoradi', 'Dvořák Zoradi', 'Zeman Zoradi']);
    expect(await names('q=zoradi&sort=name&order=desc')).toEqual(['Zeman Zoradi', 'Dvořák Zoradi', 'Cyril Zoradi', 'Čech Zoradi', 'Ábel Zoradi']);
  });

  it('finds a name typed without its diacritics, or with them in another case', async () => {
    expect(await names('q=cech')).toEqual(['Čech Zoradi']);
    expect(await names('q=DVORAK')).toEqual(['Dvořák Zoradi']);
    expect(await names(`q=${encodeURIComponent('ábel zor')}`)).toEqual(['Ábel Zoradi']);
  });

  it('keeps the key when the name changes', async () => {
    const [cyril] = (await get('/api/admin/users?q=cyril%20zoradi')).json().data as User[];
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/users/${cyril!.id}`, headers: bearer(tk.admin), payload: { name: 'Šimon Zoradi', role: 'editor', disabled: false } })).statusCode).toBe(200);
    expect(await names('q=zoradi&sort=name')).toEqual(['Ábel Zoradi', 'Čech Zoradi', 'Dvořák Zoradi', 'Šimon Zoradi', 'Zeman Zoradi']);
    expect(await names('q=simon')).toEqual(['Šimon Zoradi']);
  });
});

interface PostItem {
  uuid: string;
  kind: string;
  title: string;
  published: boolean;
  published_at: string | null;
  updated_at: string;
}

describe('GET /api/admin/posts', () => {
  const texts = (sk: { title: string; perex: string }, en?: { title: string; perex: string }) =>
    Object.fromEntries(LANG_CODES.map((l) => [l, { title: '', slug: '', perex: '', body_html: '', ...(l === 'sk' ? sk : l === 'en' && en ? en : {}) }]));
  const body = (kind: string, published: boolean, date: string | null, sk: { title: string; perex: string }, en?: { title: string; perex: string }) => ({
    kind,
    published,
    published_at: date,
    cover_path: null,
    translations: texts(sk, en),
  });
  const uuids: Record<string, string> = {};

  beforeAll(async () => {
    // Four posts whose Slovak titles begin with a made-up word; one has no English title, one no date, one is a draft.
    const posts: Array<[string, ReturnType<typeof body>, string]> = [
      ['crane', body('article', true, '2024-05-01', { title: 'Qzx Žeriav', perex: 'Ťažká technika na stavbe' }, { title: 'Qzx crane', perex: 'Heavy machinery' }), tk.admin],
      ['cherry', body('article', true, '2025-03-01', { title: 'Qzx Čerešňa', perex: 'Jarné kvitnutie' }), tk.editor],
      ['acacia', body('career', true, null, { title: 'Qzx Agát', perex: 'Stála ponuka' }, { title: 'Qzx acacia', perex: 'A standing offer' }), tk.admin],
      ['gate', body('article', false, '2023-01-10', { title: 'Qzx Brána', perex: 'Koncept' }, { title: 'Qzx gate', perex: 'Draft' }), tk.admin],
    ];
    for (const [name, payload, token] of posts) {
      const res = await post('/api/admin/posts', payload, token);
      expect(res.statusCode, res.body).toBe(201);
      uuids[name] = res.json().data.uuid;
    }
    // The crane is changed last.
    const put = await t.app.inject({ method: 'PUT', url: `/api/admin/posts/${uuids['crane']}`, headers: bearer(tk.admin), payload: posts[0]![1] });
    expect(put.statusCode, put.body).toBe(200);
  });

  const list = async (query: string, locale: string = LOCALES.sk, token = tk.admin) => {
    const res = await get(`/api/admin/posts?${query}`, token, locale);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: PostItem[]; meta: Meta };
  };
  const order = async (query: string, locale?: string) => (await list(query, locale)).data.map((p) => Object.keys(uuids).find((k) => uuids[k] === p.uuid));

  it('finds a part of a title or lead in any language, case and diacritics ignored, within a kind', async () => {
    expect((await list('q=QZX')).meta.total).toBe(4);
    expect(await order('q=ceresna')).toEqual(['cherry']);
    expect(await order('q=TAZKA%20tech')).toEqual(['crane']);
    expect(await order('q=acacia')).toEqual(['acacia']);
    expect(await order('q=qzx&kind=career')).toEqual(['acacia']);
    expect(await order('q=kvitnutie&kind=career')).toEqual([]);
    // % and _ are letters to look for, not wildcards.
    expect((await list('q=qzx%25')).meta.total).toBe(0);
    expect((await list('q=q_x')).meta.total).toBe(0);
    // An editor reads the same list.
    expect((await list('q=qzx', LOCALES.sk, tk.editor)).meta.total).toBe(4);
  });

  it('sorts by the publication date (newest first by default, undated last either way), the title or the last change', async () => {
    expect(await order('q=qzx')).toEqual(['cherry', 'crane', 'gate', 'acacia']);
    expect(await order('q=qzx&sort=published_at&order=asc')).toEqual(['gate', 'crane', 'cherry', 'acacia']);
    // Slovak titles: Agát, Brána, Čerešňa, Žeriav (Č among the C's, Ž among the Z's).
    expect(await order('q=qzx&sort=title')).toEqual(['acacia', 'gate', 'cherry', 'crane']);
    expect(await order('q=qzx&sort=title&order=desc')).toEqual(['crane', 'cherry', 'gate', 'acacia']);
    // English titles, the Slovak one where there is none: acacia, Čerešňa, crane, gate.
    expect(await order('q=qzx&sort=title', LOCALES.en)).toEqual(['acacia', 'cherry', 'crane', 'gate']);
    const english = await list('q=qzx&sort=title', LOCALES.en);
    expect(english.data.map((p) => p.title)).toEqual(['Qzx acacia', 'Qzx Čerešňa', 'Qzx crane', 'Qzx gate']);
    expect(await order('q=qzx&sort=updated_at')).toEqual(['crane', 'gate', 'acacia', 'cherry']);
    expect(await order('q=qzx&sort=updated_at&order=asc')).toEqual(['cherry', 'acacia', 'gate', 'crane']);
    const crane = english.data.find((p) => p.uuid === uuids['crane'])!;
    expect(crane.updated_at >= english.data.find((p) => p.uuid === uuids['gate'])!.updated_at).toBe(true);
  });

  it('pages without overlap', async () => {
    const first = await list('q=qzx&sort=title&per_page=3');
    expect(first.meta).toEqual({ current_page: 1, per_page: 3, total: 4, last_page: 2 });
    const second = await list('q=qzx&sort=title&per_page=3&page=2');
    expect([...first.data, ...second.data].map((p) => p.uuid)).toEqual((await list('q=qzx&sort=title')).data.map((p) => p.uuid));
    expect((await list('q=qzx&per_page=3&page=5')).data).toEqual([]);
  });

  it('answers 422 list.invalidQuery naming the field for a bad value; the sign-in comes first', async () => {
    for (const [query, field] of [
      ['sort=slug', 'sort'],
      ['order=up', 'order'],
      ['kind=news', 'kind'],
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
      [`q=${'x'.repeat(201)}`, 'q'],
      ['limit=5', 'limit'],
    ] as const) {
      const res = await get(`/api/admin/posts?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toMatchObject({ statusCode: 422, code: 'list.invalidQuery' });
      expect(res.json().errors.map((e: { field: string }) => e.field), query).toContain(field);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/posts?sort=slug' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/posts?q=qzx' })).statusCode).toBe(401);
  });

  describe('GET /api/admin/audit?q=', () => {
    interface Entry {
      entity: string;
      entity_id: string | null;
      action: string;
      user: { email: string; name: string } | null;
    }
    const entries = async (query: string) => {
      const res = await get(`/api/admin/audit?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Entry[]; meta: Meta };
    };

    it('finds entries by a name they hold, typed without diacritics, in any case', async () => {
      const crane = await entries('q=ZERIAV');
      expect(crane.data.map((e) => [e.entity, e.action, e.entity_id])).toEqual([
        ['post', 'update', uuids['crane']],
        ['post', 'create', uuids['crane']],
      ]);
      expect((await entries(`q=${encodeURIComponent('čerešňa')}`)).data.map((e) => e.entity_id)).toEqual([uuids['cherry']]);
    });

    it("finds them by the entity's id, by their author's name or e-mail, and within an entity", async () => {
      expect((await entries(`q=${uuids['gate']}`)).data.map((e) => e.action)).toEqual(['create']);
      const byEditor = await entries('q=eva%20editor&entity=post');
      expect(byEditor.data.map((e) => e.entity_id)).toEqual([uuids['cherry']]);
      const editorEmail = byEditor.data[0]!.user!.email;
      expect((await entries(`q=${encodeURIComponent(editorEmail)}`)).data.every((e) => e.user?.email === editorEmail)).toBe(true);
      const posts = await entries('q=qzx&entity=post&per_page=100');
      expect(posts.meta.total).toBe(5);
      expect((await entries('q=qzx&entity=user')).meta.total).toBe(0);
      expect((await entries('q=qzx%25')).meta.total).toBe(0);
    });

    it('answers 422 list.invalidQuery for a bad value; the role comes first', async () => {
      for (const [query, field] of [
        [`q=${'x'.repeat(201)}`, 'q'],
        ['per_page=1000', 'per_page'],
        ['user_id=me', 'user_id'],
        ['sort=id', 'sort'],
      ] as const) {
        const res = await get(`/api/admin/audit?${query}`);
        expect(res.statusCode, query).toBe(422);
        expect(res.json(), query).toMatchObject({ code: 'list.invalidQuery' });
        expect(res.json().errors.map((e: { field: string }) => e.field), query).toContain(field);
      }
      expect((await get('/api/admin/audit?q=qzx', tk.editor)).statusCode).toBe(403);
      expect((await get('/api/admin/audit?per_page=1000', tk.editor)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit?per_page=1000' })).statusCode).toBe(401);
    });
  });
});

describe('migrations 0053_list_sort_keys and 0054_audit_search', () => {
  it('fold the posts, names and audit entries stored before them, and drop the columns on the way down', async () => {
    const database = TEST_DATABASE_URL ? await createTestDatabase(TEST_DATABASE_URL) : undefined;
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-migration-'));
    const db = openDatabase(database?.url ?? path.join(dir, 'shop.db'));
    try {
      const migrator = createMigrator(db);
      expect((await migrator.migrateTo('0052_product_sizes')).error).toBeUndefined();
      const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const now = '2026-01-10T10:00:00.000Z';
      const { id: postId } = (await raw
        .insertInto('posts')
        .values({ uuid: 'old-post', kind: 'article', published: 1, published_at: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()) as unknown as { id: number };
      await raw.insertInto('post_translations').values({ post_id: postId, lang: 'sk', slug: 'stary', title: 'Starý Článok', perex: 'Ťažký úvod', body_html: '' }).execute();
      await raw.insertInto('admin_users').values({ email: 'old@example.com', name: 'Ľudmila Čierna', password_hash: 'x', role: 'editor', disabled: 0, created_at: now }).execute();
      await raw
        .insertInto('audit_log')
        .values({ user_id: null, user_email: 'old@example.com', user_name: 'Ľudmila Čierna', action: 'delete', entity: 'post', entity_id: 'old-post', summary: 'Deleted the post "Starý Článok"', message_json: '{"code":"post.deleted","params":{"title":"Starý Článok"}}', created_at: now })
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await raw.selectFrom('post_translations').select(['search_text', 'title_key']).where('post_id', '=', postId).execute()).toEqual([{ search_text: 'stary clanok | tazky uvod', title_key: 'stary clanok' }]);
      expect(await raw.selectFrom('admin_users').select('name_key').where('email', '=', 'old@example.com').execute()).toEqual([{ name_key: 'ludmila cierna' }]);
      const [entry] = await raw.selectFrom('audit_log').select('search_text').where('entity_id', '=', 'old-post').execute();
      expect(String(entry!.search_text)).toContain('ludmila cierna | old@example.com | post | old-post | deleted the post "stary clanok"');

      expect((await migrator.migrateTo('0052_product_sizes')).error).toBeUndefined();
      expect(Object.keys((await raw.selectFrom('post_translations').selectAll().executeTakeFirstOrThrow()) as object)).not.toContain('search_text');
      expect(Object.keys((await raw.selectFrom('admin_users').selectAll().executeTakeFirstOrThrow()) as object)).not.toContain('name_key');
      expect(Object.keys((await raw.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow()) as object)).not.toContain('search_text');
    } finally {
      await db.destroy();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
