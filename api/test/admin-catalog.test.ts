// The catalogue admin through the API, seen from the shop's public calls: categories (tree, slugs per language,
// thumbnail, visibility, order) and products (list, translations, price, images, published or draft).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { createMigrator } from '../src/db/migrate.ts';
import { createAuditService } from '../src/modules/audit/service.ts';
import { createTestApp, createTestDatabase, LOCALES, TEST_DATABASE_URL, type TestContext } from './helpers.ts';
import { bearer, categoryInput, productInput, tokens, uploadImage, type Tokens } from './admin-helpers.ts';

let t: TestContext;
let tk: Tokens;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  tk = await tokens(t);
});
afterAll(async () => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = tk.admin) =>
  t.app.inject({ method, url, headers: { ...bearer(token), localization: LOCALES.en }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const pub = (url: string, locale: string = LOCALES.sk) => t.app.inject({ method: 'GET', url, headers: { localization: locale } });

describe('categories', () => {
  it('lists every category with all five translations, parent, order, visibility and product counts', async () => {
    const res = await admin('GET', '/api/admin/categories');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThan(5);
    const roots = data.filter((c: { parent_id: number | null }) => c.parent_id === null);
    expect(roots.length).toBeGreaterThan(1);
    for (const c of data) expect(Object.keys(c.translations).sort()).toEqual(['en', 'hu', 'ru', 'sk', 'sr']);
    expect(data.some((c: { product_count: number }) => c.product_count > 0)).toBe(true);
  });

  it('creates a category under a parent with slugs made from the names; the shop shows it in each language at once', async () => {
    const { data: all } = (await admin('GET', '/api/admin/categories')).json();
    const parent = all.find((c: { parent_id: number | null }) => c.parent_id === null);
    const menuBefore = (await pub('/api/product-category/menu', LOCALES.en)).json().data; // cached from here on

    const thumb = await uploadImage(t, tk.editor, 300, 300);
    const input = categoryInput('Balkónové zábradlie', { parent_id: parent.id, thumb_path: thumb.path, position: 0 });
    input.translations.ru.name = 'Балконные перила';
    const res = await admin('POST', '/api/admin/categories', input, tk.editor);
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created.translations.sk.slug).toBe('balkonove-zabradlie-sk');
    expect(created.translations.ru.slug).toBe('balkonnye-perila');
    expect(created.thumb_url).toBe(`/media/${thumb.path}`);

    const menuAfter = (await pub('/api/product-category/menu', LOCALES.en)).json().data;
    const parentEn = menuAfter.find((c: { uuid: string }) => c.uuid === parent.uuid);
    expect(parentEn.children[0]).toMatchObject({ name: 'Balkónové zábradlie en', slug: 'balkonove-zabradlie-en' });
    expect(menuAfter).not.toEqual(menuBefore);
    const ru = (await pub('/api/product-category/balkonnye-perila', LOCALES.ru)).json().data;
    expect(ru).toMatchObject({ name: 'Балконные перила', slugs: { sk: 'balkonove-zabradlie-sk', en: 'balkonove-zabradlie-en' } });
  });

  it('answers 409 naming the language whose slug another category uses', async () => {
    const { data: all } = (await admin('GET', '/api/admin/categories')).json();
    const taken = all[0].translations.hu.slug as string;
    const input = categoryInput('Duplicate');
    input.translations.hu.slug = taken;
    const res = await admin('POST', '/api/admin/categories', input);
    expect(res.statusCode).toBe(409);
    // The message code and its parameters let the admin say it in its own language; the English stays for API callers.
    expect(res.json()).toMatchObject({ code: 'slug.taken.category', params: { slug: taken } });
    expect(res.json().errors).toEqual([{ field: 'translations.hu.slug', message: `"${taken}" is already used by another category`, code: 'slug.taken.category', params: { slug: taken } }]);
    // The same slug in another language is allowed: slugs are unique per language.
    const other = categoryInput('Other language');
    other.translations.en.slug = all[0].translations.sk.slug === all[0].translations.en.slug ? 'unique-en-slug' : all[0].translations.sk.slug;
    expect((await admin('POST', '/api/admin/categories', other)).statusCode).toBe(201);
  });

  it('refuses a parent that is the category itself or its descendant, an unknown parent and a thumbnail that was not uploaded', async () => {
    const { data: all } = (await admin('GET', '/api/admin/categories')).json();
    const child = all.find((c: { parent_id: number | null }) => c.parent_id !== null);
    const parent = all.find((c: { id: number }) => c.id === child.parent_id);
    const toInput = (c: typeof parent, overrides: object) => ({ ...categoryInput('x'), parent_id: c.parent_id, position: c.position, visible: c.visible, thumb_path: c.thumb_path, translations: c.translations, ...overrides });
    const cycle = await admin('PUT', `/api/admin/categories/${parent.id}`, toInput(parent, { parent_id: child.id }));
    expect(cycle.statusCode).toBe(422);
    // The English message stays for API callers; the code names it for the admin, which words it in its language.
    expect(cycle.json()).toMatchObject({
      message: 'Invalid parent_id: a category cannot be placed under itself',
      code: 'category.parentLoop',
      errors: [{ field: 'parent_id', message: 'cannot be the category itself or one of its subcategories', code: 'category.parentLoop' }],
    });
    const self = await admin('PUT', `/api/admin/categories/${parent.id}`, toInput(parent, { parent_id: parent.id }));
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('category.parentLoop');
    const orphan = (await admin('POST', '/api/admin/categories', categoryInput('Orphan', { parent_id: 99999 }))).json();
    expect(orphan).toMatchObject({ code: 'category.unknownParent', errors: [{ field: 'parent_id', code: 'category.unknownParent' }] });
    const thumb = await admin('POST', '/api/admin/categories', categoryInput('No thumb', { thumb_path: 'uploads/never-uploaded.webp' }));
    expect(thumb.statusCode).toBe(422);
    expect(thumb.json().errors[0]).toEqual({ field: 'thumb_path', message: 'is not an uploaded image; upload it first', code: 'upload.missing' });
    expect((await admin('GET', '/api/admin/categories/99999')).json()).toMatchObject({ statusCode: 404, message: 'Category not found: 99999', code: 'category.notFound' });
    expect((await admin('POST', '/api/admin/categories', categoryInput('Escape', { thumb_path: '../jwt-secret' as never }))).statusCode).toBe(422);
  });

  it('hides a category from the shop, and deletes only empty categories', async () => {
    const created = (await admin('POST', '/api/admin/categories', categoryInput('Hidden soon'))).json().data;
    const slug = created.translations.sk.slug;
    expect((await pub(`/api/product-category/${slug}`)).statusCode).toBe(200);
    const hidden = await admin('PUT', `/api/admin/categories/${created.id}`, { ...categoryInput('Hidden soon'), visible: false });
    expect(hidden.json().data.visible).toBe(false);
    expect((await pub(`/api/product-category/${slug}`)).statusCode).toBe(404);
    expect((await pub('/api/product-category/menu')).json().data.map((c: { slug: string }) => c.slug)).not.toContain(slug);

    const { data: all } = (await admin('GET', '/api/admin/categories')).json();
    const full = all.find((c: { product_count: number }) => c.product_count > 0);
    const refused = await admin('DELETE', `/api/admin/categories/${full.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/move or delete them first/);
    expect(refused.json()).toMatchObject({ code: 'category.notEmpty', params: { children: expect.any(Number), products: expect.any(Number) } });
    expect(refused.json().params.products).toBeGreaterThan(0);
    expect((await admin('DELETE', `/api/admin/categories/${created.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/api/admin/categories/${created.id}`)).statusCode).toBe(404);
  });
});

describe('products', () => {
  it('pages, sorts and searches the list on the server', async () => {
    const page1 = (await admin('GET', '/api/admin/products?per_page=5&sort=price&order=desc')).json();
    expect(page1.data).toHaveLength(5);
    expect(page1.meta).toMatchObject({ current_page: 1, per_page: 5, total: 40, last_page: 8 });
    const prices = page1.data.map((p: { price_cents: number }) => p.price_cents);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const page2 = (await admin('GET', '/api/admin/products?per_page=5&page=2&sort=price&order=desc')).json();
    expect(page2.data[0].price_cents).toBeLessThanOrEqual(prices[4]);

    const byName = (await admin('GET', '/api/admin/products?per_page=100&sort=name')).json().data.map((p: { name: string }) => p.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());

    const first = page1.data[0];
    const word = first.name.split(' ')[0];
    const found = (await admin('GET', `/api/admin/products?q=${encodeURIComponent(word)}`)).json();
    expect(found.meta.total).toBeGreaterThan(0);
    for (const p of found.data) expect(p.name.toLowerCase()).toContain(word.toLowerCase());
    expect((await admin('GET', '/api/admin/products?q=%25%25_nothing_like_this')).json().meta.total).toBe(0);
    const drafts = (await admin('GET', '/api/admin/products?published=false')).json();
    for (const p of drafts.data) expect(p.published).toBe(false);
  });

  it('creates a product with translations, price, parameters and ordered images; the shop shows it; edits change the price in a cart', async () => {
    const { data: cats } = (await admin('GET', '/api/admin/categories')).json();
    const leaf = cats.find((c: { parent_id: number | null; product_count: number }) => c.parent_id !== null && c.product_count > 0);
    const a = await uploadImage(t, tk.admin, 800, 600);
    const b = await uploadImage(t, tk.admin, 600, 800);
    const input = productInput('Záhradná brána Test', { category_id: leaf.id, price_cents: 19990, images: [{ path: b.path }, { path: a.path }] });
    input.translations.ru.name = 'Садовые ворота Тест';
    const res = await admin('POST', '/api/admin/products', input);
    expect(res.statusCode).toBe(201);
    const product = res.json().data;
    expect(product.images.map((i: { path: string; width: number }) => [i.path, i.width])).toEqual([[b.path, 600], [a.path, 800]]);

    const ru = (await pub('/api/product/sadovye-vorota-test', LOCALES.ru)).json().data;
    expect(ru).toMatchObject({ name: 'Садовые ворота Тест', price: { without_vat: 199.9, with_vat: 245.88, vat_rate: 23 } });
    expect(ru.images[0]).toMatchObject({ url: `/media/${b.path}`, width: 600, height: 800 });
    expect(ru.parameters).toEqual([{ name: 'Material RU', value: 'Steel RU' }]);
    const en = (await pub(`/api/product/${product.translations.en.slug}`, LOCALES.en)).json().data;
    expect(en.name).toBe('Záhradná brána Test en');
    expect(en.category.name).toBe(leaf.translations.en.name);
    // The search index knows it at once.
    expect((await pub(`/api/search/search?query=${encodeURIComponent('Садовые ворота Тест')}`, LOCALES.ru)).json().data.map((p: { uuid: string }) => p.uuid)).toContain(product.uuid);

    // In a cart, then the price changes in the admin: the cart shows the new price.
    const cart = (await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: product.uuid } })).json().data;
    const edited = await admin('PUT', `/api/admin/products/${product.id}`, { ...input, price_cents: 25000 });
    expect(edited.statusCode).toBe(200);
    const after = (await pub(`/api/cart/${cart.uuid}`)).json().data;
    expect(JSON.stringify(after)).toContain('307.5'); // 250.00 + 23 % VAT
  });

  it('answers 409 for a slug another product uses, and 422 for a slug a page of the site uses or an unknown category', async () => {
    const { data } = (await admin('GET', '/api/admin/products?per_page=1')).json();
    const existing = (await admin('GET', `/api/admin/products/${data[0].id}`)).json().data;
    const dup = productInput('Dup');
    dup.translations.sr.slug = existing.translations.sr.slug;
    const res = await admin('POST', '/api/admin/products', dup);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ field: 'translations.sr.slug', code: 'slug.taken.product', params: { slug: existing.translations.sr.slug } });
    const reserved = productInput('Reserved');
    reserved.translations.en.slug = 'contact';
    expect((await admin('POST', '/api/admin/products', reserved)).json().errors[0]).toEqual({ field: 'translations.en.slug', message: 'is used by a page of the site; choose another', code: 'slug.reserved' });
    expect((await admin('POST', '/api/admin/products', productInput('No cat', { category_id: 4242 }))).json().errors[0].field).toBe('category_id');
    const bad = productInput('Bad slug');
    bad.translations.sk.slug = 'Not A Slug!';
    expect((await admin('POST', '/api/admin/products', bad)).statusCode).toBe(422);
    expect((await admin('POST', '/api/admin/products', productInput('Img', { images: [{ path: 'uploads/missing.webp' }] }))).json().errors[0].field).toBe('images.0.path');
  });

  it('unpublishing takes a product out of the shop (404) and its category; publishing brings it back; delete removes it', async () => {
    const created = (await admin('POST', '/api/admin/products', productInput('Short lived'))).json().data;
    const slug = created.translations.sk.slug;
    expect((await pub(`/api/product/${slug}`)).statusCode).toBe(200);
    const off = await admin('PUT', `/api/admin/products/${created.id}/published`, { published: false });
    expect(off.json().data.published).toBe(false);
    expect((await pub(`/api/product/${slug}`)).statusCode).toBe(404);
    expect((await admin('PUT', `/api/admin/products/${created.id}/published`, { published: true })).json().data.published).toBe(true);
    expect((await pub(`/api/product/${slug}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/products/${created.id}`)).statusCode).toBe(204);
    expect((await pub(`/api/product/${slug}`)).statusCode).toBe(404);
    expect((await admin('GET', `/api/admin/products/${created.id}`)).statusCode).toBe(404);
  });

  it('the category page of the shop follows a price change at once (cached answers are renewed)', async () => {
    const { data: cats } = (await admin('GET', '/api/admin/categories')).json();
    const leaf = cats.find((c: { parent_id: number | null; product_count: number }) => c.parent_id !== null && c.product_count > 0);
    const slug = leaf.translations.sk.slug;
    const first = (await pub(`/api/product-category/${slug}`)).json().data.products[0];
    const id = (await admin('GET', `/api/admin/products?q=${first.uuid}`)).json().data[0].id;
    const full = (await admin('GET', `/api/admin/products/${id}`)).json().data;
    const again = (await pub(`/api/product-category/${slug}`)).json().data.products[0];
    expect(again).toEqual(first);
    await admin('PUT', `/api/admin/products/${id}`, { ...productInput('x'), category_id: full.category_id, price_cents: 100, vat_rate: 0, published: true, position: full.position, translations: full.translations, parameters: full.parameters, images: full.images.map((i: { path: string }) => ({ path: i.path })) });
    const changed = (await pub(`/api/product-category/${slug}`)).json().data.products.find((p: { uuid: string }) => p.uuid === first.uuid);
    expect(changed.price).toEqual({ without_vat: 1, with_vat: 1, vat_rate: 0, currency: 'EUR' });
  });

  it('gives a product a width and height in millimetres, which the shop filters its category by; a body without them keeps them', async () => {
    const { data: cats } = (await admin('GET', '/api/admin/categories')).json();
    const leaf = cats.find((c: { parent_id: number | null; product_count: number }) => c.parent_id !== null && c.product_count > 0);
    const slug = leaf.translations.sk.slug;
    const span = (await pub(`/api/product-category/${slug}`)).json().data.filters.width;
    // Wider than anything in the category: the only one a width above its range finds.
    const width = span.max + 1000;
    const input = productInput('Sized', { category_id: leaf.id, width_mm: width, height_mm: 1750 });
    const created = await admin('POST', '/api/admin/products', input);
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    expect(product).toMatchObject({ width_mm: width, height_mm: 1750 });
    const wide = (await pub(`/api/product-category/${slug}?width_min=${span.max + 1}`)).json().data;
    expect(wide.products.map((p: { uuid: string }) => p.uuid)).toEqual([product.uuid]);
    expect(wide.filters.width.max).toBe(width);

    // Older callers send no size: it stays. null clears it, and the audit log names the change.
    const { width_mm: _width, height_mm: _height, ...withoutSize } = input;
    expect((await admin('PUT', `/api/admin/products/${product.id}`, withoutSize)).json().data).toMatchObject({ width_mm: width, height_mm: 1750 });
    expect((await admin('PUT', `/api/admin/products/${product.id}`, { ...input, height_mm: null })).json().data).toMatchObject({ width_mm: width, height_mm: null });
    expect((await pub(`/api/product-category/${slug}?height_min=0`)).json().data.products.map((p: { uuid: string }) => p.uuid)).not.toContain(product.uuid);
    const [entry] = (await admin('GET', `/api/admin/audit?entity=product&per_page=1`)).json().data;
    expect(entry.summary).toContain(`size ${width} × 1750 → ${width} × — mm`);
    expect(entry.message.changes).toEqual([{ code: 'size', params: { from: `${width} × 1750`, to: `${width} × —` } }]);

    for (const [field, value] of [['width_mm', 0], ['height_mm', 100_001], ['width_mm', 12.5], ['height_mm', -5], ['width_mm', 'wide']] as const) {
      const res = await admin('PUT', `/api/admin/products/${product.id}`, { ...input, [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(422);
      expect(res.json().errors[0].field, `${field}=${value}`).toBe(field);
    }
    expect((await admin('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(204);
  });
});

describe('audit log', () => {
  it('records who changed what and when, newest first; admins read it, filtered by entity', async () => {
    const res = await admin('GET', '/api/admin/audit?entity=product&per_page=50');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBeGreaterThanOrEqual(5);
    for (const e of data) expect(e.entity).toBe('product');
    const priceChange = data.find((e: { summary: string }) => e.summary.includes('price 199.90 → 250.00 EUR'));
    expect(priceChange).toMatchObject({ action: 'update', user: { email: 'admin@example.com' } });
    // The same change as a message code for the admin to word: prices in cents, one entry per listed change.
    expect(priceChange.message).toEqual({
      code: 'product.updated',
      params: { name: 'Záhradná brána Test sk' },
      changes: [{ code: 'price', params: { fromPrice: 19990, toPrice: 25000 } }],
    });
    const created = data.find((e: { summary: string }) => e.summary.startsWith('Created product "Záhradná brána Test sk"'));
    expect(created.message).toEqual({ code: 'product.created', params: { name: 'Záhradná brána Test sk', price: 19990 }, changes: [] });
    expect(Date.parse(priceChange.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.map((e: { id: number }) => e.id)).toEqual([...data.map((e: { id: number }) => e.id)].sort((x, y) => y - x));
    const editorEntries = (await admin('GET', `/api/admin/audit?user_id=${tk.editorId}`)).json().data;
    expect(editorEntries.map((e: { action: string; entity: string }) => `${e.action} ${e.entity}`)).toEqual(expect.arrayContaining(['create category', 'upload upload']));
  });
});

describe('audit entries of category changes', () => {
  it('name the categories (their stored name, the ids beside), not only their numbers', async () => {
    const gates = (await admin('POST', '/api/admin/categories', categoryInput('Audit gates'))).json().data;
    const fences = (await admin('POST', '/api/admin/categories', categoryInput('Audit fences'))).json().data;
    const child = (await admin('POST', '/api/admin/categories', categoryInput('Audit child', { parent_id: gates.id }))).json().data;
    expect((await admin('PUT', `/api/admin/categories/${child.id}`, categoryInput('Audit child', { parent_id: fences.id }))).statusCode).toBe(200);
    expect((await admin('PUT', `/api/admin/categories/${child.id}`, categoryInput('Audit child', { parent_id: null }))).statusCode).toBe(200);

    const entries = (await admin('GET', '/api/admin/audit?entity=category&per_page=10')).json().data.filter((e: { entity_id: string }) => e.entity_id === String(child.id));
    const [toTop, moved, created] = entries as Array<{ summary: string; message: unknown }>;
    expect(created!.summary).toBe('Created category "Audit child sk"');
    expect(moved).toMatchObject({
      summary: 'Updated category "Audit child sk": parent "Audit gates sk" → "Audit fences sk"',
      message: { code: 'category.updated', params: { name: 'Audit child sk' }, changes: [{ code: 'parent', params: { from: 'Audit gates sk', to: 'Audit fences sk', fromId: gates.id, toId: fences.id } }] },
    });
    expect(toTop).toMatchObject({
      summary: 'Updated category "Audit child sk": parent "Audit fences sk" → —',
      message: { changes: [{ code: 'parent', params: { from: 'Audit fences sk', to: '—', fromId: fences.id } }] },
    });

    // A product moved between categories names them too.
    const product = (await admin('POST', '/api/admin/products', productInput('Audit moved', { category_id: gates.id }))).json().data;
    expect((await admin('PUT', `/api/admin/products/${product.id}`, productInput('Audit moved', { category_id: fences.id }))).statusCode).toBe(200);
    const [update] = (await admin('GET', '/api/admin/audit?entity=product&per_page=5')).json().data.filter((e: { entity_id: string }) => e.entity_id === String(product.id));
    expect(update.summary).toContain('category "Audit gates sk" → "Audit fences sk"');
    expect(update.message.changes).toContainEqual({ code: 'category', params: { from: 'Audit gates sk', to: 'Audit fences sk', fromId: gates.id, toId: fences.id } });
  });
});

describe('migration 0046_audit_messages', () => {
  it('keeps null for entries recorded before (they list their English summary), and drops the column on the way down', async () => {
    const database = TEST_DATABASE_URL ? await createTestDatabase(TEST_DATABASE_URL) : undefined;
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-migration-'));
    const db = openDatabase(database?.url ?? path.join(dir, 'shop.db'));
    try {
      const migrator = createMigrator(db);
      expect((await migrator.migrateTo('0045_search_names')).error).toBeUndefined();
      const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const old = { user_id: null, user_email: '', user_name: '', action: 'delete', entity: 'product', entity_id: '7', summary: 'Deleted product "Old"', created_at: '2026-01-10T10:00:00.000Z' };
      await raw.insertInto('audit_log').values(old).execute();
      const up = await migrator.migrateTo('0046_audit_messages');
      expect(up.results?.map((r) => r.migrationName)).toEqual(['0046_audit_messages']);
      // A stored message that does not parse is listed as none, too: the admin then shows the summary.
      await raw.insertInto('audit_log').values({ ...old, summary: 'Broken', message_json: '{"code":', created_at: '2026-01-11T10:00:00.000Z' }).execute();
      // Today's code writes the columns of the later migrations too: the entries of before are read with them there.
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await createAuditService(db).record(null, { action: 'delete', entity: 'product', entityId: 8, summary: 'Deleted product "New"', code: 'product.deleted', params: { name: 'New' } });
      const { data } = await createAuditService(db).list({}, 1, 20);
      expect(data.map((e) => [e.summary, e.message])).toEqual([
        ['Deleted product "New"', { code: 'product.deleted', params: { name: 'New' }, changes: [] }],
        ['Broken', null],
        ['Deleted product "Old"', null],
      ]);

      expect((await migrator.migrateTo('0045_search_names')).error).toBeUndefined();
      expect(await raw.selectFrom('audit_log').selectAll().where('summary', '=', 'Deleted product "Old"').execute()).toEqual([{ id: expect.any(Number), ...old }]);
    } finally {
      await db.destroy();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('dashboard', () => {
  it('counts products, categories, new orders and users', async () => {
    const res = await admin('GET', '/api/admin/dashboard', undefined, tk.editor);
    expect(res.statusCode).toBe(200);
    const { counts, latest_orders } = res.json();
    const products = await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(counts.products).toBe(Number(products.n));
    expect(counts.published_products).toBeLessThanOrEqual(counts.products);
    expect(counts.categories).toBeGreaterThan(5);
    expect(counts.users).toBeGreaterThanOrEqual(2);
    expect(Array.isArray(latest_orders)).toBe(true);
  });
});
