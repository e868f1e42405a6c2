import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { createMigrator } from '../src/db/migrate.ts';
import { createTestApp, createTestDatabase, LOCALES, TEST_DATABASE_URL, type TestContext } from './helpers.ts';

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
      expect(res.json().code, q).toBe('catalog.invalidListing');
      expect(res.json().errors[0].field, q).toBe(q.split('=')[0]);
    }
  });
});

describe('GET /api/product-category/:slug filtered by size', () => {
  type Listed = { uuid: string; name: string };
  const all = async (query: string, locale?: string) => (await get(`/api/product-category/brany?per_page=100&${query}`, locale)).json().data;
  const sizes = async () => new Map((await t.db.selectFrom('products').select(['uuid', 'width_mm', 'height_mm']).execute()).map((p) => [p.uuid, p]));

  it('reports the widths and heights its products span, from the sizes the seed gave them', async () => {
    const { filters, products } = await all('');
    const known = await sizes();
    const widths = (products as Listed[]).map((p) => known.get(p.uuid)!.width_mm!);
    const heights = (products as Listed[]).map((p) => known.get(p.uuid)!.height_mm!);
    expect(filters.width).toEqual({ min: Math.min(...widths), max: Math.max(...widths), selected_min: null, selected_max: null });
    expect(filters.height).toEqual({ min: Math.min(...heights), max: Math.max(...heights), selected_min: null, selected_max: null });
    expect(filters.width.min).toBeLessThan(filters.width.max);
    // The size in a product's name is the one it is filtered by: "… 3000 × 1500 mm, …".
    const [first] = products as Listed[];
    expect(first!.name).toContain(`${known.get(first!.uuid)!.width_mm} × ${known.get(first!.uuid)!.height_mm} mm`);
  });

  it('filters by a width and a height range in millimetres, limits included, and counts the finishes within them', async () => {
    const { filters, products_meta } = await all('');
    const middle = Math.round((filters.width.min + filters.width.max) / 2);
    const narrow = await all(`width_max=${middle}`);
    const wide = await all(`width_min=${middle + 1}`);
    expect(narrow.products.length).toBeGreaterThan(0);
    expect(wide.products.length).toBeGreaterThan(0);
    expect(narrow.products_meta.total + wide.products_meta.total).toBe(products_meta.total);
    const known = await sizes();
    for (const p of narrow.products as Listed[]) expect(known.get(p.uuid)!.width_mm).toBeLessThanOrEqual(middle);
    expect(narrow.filters.width).toEqual({ min: filters.width.min, max: filters.width.max, selected_min: null, selected_max: middle });
    expect(narrow.filters.finishes.reduce((sum: number, f: { count: number }) => sum + f.count, 0)).toBe(narrow.products_meta.total);

    // Exactly one size: both limits on it.
    const [first] = (await all('')).products as Listed[];
    const { width_mm: width, height_mm: height } = known.get(first!.uuid)!;
    const exact = await all(`width_min=${width}&width_max=${width}&height_min=${height}&height_max=${height}`);
    expect(exact.products.map((p: Listed) => p.uuid)).toContain(first!.uuid);
    for (const p of exact.products as Listed[]) expect(known.get(p.uuid)).toMatchObject({ width_mm: width, height_mm: height });
    expect(exact.filters.height).toMatchObject({ selected_min: height, selected_max: height });
    // A range nothing falls in, or the wrong way round, leaves an empty page rather than an error.
    expect((await all(`height_min=${filters.height.max + 1}`)).products).toEqual([]);
    expect((await all(`width_min=${filters.width.max}&width_max=${filters.width.min}`)).products_meta.total).toBe(0);
  });

  it('leaves out a product without a size once a size is filtered, and spans only the products that have one', async () => {
    const { filters, products } = await all('sort=price_desc');
    const [dearest] = products as Listed[];
    await t.db.updateTable('products').set({ width_mm: null, height_mm: null }).where('uuid', '=', dearest!.uuid).execute();
    try {
      const everything = await all('');
      expect(everything.products.map((p: Listed) => p.uuid)).toContain(dearest!.uuid);
      const widthLimited = await all(`width_min=0`);
      expect(widthLimited.products.map((p: Listed) => p.uuid)).not.toContain(dearest!.uuid);
      expect(widthLimited.products_meta.total).toBe(everything.products_meta.total - 1);
      // Only a height limit: the width does not matter, the missing height does.
      expect((await all(`height_max=${filters.height.max}`)).products_meta.total).toBe(everything.products_meta.total - 1);
    } finally {
      const [, width, height] = /(\d+) × (\d+) mm/.exec(dearest!.name)!;
      await t.db.updateTable('products').set({ width_mm: Number(width), height_mm: Number(height) }).where('uuid', '=', dearest!.uuid).execute();
    }
    // Hinges are sized "M16" and "M20": no width or height to span or filter by.
    const hinges = await t.db
      .selectFrom('products')
      .innerJoin('product_parameters', 'product_parameters.product_id', 'products.id')
      .select(['products.width_mm', 'product_parameters.value_json'])
      .where('product_parameters.key', '=', 'dimensions')
      .execute();
    expect(hinges.filter((h) => /^\{"sk":"M\d+"/.test(h.value_json)).every((h) => h.width_mm === null)).toBe(true);
  });

  it('refuses a malformed size limit with a 422 naming the field, with a message code', async () => {
    for (const q of ['width_min=-1', 'width_max=abc', 'height_min=1.5', 'height_max=100001', 'width_min=1e309']) {
      const res = await get(`/api/product-category/brany?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors[0].field, q).toBe(q.split('=')[0]);
      expect(res.json().code, q).toMatch(/^(catalog\.invalidListing|request\.invalidNumber)$/);
    }
    expect((await get('/api/product-category/brany?width_min=abc')).json()).toMatchObject({ statusCode: 422, code: 'catalog.invalidListing' });
  });
});

describe('migration 0052 (product sizes)', () => {
  it('gives the products of an existing catalogue the width and height their dimensions text says, and drops them on the way down', async () => {
    const database = TEST_DATABASE_URL ? await createTestDatabase(TEST_DATABASE_URL) : undefined;
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-migration-'));
    const db = openDatabase(database?.url ?? path.join(dir, 'shop.db'));
    try {
      const migrator = createMigrator(db);
      expect((await migrator.migrateTo('0047_mail_attachments')).error).toBeUndefined();
      const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const now = '2026-01-10T10:00:00.000Z';
      const dimensions = { gate: '3000 × 1500 mm', panel: '2500x1230 mm', hinge: 'M16', lock: '40 mm', typed: 'Rozmery 1 × 2 m' };
      for (const [index, [key, text]] of Object.entries(dimensions).entries()) {
        await raw.insertInto('products').values({ id: index + 1, uuid: key, category_id: null, price_cents: 100, vat_rate: 23, published: 1, position: index, created_at: now, updated_at: now }).execute();
        // The seed's key, and the key the admin makes from the Slovak name "Rozmery".
        const paramKey = index % 2 === 0 ? 'dimensions' : 'rozmery';
        await raw.insertInto('product_parameters').values({ product_id: index + 1, position: 0, key: paramKey, name_json: '{"sk":"Rozmery"}', value_json: JSON.stringify({ sk: text, ru: text.replace('mm', 'мм') }) }).execute();
      }
      // Another parameter with a size-like text is not a size.
      await raw.insertInto('product_parameters').values({ product_id: 4, position: 1, key: 'balenie', name_json: '{"sk":"Balenie"}', value_json: '{"sk":"10 × 20 mm"}' }).execute();
      expect((await migrator.migrateTo('0052_product_sizes')).error).toBeUndefined();

      const rows = await db.selectFrom('products').select(['uuid', 'width_mm', 'height_mm']).orderBy('id').execute();
      expect(rows).toEqual([
        { uuid: 'gate', width_mm: 3000, height_mm: 1500 },
        { uuid: 'panel', width_mm: 2500, height_mm: 1230 },
        { uuid: 'hinge', width_mm: null, height_mm: null },
        { uuid: 'lock', width_mm: null, height_mm: null },
        { uuid: 'typed', width_mm: null, height_mm: null },
      ]);

      // Down again: the last migration run, whatever other migrations came between.
      expect((await migrator.migrateDown()).results?.map((r) => r.migrationName)).toEqual(['0052_product_sizes']);
      const after = await raw.selectFrom('products').selectAll().where('uuid', '=', 'gate').executeTakeFirstOrThrow();
      expect(Object.keys(after)).not.toContain('width_mm');
    } finally {
      await db.destroy();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
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
