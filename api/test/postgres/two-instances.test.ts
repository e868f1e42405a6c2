// Two instances of the shop over one PostgreSQL database, as two servers behind a load balancer: what a shopper
// and the mail recipients notice when their requests land on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../src/modules/auth/service.ts';
import { queueMail } from '../../src/modules/mail/outbox.ts';
import { bearer, multipart, pngImage } from '../admin-helpers.ts';
import { createSecondInstance, createTestApp, type TestContext } from '../helpers.ts';
import { CONTACT, createSmtpSink, eventually, freePort } from '../mail-support.ts';

const FAST_MAIL = { retryBaseMs: 100, retryMaxMs: 400, pollMs: 50 };
let a: TestContext;
let b: TestContext;
let sink: ReturnType<typeof createSmtpSink>;

beforeAll(async () => {
  sink = createSmtpSink(await freePort());
  await sink.start();
  const env = { SMTP_URL: sink.url, ORDER_NOTIFY_TO: 'orders@example.sk' };
  a = await createTestApp({ env, build: { mail: FAST_MAIL } });
  b = await createSecondInstance(a, { env, build: { mail: FAST_MAIL } });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await sink?.stop();
});

const instance = (i: number) => (i % 2 === 0 ? a : b);

async function productUuids(n: number): Promise<string[]> {
  const res = await a.app.inject({ method: 'GET', url: `/api/product-category/brany?per_page=${n}` });
  return (res.json().data.products as Array<{ uuid: string }>).map((p) => p.uuid);
}

describe('a cart used through both instances', () => {
  it('loses no unit of 50 simultaneous adds spread over both', async () => {
    const products = await productUuids(5);
    expect(products).toHaveLength(5);
    const cartId = (await a.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: products[0] } })).json().data.uuid as string;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        instance(i).app.inject({ method: 'POST', url: '/api/cart/add', payload: { cart_uuid: cartId, product_uuid: products[i % 5], quantity: 2 } }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const cart = (await b.app.inject({ method: 'GET', url: `/api/cart/${cartId}` })).json().data as { count: number; products: Array<{ uuid: string; quantity: number }> };
    expect(cart.count).toBe(1 + 50 * 2);
    expect(Object.fromEntries(cart.products.map((p) => [p.uuid, p.quantity]))).toEqual({
      [products[0]!]: 21,
      [products[1]!]: 20,
      [products[2]!]: 20,
      [products[3]!]: 20,
      [products[4]!]: 20,
    });
  });

  it('makes one order and sends its two mails once when the cart is sent through both at the same moment', async () => {
    const [product] = await productUuids(1);
    const cartId = (await a.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: product } })).json().data.uuid as string;
    const contact = { ...CONTACT, email: 'double-send@example.com' };
    expect((await b.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact } })).statusCode).toBe(200);

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => instance(i).app.inject({ method: 'POST', url: `/api/cart/${cartId}/send`, payload: { terms_accepted: true } })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const numbers = new Set(answers.map((r) => r.json().data.order_number as string));
    expect(numbers.size).toBe(1);
    const [orderNumber] = [...numbers];
    expect(await a.db.selectFrom('orders').select('order_number').where('order_number', '=', orderNumber!).execute()).toHaveLength(1);

    const aboutOrder = () => sink.received.filter((m) => m.decoded.includes(orderNumber!));
    await eventually(() => expect(aboutOrder()).toHaveLength(2));
    // Both workers keep polling; a second copy would arrive within a few of their rounds.
    await new Promise((r) => setTimeout(r, 500));
    expect(aboutOrder().map((m) => m.to).sort()).toEqual([['double-send@example.com'], ['orders@example.sk']]);
  });
});

describe('the mail outbox with two workers', () => {
  it('sends each of 40 queued mails exactly once', async () => {
    const before = sink.received.length;
    for (let i = 0; i < 40; i++) {
      await queueMail(i % 2 === 0 ? a.db : b.db, { to: `reader${i}@example.com`, subject: `Outbox check ${i}`, text: `mail ${i}`, kind: 'test', ref: `outbox-check-${i}` });
    }
    await eventually(() => expect(sink.received.length - before).toBeGreaterThanOrEqual(40));
    await new Promise((r) => setTimeout(r, 500));
    const subjects = sink.received.slice(before).map((m) => /Subject: (Outbox check \d+)/.exec(m.decoded)?.[1]);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
    const rows = await a.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('kind', '=', 'test').execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('the admin on both instances', () => {
  it('keeps the audit log whole when settings are saved through both at once', async () => {
    const token = (await a.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, remoteAddress: '10.5.0.2' })).json().token as string;
    const { data } = (await a.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(token) })).json();
    const before = await a.db.selectFrom('audit_log').select('id').where('entity', '=', 'settings').execute();
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        instance(i).app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(token), payload: { ...data, company: { ...data.company, phone: `+421 2 0000 00${i}` } } }),
      ),
    );
    expect(saves.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const after = await a.db.selectFrom('audit_log').select('id').where('entity', '=', 'settings').execute();
    expect(after.length - before.length).toBe(10);
    expect(new Set(after.map((r) => r.id)).size).toBe(after.length);
  });
});

describe('media shared by both instances (MEDIA_DIR)', () => {
  it('serves on B, as a file and as a resized image, what an editor uploaded on A', async () => {
    const token = (await a.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, remoteAddress: '10.5.0.1' })).json().token as string;
    const body = multipart('file', 'gate.png', 'image/png', await pngImage(80, 60));
    const upload = await a.app.inject({ method: 'POST', url: '/api/admin/uploads', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(upload.statusCode).toBe(201);
    const { url, path: rel } = upload.json().data as { url: string; path: string };
    const onB = await b.app.inject({ method: 'GET', url });
    expect(onB.statusCode).toBe(200);
    expect(onB.rawPayload.equals((await a.app.inject({ method: 'GET', url })).rawPayload)).toBe(true);
    const resized = await b.app.inject({ method: 'GET', url: `/img/${rel}?w=40` });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
  });
});
