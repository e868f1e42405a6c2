import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Item {
  uuid: string;
  slug: string;
  name: string;
}
interface Meta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}
interface Category {
  uuid: string;
  slug: string;
  name: string;
  children: Array<{ slug: string; name: string }>;
  products: Item[];
  products_meta: Meta;
}

const list = (query: Record<string, string | number>, locale: string = LOCALES.sk) =>
  t.app.inject({
    method: 'GET',
    url: '/api/products',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { localization: locale },
  });
const json = async (query: Record<string, string | number>, locale?: string) => {
  const res = await list(query, locale);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Item[]; meta: Meta; category: { uuid: string; slug: string; name: string } | null };
};
const category = async (slug: string, page = 1, perPage = 100, locale: string = LOCALES.sk): Promise<Category> =>
  (await t.app.inject({ method: 'GET', url: `/api/product-category/${slug}`, query: { page: String(page), per_page: String(perPage) }, headers: { localization: locale } })).json()
    .data;
const menu = async (locale: string = LOCALES.sk): Promise<Array<{ slug: string; name: string; children: Array<{ slug: string }> }>> =>
  (await t.app.inject({ method: 'GET', url: '/api/product-category/menu', headers: { localization: locale } })).json().data;
/** Every match of the product search, best first. */
async function searchAll(query: string, locale: string = LOCALES.sk): Promise<Item[]> {
  const all: Item[] = [];
  for (let page = 1; ; page++) {
    const body = (await t.app.inject({ method: 'GET', url: '/api/search/search', query: { query, page: String(page) }, headers: { localization: locale } })).json();
    all.push(...body.data);
    if (page >= body.meta.last_page) return all;
  }
}
/** Every product of a category with its subcategories, in its order. */
async function members(slug: string, locale: string = LOCALES.sk): Promise<Item[]> {
  const first = await category(slug, 1, 100, locale);
  const rest = await Promise.all(Array.from({ length: first.products_meta.last_page - 1 }, (_, i) => category(slug, i + 2, 100, locale)));
  return [first, ...rest].flatMap((c) => c.products);
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const uuids = (items: Item[]) => items.map((p) => p.uuid);

describe('GET /api/products', () => {
  it('lists every product as the menu orders them: each top category (with its subcategories) in turn', async () => {
    const tops = await menu();
    const expected = (await Promise.all(tops.map((top) => members(top.slug)))).flat();
    const first = await json({});
    expect(first.category).toBeNull();
    expect(first.meta).toEqual({ current_page: 1, per_page: 12, total: expected.length, last_page: Math.ceil(expected.length / 12) });
    expect(uuids(first.data)).toEqual(uuids(expected.slice(0, 12)));
    expect(first.data[0]).toEqual({
      uuid: expect.any(String),
      slug: expect.any(String),
      name: expect.any(String),
      short_description: expect.any(String),
      thumb_url: expect.any(String),
      price: expect.objectContaining({ currency: 'EUR' }),
    });
    // A page across the border of two top categories.
    const firstTopTotal = (await category(tops[0]!.slug, 1, 1)).products_meta.total;
    const page = Math.floor(firstTopTotal / 10) + 1;
    const across = await json({ page, per_page: 10 });
    expect(uuids(across.data)).toEqual(uuids(expected.slice((page - 1) * 10, page * 10)));
  });

  it('filters by a category with its subcategories, in the category page order', async () => {
    const top = (await menu())[0]!;
    const all = await members(top.slug);
    const child = await members(top.children[0]!.slug);
    expect(child.length).toBeGreaterThan(0);
    const body = await json({ category: top.slug, per_page: 100 });
    expect(body.meta.total).toBe(all.length);
    expect(uuids(body.data)).toEqual(uuids(all.slice(0, 100)));
    for (const p of child) expect(uuids(all)).toContain(p.uuid);
    expect(body.category).toMatchObject({ slug: top.slug, name: top.name });

    const sub = await json({ category: top.children[0]!.slug });
    expect(sub.meta.total).toBe(child.length);
    expect(uuids(sub.data)).toEqual(uuids(child.slice(0, 12)));
  });

  it('filters by a text with the search: same matches, best first', async () => {
    const matches = await searchAll('brana');
    expect(matches.length).toBeGreaterThan(12);
    const body = await json({ q: 'brana' });
    expect(body.meta.total).toBe(matches.length);
    expect(uuids(body.data)).toEqual(uuids(matches.slice(0, 12)));
    expect(body.category).toBeNull();
    const second = await json({ q: '  brana ', page: 2 });
    expect(uuids(second.data)).toEqual(uuids(matches.slice(12, 24)));
  });

  it('filters by a category and a text: the matches inside the category, in the search order', async () => {
    const matches = await searchAll('antracit');
    for (const slug of ['brany', 'ploty']) {
      const inCategory = new Set(uuids(await members(slug)));
      const expected = matches.filter((p) => inCategory.has(p.uuid));
      // The filter really narrows: some matches are inside the category, some outside.
      expect(expected.length, slug).toBeGreaterThan(0);
      expect(expected.length, slug).toBeLessThan(matches.length);
      const body = await json({ category: slug, q: 'antracit', per_page: 100 });
      expect(body.meta.total, slug).toBe(expected.length);
      expect(uuids(body.data), slug).toEqual(uuids(expected));
      expect(body.category?.slug).toBe(slug);
    }
  });

  it('pages with meta, and answers an empty page after the last', async () => {
    const all = await members('brany');
    const body = await json({ category: 'brany', page: 2, per_page: 5 });
    expect(body.meta).toEqual({ current_page: 2, per_page: 5, total: all.length, last_page: Math.ceil(all.length / 5) });
    expect(uuids(body.data)).toEqual(uuids(all.slice(5, 10)));
    const after = await json({ category: 'brany', page: body.meta.last_page + 1, per_page: 5 });
    expect(after.data).toEqual([]);
    expect(after.meta.total).toBe(all.length);
  });

  it('answers 422 with a message code for a bad page or page size', async () => {
    for (const query of [{ page: 0 }, { page: 'two' }, { per_page: 101 }, { per_page: 0 }] as Array<Record<string, string | number>>) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      const body = res.json();
      expect(body.code).toBe('list.invalidQuery');
      expect(body.errors[0].field).toBe(Object.keys(query)[0]);
    }
  });

  it('answers 422 with a message code for a text shorter than 2 characters; an empty filter is no filter', async () => {
    for (const q of ['a', ' b ']) {
      const res = await list({ q, category: 'brany' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'search.tooShort', params: { min: 2 }, errors: [expect.objectContaining({ field: 'q' })] });
    }
    expect((await json({ q: '', category: '' })).meta.total).toBe((await json({})).meta.total);
  });

  it('answers 404 with a message code for an unknown or hidden category', async () => {
    const res = await list({ category: 'nincs-ilyen', q: 'brana' }, LOCALES.hu);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'catalog.categoryNotFound', params: { slug: 'nincs-ilyen' } });
    const fences = await t.db.selectFrom('category_translations').select('category_id').where('slug', '=', 'ploty').executeTakeFirstOrThrow();
    await t.db.updateTable('categories').set({ visible: 0 }).where('id', '=', fences.category_id).execute();
    try {
      expect((await list({ category: 'ploty' })).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('categories').set({ visible: 1 }).where('id', '=', fences.category_id).execute();
    }
  });

  it('names products and the category in the request language, also for another language’s slug', async () => {
    const [skMenu, enMenu] = await Promise.all([menu(LOCALES.sk), menu(LOCALES.en)]);
    const body = await json({ category: skMenu[0]!.slug }, LOCALES.en);
    expect(body.category).toMatchObject({ slug: enMenu[0]!.slug, name: enMenu[0]!.name });
    expect(enMenu[0]!.slug).not.toBe(skMenu[0]!.slug);
    const english = await members(enMenu[0]!.slug, LOCALES.en);
    expect(body.data.map((p) => p.name)).toEqual(english.slice(0, 12).map((p) => p.name));
    const slovak = await json({ category: skMenu[0]!.slug });
    expect(body.data.map((p) => p.name)).not.toEqual(slovak.data.map((p) => p.name));
    // A text in the request language: Russian names for a Russian query.
    const ru = await json({ q: 'ворота' }, LOCALES.ru);
    expect(ru.meta.total).toBeGreaterThan(0);
    expect(ru.data[0]!.name).toMatch(/ворота/i);
  });

  it('hides unpublished products from every kind of list, and shows them again when published', async () => {
    const before = await json({ category: 'brany', q: 'brana' });
    const hidden = before.data[0]!;
    const [all, inCategory, text] = await Promise.all([json({}), json({ category: 'brany' }), json({ q: 'brana' })]);
    await t.db.updateTable('products').set({ published: 0 }).where('uuid', '=', hidden.uuid).execute();
    // The next requests come in a later turn of the event loop, as any request sent after the change does (the
    // search cache shares one version read among the requests of one turn).
    await nextTurn();
    try {
      for (const [query, was] of [
        [{}, all],
        [{ category: 'brany' }, inCategory],
        [{ q: 'brana' }, text],
        [{ category: 'brany', q: 'brana' }, before],
      ] as const) {
        const now = await json({ ...query, per_page: 100 });
        expect(now.meta.total, JSON.stringify(query)).toBe(was.meta.total - 1);
        expect(uuids(now.data)).not.toContain(hidden.uuid);
      }
    } finally {
      await t.db.updateTable('products').set({ published: 1 }).where('uuid', '=', hidden.uuid).execute();
    }
    await nextTurn();
    expect(uuids((await json({ category: 'brany', q: 'brana' })).data)).toContain(hidden.uuid);
  });

  it('varies by the language header', async () => {
    const res = await list({ category: 'brany' });
    expect(res.headers.vary).toMatch(/Localization/);
  });
});
