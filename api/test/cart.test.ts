import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AliasNode, KyselyPlugin, OperationNode, TableNode } from 'kysely';
import { MAX_LINE_QUANTITY } from '@shop/shared/contracts/cart';
import { createCartService } from '../src/modules/cart/service.ts';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';

let t: TestContext;
let products: Array<{ uuid: string; slug: string; price: { without_vat: number; with_vat: number } }>;

beforeAll(async () => {
  t = await createTestApp();
  products = (await t.app.inject({ method: 'GET', url: '/api/product-category/brany?per_page=10' })).json().data.products;
});
afterAll(async () => t.close());

const add = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/cart/add', payload: body });
const getCart = (id: string, locale: string = LOCALES.sk) => t.app.inject({ method: 'GET', url: `/api/cart/${id}`, headers: { localization: locale } });
const contact = {
  name: 'Ján Novák',
  email: 'jan.novak@example.sk',
  phone: '+421 900 123 456',
  street: 'Hlavná 1',
  city: 'Žilina',
  zip: '010 01',
  country: 'SK',
};
const newCart = async (quantity = 1, product = 0): Promise<string> => {
  const res = await add({ product_uuid: products[product]!.uuid, quantity });
  expect(res.statusCode).toBe(200);
  return res.json().data.uuid as string;
};
const ordersOf = async (cartUuid: string) =>
  t.db.selectFrom('orders as o').innerJoin('carts as c', 'c.id', 'o.cart_id').selectAll('o').where('c.uuid', '=', cartUuid).execute();

describe('POST /api/cart/add', () => {
  it('creates a cart without cart_uuid and adds to it with cart_uuid', async () => {
    const first = await add({ product_uuid: products[0]!.uuid });
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), count: 1 });
    const again = (await add({ product_uuid: products[0]!.uuid, cart_uuid: data.uuid, quantity: 2 })).json().data;
    expect(again).toEqual({ uuid: data.uuid, count: 3 });
    const other = (await add({ product_uuid: products[1]!.uuid, cart_uuid: data.uuid })).json().data;
    expect(other.count).toBe(4);
    const cart = (await getCart(data.uuid)).json().data;
    expect(cart.products).toHaveLength(2);
    expect(cart.products[0]).toMatchObject({ uuid: products[0]!.uuid, quantity: 3 });
  });

  it('keeps every unit of 50 concurrent adds to one cart', async () => {
    const cartId = await newCart(1, 2);
    const results = await Promise.all(Array.from({ length: 50 }, () => add({ product_uuid: products[2]!.uuid, cart_uuid: cartId })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const cart = (await getCart(cartId)).json().data;
    expect(cart.count).toBe(51);
    expect(cart.products).toEqual([expect.objectContaining({ quantity: 51 })]);
  });

  it('validates quantity', async () => {
    for (const quantity of [0, -1, 1.5, 'abc', MAX_LINE_QUANTITY + 1, null]) {
      const res = await add({ product_uuid: products[0]!.uuid, quantity });
      expect(res.statusCode, String(quantity)).toBe(422);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'quantity' })]);
    }
  });

  it('refuses a line above the maximum quantity', async () => {
    const cartId = await newCart(MAX_LINE_QUANTITY);
    const res = await add({ product_uuid: products[0]!.uuid, cart_uuid: cartId });
    expect(res.statusCode).toBe(422);
    expect((await getCart(cartId)).json().data.count).toBe(MAX_LINE_QUANTITY);
  });

  it('names missing fields and answers 404 for unknown product or cart', async () => {
    const missing = await add({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'request.invalidFields', errors: [{ field: 'product_uuid', message: 'is required', code: 'field.required' }] });
    const unknownProduct = await add({ product_uuid: '00000000-0000-4000-8000-000000000000' });
    expect(unknownProduct.statusCode).toBe(404);
    expect(unknownProduct.json().message).toContain('Product not found');
    const unknownCart = await add({ product_uuid: products[0]!.uuid, cart_uuid: 'no-such-cart' });
    expect(unknownCart.statusCode).toBe(404);
    expect(unknownCart.json().message).toContain('Cart not found');
  });
});

describe('GET /api/cart/:cartId', () => {
  it('gives lines and totals in the request language', async () => {
    const cartId = await newCart(2);
    const { data } = (await getCart(cartId, LOCALES.en)).json();
    expect(data).toMatchObject({ uuid: cartId, count: 2, status: 'open', contact: null });
    const line = data.products[0];
    expect(line.name).toMatch(/^Garden gate/);
    expect(line.unit_price).toEqual({ without_vat: products[0]!.price.without_vat, with_vat: products[0]!.price.with_vat, vat_rate: 23 });
    expect(line.total.without_vat).toBeCloseTo(products[0]!.price.without_vat * 2, 2);
    expect(data.price_object).toMatchObject({ currency: 'EUR', without_vat: line.total.without_vat, with_vat: line.total.with_vat });
    expect(data.price_object.vat).toBeCloseTo(line.total.with_vat - line.total.without_vat, 2);
  });

  it("names a line in Slovak where the product has no text in the buyer's language, with its first image", async () => {
    const cartId = await newCart(1, 7);
    const product = await t.db.selectFrom('products').select('id').where('uuid', '=', products[7]!.uuid).executeTakeFirstOrThrow();
    const slovak = await t.db.selectFrom('product_translations').select(['name', 'slug']).where('product_id', '=', product.id).where('lang', '=', 'sk').executeTakeFirstOrThrow();
    const image = await t.db.selectFrom('product_images').select('path').where('product_id', '=', product.id).orderBy('position').orderBy('id').executeTakeFirstOrThrow();
    await t.db.deleteFrom('product_translations').where('product_id', '=', product.id).where('lang', '=', 'hu').execute();
    const line = (await getCart(cartId, LOCALES.hu)).json().data.products[0];
    expect(line).toMatchObject({ name: slovak.name, slug: slovak.slug });
    expect(line.thumb_url).toContain(image.path);
    const english = (await getCart(cartId, LOCALES.en)).json().data.products[0];
    expect(english.name).not.toBe(slovak.name);
  });

  it('reads the cart row once per read: its contact (for the reverse charge) comes with it', async () => {
    const cartId = await newCart(1);
    expect((await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact: { ...contact, company: 'Kovács Kft.', country: 'HU', zip: '2900', vat_id: 'HU12345676' } } })).statusCode).toBe(200);
    // Kysely's plugin API sees each query before it runs: the tables each SELECT reads from.
    const tableOf = (node: OperationNode | undefined): string | undefined =>
      node?.kind === 'AliasNode' ? tableOf((node as AliasNode).node) : node?.kind === 'TableNode' ? (node as TableNode).table.identifier.name : undefined;
    const selected: string[] = [];
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (node.kind === 'SelectQueryNode') selected.push(...(node.from?.froms ?? []).map((from) => tableOf(from) ?? '?'));
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const cart = await createCartService(t.db.withPlugin(counting), { botCheck: async () => {}, orderKey: (uuid) => uuid }).getCart(cartId, 'en');
    expect(cart.vat_reverse_charge).toBe(true);
    expect(cart.products[0]!.unit_price.vat_rate).toBe(0);
    expect(selected.filter((table) => table === 'carts')).toEqual(['carts']);
  });

  it('answers 404 for an unknown cart', async () => {
    const res = await getCart('2c0b6a8e-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('2c0b6a8e-0000-4000-8000-000000000000');
  });
});

describe('changing lines', () => {
  it('sets a quantity and removes a line', async () => {
    const cartId = await newCart(1);
    await add({ product_uuid: products[1]!.uuid, cart_uuid: cartId });
    const put = await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/${products[0]!.uuid}/quantity`, payload: { quantity: 7 } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.count).toBe(8);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cart/${cartId}/${products[1]!.uuid}` });
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toMatchObject({ count: 7, products: [expect.objectContaining({ uuid: products[0]!.uuid, quantity: 7 })] });
  });

  it('validates the quantity', async () => {
    const cartId = await newCart(1);
    for (const quantity of [0, -1, 1.5, 'abc', MAX_LINE_QUANTITY + 1]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/${products[0]!.uuid}/quantity`, payload: { quantity } });
      expect(res.statusCode, String(quantity)).toBe(422);
      expect(res.json().errors[0].field).toBe('quantity');
    }
  });

  it('answers 404 for an unknown cart, unknown product, or a product not in the cart', async () => {
    const cartId = await newCart(1);
    const urls = [
      `/api/cart/nope/${products[0]!.uuid}`,
      `/api/cart/${cartId}/nope`,
      `/api/cart/${cartId}/${products[5]!.uuid}`,
    ];
    for (const url of urls) {
      expect((await t.app.inject({ method: 'DELETE', url })).statusCode, url).toBe(404);
      expect((await t.app.inject({ method: 'PUT', url: `${url}/quantity`, payload: { quantity: 2 } })).statusCode, url).toBe(404);
    }
  });
});

describe('PUT /api/cart/:cartId/update', () => {
  it('stores the contact', async () => {
    const cartId = await newCart(3);
    const res = await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { uuid: cartId, count: 3 } });
    expect((await getCart(cartId)).json().data.contact).toEqual(contact);
  });

  it('answers 422 naming bad and missing contact fields', async () => {
    const cartId = await newCart(1);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact: { ...contact, email: 'not-an-email' } } });
    expect(bad.statusCode).toBe(422);
    // Each field names what is wrong as a code the frontends word (common:fieldError.*), the English beside it.
    expect(bad.json()).toMatchObject({ code: 'request.invalidFields', errors: [{ field: 'contact.email', code: 'field.email' }] });
    const long = await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact: { ...contact, city: 'x'.repeat(5000) } } });
    expect(long.json().errors).toEqual([expect.objectContaining({ field: 'contact.city', code: 'field.tooLong', params: { limit: expect.any(Number) } })]);
    const { city: _city, ...noCity } = contact;
    const missing = await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact: noCity } });
    expect(missing.json().errors).toEqual([{ field: 'contact.city', message: 'is required', code: 'field.required' }]);
    expect((await t.app.inject({ method: 'PUT', url: '/api/cart/nope/update', payload: { contact } })).statusCode).toBe(404);
  });
});

describe('POST /api/cart/:cartId/send', () => {
  const send = (cartId: string) => t.app.inject({ method: 'POST', url: `/api/cart/${cartId}/send`, payload: { 'g-recaptcha-response': 'token', terms_accepted: true } });

  it('needs contact details', async () => {
    const cartId = await newCart(1);
    const res = await send(cartId);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('contact');
  });

  it('refuses an empty cart', async () => {
    const cartId = await newCart(1);
    await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact } });
    await t.app.inject({ method: 'DELETE', url: `/api/cart/${cartId}/${products[0]!.uuid}` });
    const res = await send(cartId);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/empty/);
  });

  it('creates one order with a price snapshot, is idempotent, and locks the cart', async () => {
    const cartId = await newCart(2);
    await add({ product_uuid: products[1]!.uuid, cart_uuid: cartId, quantity: 3 });
    await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact } });
    const res = await send(cartId);
    expect(res.statusCode).toBe(200);
    const receipt = res.json().data;
    expect(receipt).toEqual({ order_number: expect.stringMatching(/^\d{10}$/), uuid: expect.any(String), created_at: expect.any(String), order_key: expect.stringMatching(/^[\w-]{36}\.[\w-]{22}$/) });

    const again = await Promise.all([send(cartId), send(cartId)]);
    for (const r of again) expect(r.json().data).toEqual(receipt);
    const orders = await ordersOf(cartId);
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    const lines = JSON.parse(order.lines_json) as Array<{ quantity: number; unit_without_vat_cents: number }>;
    expect(lines.map((l) => l.quantity)).toEqual([2, 3]);
    expect(order.total_without_vat_cents).toBe(Math.round(products[0]!.price.without_vat * 100) * 2 + Math.round(products[1]!.price.without_vat * 100) * 3);
    expect(order.total_with_vat_cents - order.total_without_vat_cents).toBe(order.total_vat_cents);
    expect(JSON.parse(order.contact_json)).toEqual(contact);

    expect((await getCart(cartId)).json().data.status).toBe('sent');
    const changes = [
      add({ product_uuid: products[0]!.uuid, cart_uuid: cartId }),
      t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/${products[0]!.uuid}/quantity`, payload: { quantity: 1 } }),
      t.app.inject({ method: 'DELETE', url: `/api/cart/${cartId}/${products[0]!.uuid}` }),
      t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact } }),
    ];
    for (const r of await Promise.all(changes)) expect(r.statusCode).toBe(409);
  });

  it('answers 404 for an unknown cart', async () => {
    expect((await send('no-such-cart')).statusCode).toBe(404);
  });

  it('answers a client error, not a 500, without a body', async () => {
    const cartId = await newCart(1);
    const res = await t.app.inject({ method: 'POST', url: `/api/cart/${cartId}/send` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('reCAPTCHA', () => {
  it('answers 422 when the bot check fails', async () => {
    const { createRecaptchaCheck } = await import('../src/lib/bot-check.ts');
    const failing = createRecaptchaCheck('secret', (async () => new Response(JSON.stringify({ success: true, score: 0.1 }))) as typeof fetch);
    const passing = createRecaptchaCheck('secret', (async () => new Response(JSON.stringify({ success: true, score: 0.9 }))) as typeof fetch);
    await expect(failing('tok', '127.0.0.1')).rejects.toMatchObject({ statusCode: 422 });
    await expect(failing(undefined, '127.0.0.1')).rejects.toMatchObject({ statusCode: 422 });
    await expect(passing('tok', '127.0.0.1')).resolves.toBeUndefined();
  });
});
