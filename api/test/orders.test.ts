import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../src/modules/auth/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { CONTACT, eventually, placeOrder } from './mail-support.ts';

let t: TestContext;
let token: string;
const placed: Array<Awaited<ReturnType<typeof placeOrder>>> = [];

beforeAll(async () => {
  t = await createTestApp({ build: { mail: { retryBaseMs: 100, retryMaxMs: 400, pollMs: 50 } } });
  token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).json().token;
  for (const [i, locale] of ['sk-SK', 'en-US', 'hu-HU'].entries()) {
    placed.push(await placeOrder(t, locale, { ...CONTACT, name: `Zákazník ${i + 1}`, email: `zakaznik${i + 1}@example.sk` }));
  }
});
afterAll(async () => t.close());

const admin = (method: 'GET' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

describe('GET /admin/orders', () => {
  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/admin/orders'],
      ['GET', `/admin/orders/${placed[0]!.receipt.uuid}`],
      ['PATCH', `/admin/orders/${placed[0]!.receipt.uuid}`],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'PATCH' ? { payload: { status: 'handled' } } : {}) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('lists the orders newest first with customer, units and totals', async () => {
    const res = await admin('GET', '/admin/orders');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 3 });
    expect(data.map((o: { order_number: string }) => o.order_number)).toEqual(placed.map((p) => p.receipt.order_number).reverse());
    const order = await t.db.selectFrom('orders').selectAll().where('uuid', '=', placed[2]!.receipt.uuid).executeTakeFirstOrThrow();
    expect(data[0]).toEqual({
      uuid: placed[2]!.receipt.uuid,
      order_number: placed[2]!.receipt.order_number,
      status: 'new',
      created_at: placed[2]!.receipt.created_at,
      lang: 'hu',
      customer: { name: 'Zákazník 3', email: 'zakaznik3@example.sk', company: CONTACT.company },
      units: 3,
      totals: {
        without_vat: order.total_without_vat_cents / 100,
        vat: order.total_vat_cents / 100,
        with_vat: order.total_with_vat_cents / 100,
        currency: 'EUR',
      },
    });
  });

  it('pages and filters by status', async () => {
    const page2 = (await admin('GET', '/admin/orders?per_page=2&page=2')).json();
    expect(page2.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(page2.data.map((o: { uuid: string }) => o.uuid)).toEqual([placed[0]!.receipt.uuid]);

    await admin('PATCH', `/admin/orders/${placed[1]!.receipt.uuid}`, { status: 'handled' });
    const handled = (await admin('GET', '/admin/orders?status=handled')).json();
    expect(handled.meta.total).toBe(1);
    expect(handled.data[0].uuid).toBe(placed[1]!.receipt.uuid);
    const fresh = (await admin('GET', '/admin/orders?status=new')).json();
    expect(fresh.data.map((o: { uuid: string }) => o.uuid)).toEqual([placed[2]!.receipt.uuid, placed[0]!.receipt.uuid]);
    await admin('PATCH', `/admin/orders/${placed[1]!.receipt.uuid}`, { status: 'new' });
  });

  it('answers 422 naming a bad query', async () => {
    for (const [query, field] of [
      ['status=done', 'status'],
      ['page=0', 'page'],
      ['per_page=500', 'per_page'],
    ]) {
      const res = await admin('GET', `/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[0].field, query).toBe(field);
    }
  });
});

describe('GET /admin/orders/:uuid', () => {
  it('gives the lines, totals, contact, language, date and the state of its mails', async () => {
    const { receipt, products } = placed[1]!;
    const res = await admin('GET', `/admin/orders/${receipt.uuid}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ uuid: receipt.uuid, order_number: receipt.order_number, status: 'new', created_at: receipt.created_at, handled_at: null, lang: 'en' });
    expect(data.contact).toEqual({ ...CONTACT, name: 'Zákazník 2', email: 'zakaznik2@example.sk' });
    expect(data.lines).toHaveLength(2);
    expect(data.lines[0]).toMatchObject({ product_uuid: products[0]!.uuid, name: products[0]!.name, quantity: 2, vat_rate: 23 });
    expect(data.lines[0].total.with_vat).toBeCloseTo(data.lines[0].unit_price.with_vat * 2, 2);
    const sum = data.lines.reduce((s: number, l: { total: { with_vat: number } }) => s + l.total.with_vat, 0);
    expect(data.totals.with_vat).toBeCloseTo(sum, 2);
    expect(data.totals.vat).toBeCloseTo(data.totals.with_vat - data.totals.without_vat, 2);
    await eventually(async () => {
      const mails = (await admin('GET', `/admin/orders/${receipt.uuid}`)).json().data.mails;
      expect(mails).toEqual([
        expect.objectContaining({ kind: 'order-company', status: 'sent', attempts: 1 }),
        expect.objectContaining({ kind: 'order-customer', to: 'zakaznik2@example.sk', status: 'sent' }),
      ]);
    });
  });

  it('finds an order by its number too, and answers 404 for an unknown one', async () => {
    const byNumber = await admin('GET', `/admin/orders/${placed[0]!.receipt.order_number}`);
    expect(byNumber.json().data.uuid).toBe(placed[0]!.receipt.uuid);
    const unknown = await admin('GET', '/admin/orders/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found: 00000000-0000-4000-8000-000000000000');
  });
});

describe('PATCH /admin/orders/:uuid', () => {
  it('marks an order as handled and as new again', async () => {
    const url = `/admin/orders/${placed[0]!.receipt.uuid}`;
    const handled = await admin('PATCH', url, { status: 'handled' });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data).toMatchObject({ status: 'handled', handled_at: expect.any(String) });
    expect((await admin('GET', url)).json().data.status).toBe('handled');
    const reopened = await admin('PATCH', url, { status: 'new' });
    expect(reopened.json().data).toMatchObject({ status: 'new', handled_at: null });
  });

  it('answers 422 for a bad status and 404 for an unknown order', async () => {
    const bad = await admin('PATCH', `/admin/orders/${placed[0]!.receipt.uuid}`, { status: 'done' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('status');
    const missing = await admin('PATCH', `/admin/orders/${placed[0]!.receipt.uuid}`, {});
    expect(missing.json().errors).toEqual([{ field: 'status', message: 'is required' }]);
    expect((await admin('PATCH', '/admin/orders/no-such-order', { status: 'handled' })).statusCode).toBe(404);
  });
});
