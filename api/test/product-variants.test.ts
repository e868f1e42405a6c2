// Product variants (issue 47, decision 0107): the seed groups the demo catalogue into models by type; the shop's
// category page (group=model) lists a model once with its colours; a product page offers its model's colours and sizes, each a link to a
// variant with its own address, price and cart line; the admin groups products into models.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../src/modules/auth/service.ts';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';
import { bearer } from './admin-helpers.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).json().token;
});
afterAll(async () => t.close());

const get = (url: string, locale: string = LOCALES.sk) => t.app.inject({ method: 'GET', url, headers: { localization: locale } });
type Card = { uuid: string; slug: string; name: string; price: { with_vat: number }; variants?: { count: number; colours: Array<{ key: string; name: string }>; price_from: number | null } };
type Option = { key: string; label: string; slug: string; exact: boolean; current: boolean };

/** The published products of the seed by model, with their finish and dimensions in Slovak. */
async function modelsOfCategory(slug: string) {
  const listed = (await get(`/api/product-category/${slug}?per_page=100&group=model`)).json().data;
  return listed as { products: Card[]; products_meta: { total: number }; filters: { finishes: Array<{ key: string; count: number }> } };
}

describe('the seed', () => {
  it('groups the 259 demo products into a few dozen models, one per type, each with its colours and sizes', async () => {
    const products = await t.db.selectFrom('products').select(['id', 'model_id']).execute();
    expect(products).toHaveLength(259);
    expect(products.every((p) => p.model_id !== null)).toBe(true);
    const models = await t.db.selectFrom('product_models').selectAll().orderBy('id').execute();
    expect(models.length).toBeGreaterThanOrEqual(20);
    expect(models.length).toBeLessThanOrEqual(40);
    expect(models[0]!.name).toBe('Záhradná brána Klasik');
  });
});

describe('a category page', () => {
  it('lists a model once, with how many of its variants are shown, their colours and lowest price', async () => {
    const { products, products_meta } = await modelsOfCategory('brany');
    expect(products.length).toBe(products_meta.total);
    expect(new Set(products.map((p) => p.uuid)).size).toBe(products.length);
    // Every card of the gates is a model of several variants.
    for (const card of products) {
      expect(card.variants, card.name).toBeDefined();
      const rows = await t.db.selectFrom('products').select(['model_id']).where('uuid', '=', card.uuid).executeTakeFirstOrThrow();
      const siblings = await t.db.selectFrom('products').select(['price_cents', 'vat_rate']).where('model_id', '=', rows.model_id).where('published', '=', 1).execute();
      expect(card.variants!.count).toBe(siblings.length);
      expect(card.variants!.colours.length).toBeGreaterThan(1);
      const lowest = Math.min(...siblings.map((s) => Math.round((s.price_cents * (100 + s.vat_rate)) / 100)));
      expect(card.variants!.price_from).toBe(lowest / 100);
    }
    // Together the cards stand for every published product of the gates and their subcategories.
    const gates = await t.db.selectFrom('category_translations').select('category_id').where('slug', '=', 'brany').executeTakeFirstOrThrow();
    const children = await t.db.selectFrom('categories').select('id').where('parent_id', '=', gates.category_id).execute();
    const published = await t.db.selectFrom('products').select('id').where('published', '=', 1).where('category_id', 'in', [gates.category_id, ...children.map((c) => c.id)]).execute();
    expect(products.reduce((sum, card) => sum + (card.variants?.count ?? 1), 0)).toBe(published.length);
  });

  it('counts the cards each finish would show, and a finish filter lists each model in that finish', async () => {
    const { filters, products_meta } = await modelsOfCategory('brany');
    const [finish] = filters.finishes;
    expect(finish!.count).toBeLessThanOrEqual(products_meta.total);
    const filtered = (await get(`/api/product-category/brany?per_page=100&group=model&finish=${finish!.key}`)).json().data;
    expect(filtered.products_meta.total).toBe(finish!.count);
    for (const card of filtered.products as Card[]) {
      expect(card.variants?.colours.map((c) => c.key) ?? [finish!.key]).toEqual([finish!.key]);
      const detail = (await get(`/api/product/${card.slug}`)).json().data;
      expect(detail.variants.colours.find((o: Option) => o.current).key).toBe(finish!.key);
    }
  });

  it('shows the cheapest variant first when sorted by price, and a card of a single variant has no variants', async () => {
    const cheapest = (await get('/api/product-category/brany?per_page=1&sort=price_asc&group=model')).json().data.products[0] as Card;
    expect(cheapest.price.with_vat).toBe(cheapest.variants?.price_from ?? cheapest.price.with_vat);
    // A price range that leaves one variant of a model: its card stands alone.
    const { price_from } = cheapest.variants!;
    const alone = (await get(`/api/product-category/brany?per_page=100&group=model&price_max=${Math.floor(price_from!)}`)).json().data;
    for (const card of alone.products as Card[]) if (card.variants) expect(card.variants.count).toBeGreaterThanOrEqual(2);
    // Both ways by price, the cards go by their "from" price, which is the price of the variant they show.
    for (const sort of ['price_asc', 'price_desc']) {
      const cards = (await get(`/api/product-category/brany?per_page=100&group=model&sort=${sort}`)).json().data.products as Card[];
      const from = cards.map((c) => c.variants?.price_from ?? c.price.with_vat);
      expect(from).toEqual([...from].sort((a, b) => (sort === 'price_asc' ? a - b : b - a)));
      expect(cards.map((c) => c.price.with_vat)).toEqual(from);
    }
  });

  it('lists every product without group=model (the catalogue section), as before models', async () => {
    const everything = (await get('/api/product-category/brany?per_page=100')).json().data;
    expect(everything.products.every((p: Card) => p.variants === undefined)).toBe(true);
    expect(everything.products_meta.total).toBeGreaterThan((await modelsOfCategory('brany')).products_meta.total);
  });
});

describe('a product page', () => {
  it('offers its model\'s colours and sizes, each a link to the variant that keeps the other choice', async () => {
    const [card] = (await modelsOfCategory('brany')).products;
    const product = (await get(`/api/product/${card!.slug}`, LOCALES.en)).json().data;
    const { colours, sizes } = product.variants as { colours: Option[]; sizes: Option[] };
    expect(colours.length).toBeGreaterThan(1);
    expect(sizes.length).toBeGreaterThan(1);
    expect(colours.filter((o) => o.current)).toHaveLength(1);
    expect(sizes.filter((o) => o.current)).toHaveLength(1);
    const currentSize = sizes.find((o) => o.current)!;
    expect(colours.find((o) => o.current)!.slug).toBe(product.slug);

    const other = colours.find((o) => !o.current && o.exact)!;
    const variant = (await get(`/api/product/${other.slug}`, LOCALES.en)).json().data;
    // Its own product: address, uuid and price; the same size, the chosen colour.
    expect(variant.uuid).not.toBe(product.uuid);
    expect(variant.slug).toBe(other.slug);
    expect(variant.variants.colours.find((o: Option) => o.current).key).toBe(other.key);
    expect(variant.variants.sizes.find((o: Option) => o.current).key).toBe(currentSize.key);
    expect(variant.parameters.find((p: { name: string }) => p.name === 'Finish').value).toBe(other.label);
    expect(variant.parameters.find((p: { name: string }) => p.name === 'Dimensions').value).toBe(currentSize.label);
    // Sizes from the smallest, labelled as the product's dimensions in the language.
    expect(sizes.map((o) => o.label)).toEqual(sizes.map((o) => o.label).sort((a, b) => parseInt(a, 10) - parseInt(b, 10)));

    // Each variant is its own cart line, at its own price.
    const first = (await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: product.uuid } })).json().data;
    await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: variant.uuid, cart_uuid: first.uuid } });
    const cart = (await get(`/api/cart/${first.uuid}`, LOCALES.en)).json().data;
    expect(cart.products.map((l: { uuid: string; unit_price: { with_vat: number } }) => [l.uuid, l.unit_price.with_vat])).toEqual(
      expect.arrayContaining([
        [product.uuid, product.price.with_vat],
        [variant.uuid, variant.price.with_vat],
      ]),
    );
  });

  it('leads to the nearest variant where the model lacks the combination, and leaves out an unpublished one', async () => {
    const [card] = (await modelsOfCategory('brany')).products;
    const product = (await get(`/api/product/${card!.slug}`)).json().data;
    const target = (product.variants.colours as Option[]).find((o) => !o.current)!;
    const hidden = await t.db.selectFrom('product_translations').select('product_id').where('slug', '=', target.slug).where('lang', '=', 'sk').executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ published: 0 }).where('id', '=', hidden.product_id).execute();
    try {
      const after = (await get(`/api/product/${card!.slug}`)).json().data;
      const option = (after.variants.colours as Option[]).find((o) => o.key === target.key);
      // The colour is still offered in another size when the model has one, never through the hidden product.
      if (option) {
        expect(option.slug).not.toBe(target.slug);
        expect(option.exact).toBe(false);
      }
      expect((await get(`/api/product/${target.slug}`)).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('products').set({ published: 1 }).where('id', '=', hidden.product_id).execute();
    }
  });
});

describe('the admin groups products into models', () => {
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as Record<string, unknown> } : {}) });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/product-models' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/product-models', payload: { name: 'x' } })).statusCode).toBe(401);
  });

  it('lists the models with their product counts, creates one (a name in use is a 409) and moves a product into it', async () => {
    const listed = (await admin('GET', '/api/admin/product-models')).json().data as Array<{ id: number; name: string; product_count: number }>;
    expect(listed.find((m) => m.name === 'Záhradná brána Klasik')!.product_count).toBeGreaterThan(1);
    expect((await admin('POST', '/api/admin/product-models', { name: ' ' })).statusCode).toBe(422);
    const taken = await admin('POST', '/api/admin/product-models', { name: 'Záhradná brána Klasik' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'productModel.nameTaken', params: { name: 'Záhradná brána Klasik' } });
    const created = await admin('POST', '/api/admin/product-models', { name: 'Brána Test' });
    expect(created.statusCode).toBe(201);
    const model = created.json().data;
    expect(model).toEqual({ id: expect.any(Number), name: 'Brána Test', product_count: 0 });

    const [card] = (await modelsOfCategory('brany')).products;
    const { id } = await t.db.selectFrom('products').select('id').where('uuid', '=', card!.uuid).executeTakeFirstOrThrow();
    const stored = (await admin('GET', `/api/admin/products/${id}`)).json().data;
    const { id: _id, uuid: _uuid, created_at: _c, updated_at: _u, images, ...rest } = stored;
    const input = { ...rest, images: images.map((im: { path: string }) => ({ path: im.path })) };
    const unknown = await admin('PUT', `/api/admin/products/${id}`, { ...input, model_id: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('product.unknownModel');
    const moved = await admin('PUT', `/api/admin/products/${id}`, { ...input, model_id: model.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.model_id).toBe(model.id);
    // Alone in its model now: no choosers; the audit names the change.
    expect((await get(`/api/product/${card!.slug}`)).json().data.variants).toBeNull();
    const entry = await t.db.selectFrom('audit_log').select(['summary']).where('entity', '=', 'product').where('entity_id', '=', String(id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry.summary).toContain('model "Záhradná brána Klasik" → "Brána Test"');
    // Left out of the body, the model stays.
    const { model_id: _m, ...withoutModel } = input;
    expect((await admin('PUT', `/api/admin/products/${id}`, withoutModel)).json().data.model_id).toBe(model.id);
    await admin('PUT', `/api/admin/products/${id}`, { ...input, model_id: stored.model_id });
  });
});
