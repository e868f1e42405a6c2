import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, locale?: string) => t.app.inject({ method: 'GET', url, headers: locale ? { localization: locale } : {} });

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/product-category/menu', () => {
  it('lists every visible top category with its children, in order', async () => {
    const res = await get('/api/product-category/menu');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(data[0]).toMatchObject({ slug: 'brany', name: 'Brány', thumb_url: '/media/categories/gates.webp' });
    expect(data[0].children.map((c: { name: string }) => c.name)).toEqual(['Krídlové brány', 'Posuvné brány', 'Bránky']);
    for (const top of data) {
      expect(top.children.length).toBeGreaterThanOrEqual(2);
      expect(top.children.length).toBeLessThanOrEqual(5);
      expect(Object.keys(top).sort()).toEqual(['children', 'name', 'slug', 'thumb_url', 'uuid']);
    }
  });

  it('speaks the Localization language, also as a bare code, and falls back to sk', async () => {
    expect((await get('/api/product-category/menu', LOCALES.ru)).json().data[0].name).toBe('Ворота');
    expect((await get('/api/product-category/menu', 'en')).json().data[0].name).toBe('Gates');
    expect((await get('/api/product-category/menu', LOCALES.sr)).json().data[1].name).toBe('Ograde');
    expect((await get('/api/product-category/menu', 'de-DE')).json().data[0].name).toBe('Brány');
  });

  it('hides invisible categories', async () => {
    const fences = await t.db.selectFrom('category_translations').select('category_id').where('slug', '=', 'ploty').executeTakeFirstOrThrow();
    await t.db.updateTable('categories').set({ visible: 0 }).where('id', '=', fences.category_id).execute();
    try {
      const { data } = (await get('/api/product-category/menu')).json();
      expect(data.map((c: { slug: string }) => c.slug)).not.toContain('ploty');
      expect((await get('/api/product-category/ploty')).statusCode).toBe(404);
      expect((await get('/api/product-category/zvarane-panely')).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('categories').set({ visible: 1 }).where('id', '=', fences.category_id).execute();
    }
  });
});

describe('GET /api/product-category/top', () => {
  it('gives at most 8 top categories with descriptions and product counts', async () => {
    const res = await get('/api/product-category/top', LOCALES.hu);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(8);
    expect(data[0]).toMatchObject({ slug: 'kapuk', name: 'Kapuk' });
    expect(data[0].description).toMatch(/kapu/);
    expect(data[0].product_count).toBeGreaterThan(40);
  });
});

describe('GET /api/product-category/:slug', () => {
  it('gives the category, its children and a page of products of it and its descendants', async () => {
    const res = await get('/api/product-category/brany');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ slug: 'brany', name: 'Brány', breadcrumbs: [] });
    expect(data.slugs).toMatchObject({ sk: 'brany', en: 'gates', hu: 'kapuk', sr: 'kapije', ru: 'vorota' });
    expect(data.children).toHaveLength(3);
    expect(data.products).toHaveLength(12);
    expect(data.products_meta).toMatchObject({ current_page: 1, per_page: 12 });
    expect(data.products_meta.total).toBeGreaterThan(40);
    expect(data.products_meta.last_page).toBe(Math.ceil(data.products_meta.total / 12));
    const p = data.products[0];
    expect(p.price).toMatchObject({ vat_rate: 23, currency: 'EUR' });
    expect(p.price.with_vat).toBeCloseTo(Math.round(p.price.without_vat * 123) / 100, 1);
    expect(p.thumb_url).toMatch(/^\/media\/products\/.+\.webp$/);
  });

  it('paginates with page and per_page', async () => {
    const first = (await get('/api/product-category/brany?per_page=5')).json().data;
    const second = (await get('/api/product-category/brany?per_page=5&page=2')).json().data;
    expect(second.products_meta).toMatchObject({ current_page: 2, per_page: 5 });
    expect(second.products).toHaveLength(5);
    expect(second.products[0].uuid).not.toBe(first.products[0].uuid);
    const beyond = (await get('/api/product-category/brany?page=999')).json().data;
    expect(beyond.products).toEqual([]);
  });

  it('gives a child category with breadcrumbs', async () => {
    const { data } = (await get('/api/product-category/posuvne-brany', LOCALES.en)).json();
    expect(data).toMatchObject({ slug: 'sliding-gates', name: 'Sliding gates' });
    expect(data.breadcrumbs).toEqual([expect.objectContaining({ slug: 'gates', name: 'Gates' })]);
  });

  it('resolves the slug of another language and answers with the request language slug', async () => {
    const res = await get('/api/product-category/brany', LOCALES.en);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ slug: 'gates', name: 'Gates' });
  });

  it('answers 404 naming an unknown slug', async () => {
    const res = await get('/api/product-category/no-such-category');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(res.json().message).toContain('no-such-category');
  });

  it('validates page and per_page', async () => {
    for (const q of ['page=0', 'page=abc', 'per_page=0', 'per_page=1000']) {
      const res = await get(`/api/product-category/brany?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors[0].field).toBe(q.split('=')[0]);
    }
  });
});

describe('GET /api/product-category/:slug sorted and filtered', () => {
  type Listed = { uuid: string; name: string; price: { with_vat: number } };
  const all = async (query: string, locale?: string) => (await get(`/api/product-category/brany?per_page=100&${query}`, locale)).json().data;

  it('sorts by price both ways, by name in the language and by age, across pages', async () => {
    const ascending = (await all('sort=price_asc')).products.map((p: Listed) => p.price.with_vat);
    expect(ascending.length).toBeGreaterThan(40);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await all('sort=price_desc')).products.map((p: Listed) => p.price.with_vat);
    expect(descending).toEqual([...ascending].reverse());
    const names = (await all('sort=name', LOCALES.ru)).products.map((p: Listed) => p.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ru', { sensitivity: 'base', numeric: true }).compare));
    const secondPage = (await get('/api/product-category/brany?sort=price_asc&per_page=5&page=2')).json().data;
    expect(secondPage.products.map((p: Listed) => p.price.with_vat)).toEqual(ascending.slice(5, 10));
    expect(secondPage.filters.sort).toBe('price_asc');

    const [oldest] = (await all('')).products as Listed[];
    const product = await t.db.selectFrom('products').select('id').where('uuid', '=', oldest!.uuid).executeTakeFirstOrThrow();
    await sql`UPDATE products SET created_at = ${'2999-01-01T00:00:00.000Z'} WHERE id = ${product.id}`.execute(t.db);
    expect((await all('sort=newest')).products[0].uuid).toBe(oldest!.uuid);
  });

  it('offers the finishes of its products with their counts and filters by any of them, by a key shared by every language', async () => {
    const { filters, products_meta } = await all('');
    expect(filters.finishes.length).toBeGreaterThan(1);
    expect(filters.finishes.reduce((sum: number, f: { count: number }) => sum + f.count, 0)).toBe(products_meta.total);
    const [first, second] = filters.finishes as Array<{ key: string; name: string; count: number }>;
    const one = await all(`finish=${first!.key}`);
    expect(one.products_meta.total).toBe(first!.count);
    expect(one.filters.finishes.find((f: { key: string }) => f.key === first!.key).selected).toBe(true);
    const two = await all(`finish=${first!.key},${second!.key}`);
    expect(two.products_meta.total).toBe(first!.count + second!.count);
    // The same key in English names the same finish in English.
    const english = await all(`finish=${first!.key}`, LOCALES.en);
    expect(english.products_meta.total).toBe(first!.count);
    expect(english.filters.finishes.find((f: { key: string }) => f.key === first!.key).name).not.toBe(first!.name);
  });

  it('filters by a price range in whole euros with VAT, and counts the finishes within it', async () => {
    const { filters } = await all('');
    const middle = Math.round((filters.price.min + filters.price.max) / 2);
    const cheap = await all(`price_max=${middle}`);
    expect(cheap.products.length).toBeGreaterThan(0);
    for (const p of cheap.products as Listed[]) expect(p.price.with_vat).toBeLessThanOrEqual(middle);
    const dear = await all(`price_min=${middle + 1}`);
    expect(cheap.products_meta.total + dear.products_meta.total).toBe((await all('')).products_meta.total);
    expect(cheap.filters.price).toMatchObject({ min: filters.price.min, max: filters.price.max, selected_max: middle, selected_min: null });
    expect(cheap.filters.finishes.reduce((sum: number, f: { count: number }) => sum + f.count, 0)).toBe(cheap.products_meta.total);
    expect((await all(`price_min=${filters.price.max + 1}`)).products).toEqual([]);
  });

  it('refuses a malformed sort, finish or price with a 422 naming the field', async () => {
    for (const q of ['sort=cheapest', 'finish=Black%20RAL', 'finish=a,,b', 'price_min=-1', 'price_max=abc']) {
      const res = await get(`/api/product-category/brany?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors[0].field, q).toBe(q.split('=')[0]);
    }
  });
});

describe('GET /api/product/:slug', () => {
  it('gives the product with images, parameters and breadcrumbs', async () => {
    const list = (await get('/api/product-category/kridlove-brany')).json().data.products;
    const res = await get(`/api/product/${list[0].slug}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.name).toMatch(/^Záhradná brána Klasik/);
    expect(data.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
    expect(data.images.length).toBeGreaterThanOrEqual(1);
    expect(data.images[0]).toMatchObject({ width: 1200, height: 900, alt: data.name });
    expect(data.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Materiál', 'Rozmery', 'Hmotnosť', 'Povrchová úprava']));
    expect(data.category).toMatchObject({ slug: 'kridlove-brany' });
    expect(data.breadcrumbs.map((b: { slug: string }) => b.slug)).toEqual(['brany', 'kridlove-brany']);
    expect(Object.keys(data.slugs).sort()).toEqual(['en', 'hu', 'ru', 'sk', 'sr']);
  });

  it('resolves a slug of another language and translates parameters', async () => {
    const sk = (await get('/api/product-category/kridlove-brany')).json().data.products[0];
    const { data } = (await get(`/api/product/${sk.slug}`, LOCALES.ru)).json();
    expect(data.name).toMatch(/^Садовые ворота Классик/);
    expect(data.slug).not.toBe(sk.slug);
    expect(data.parameters[0]).toEqual({ name: 'Материал', value: expect.stringContaining('сталь') });
  });

  it('writes sizes in the unit of the language: Cyrillic мм and кг in Russian, Latin mm elsewhere (Serbian too)', async () => {
    const sk = (await get('/api/product-category/kridlove-brany')).json().data.products[0];
    const dimensions = (data: { parameters: Array<{ name: string; value: string }> }, name: string) => data.parameters.find((p) => p.name === name)?.value;
    const ru = (await get(`/api/product/${sk.slug}`, LOCALES.ru)).json().data;
    expect(ru.name).toMatch(/^Садовые ворота Классик \d+ × \d+ мм, /);
    expect(dimensions(ru, 'Размеры')).toMatch(/^\d+ × \d+ мм$/);
    for (const lang of ['sk', 'en', 'hu', 'sr'] as const) {
      const { data } = (await get(`/api/product/${sk.slug}`, LOCALES[lang])).json();
      expect(data.name, lang).toMatch(/ \d+ × \d+ mm, /);
    }
    const names = await t.db.selectFrom('product_translations').select('name').where('lang', '=', 'ru').execute();
    expect(names.filter((n) => /\bmm\b|\bkg\b/.test(n.name))).toEqual([]);
    expect(names.some((n) => / кг, /.test(n.name))).toBe(true);
  });

  it('falls back to sk for a missing translation', async () => {
    const row = await t.db.selectFrom('product_translations').select(['product_id', 'slug']).where('lang', '=', 'sk').orderBy('product_id').executeTakeFirstOrThrow();
    const hu = await t.db.selectFrom('product_translations').selectAll().where('product_id', '=', row.product_id).where('lang', '=', 'hu').executeTakeFirstOrThrow();
    await t.db.deleteFrom('product_translations').where('product_id', '=', row.product_id).where('lang', '=', 'hu').execute();
    try {
      const { data } = (await get(`/api/product/${row.slug}`, LOCALES.hu)).json();
      expect(data.slug).toBe(row.slug);
    } finally {
      await t.db.insertInto('product_translations').values(hu).execute();
    }
  });

  it('answers 404 for unknown and unpublished products', async () => {
    const unknown = await get('/api/product/nope-nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('nope-nope');
    const hidden = await t.db
      .selectFrom('products as p')
      .innerJoin('product_translations as t', 't.product_id', 'p.id')
      .select('t.slug')
      .where('p.published', '=', 0)
      .where('t.lang', '=', 'sk')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/product/${hidden.slug}`)).statusCode).toBe(404);
  });
});
