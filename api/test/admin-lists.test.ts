// Issue 29: the users and documents lists of the admin are searched, filtered, sorted and paged on the server; a bad
// value is answered 422 with the lists' message code (list.invalidQuery) and its field, never 500; the role is
// checked first. Through the server, on SQLite and (api-postgres) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';
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
