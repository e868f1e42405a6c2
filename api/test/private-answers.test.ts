// Issue 28, 8 and 10: answers with a token, an account, orders or a cart's contact details are never cached; a sent
// cart no longer shows its contact details; authentication comes before validation on every protected route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../src/modules/auth/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer } from './admin-helpers.ts';
import { CONTACT, placeOrder } from './mail-support.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, remoteAddress: '10.30.0.1' })).json().token;
});
afterAll(async () => t.close());

describe('Cache-Control: no-store', () => {
  it('on the sign-in answer, the current user, orders, the admin API and carts; errors too', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, remoteAddress: '10.30.0.2' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const { cartId, receipt } = await placeOrder(t, 'en-US');
    for (const url of ['/admin/auth/me', '/admin/orders', `/admin/orders/${receipt.uuid}`, '/api/admin/users', '/api/admin/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}` })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/admin/auth/me' })).headers['cache-control']).toBe('no-store');
    // Public catalogue answers keep their short public caching.
    expect((await t.app.inject({ method: 'GET', url: '/api/product-category/menu' })).headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('a sent cart', () => {
  it('answers without its contact details; the order keeps them for the admin', async () => {
    const uuid = ((await t.app.inject({ method: 'GET', url: '/api/product-category/brany?per_page=1' })).json().data.products as Array<{ uuid: string }>)[0]!.uuid;
    const cartId = (await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: uuid } })).json().data.uuid as string;
    await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, payload: { contact: CONTACT } });
    expect((await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}` })).json().data.contact).toMatchObject({ email: CONTACT.email });
    const sent = await t.app.inject({ method: 'POST', url: `/api/cart/${cartId}/send`, payload: { terms_accepted: true } });
    expect(sent.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}` });
    expect(after.json().data).toMatchObject({ status: 'sent', contact: null });
    expect(after.body).not.toContain(CONTACT.email);
    expect(after.body).not.toContain(CONTACT.phone);
    const order = await t.app.inject({ method: 'GET', url: `/admin/orders/${sent.json().data.uuid}`, headers: bearer(token) });
    expect(order.body).toContain(CONTACT.email);
    // Sending again still answers the same receipt.
    expect((await t.app.inject({ method: 'POST', url: `/api/cart/${cartId}/send`, payload: { terms_accepted: true } })).json().data.uuid).toBe(sent.json().data.uuid);
  });
});

describe('authentication before validation', () => {
  it('PATCH /admin/orders/:uuid without a token answers 401 whatever the body (issue 28, 10)', async () => {
    for (const payload of [{}, { status: 'nonsense' }, { nonsense: true }]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/admin/orders/not-a-uuid', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(401);
    }
    const list = await t.app.inject({ method: 'GET', url: '/admin/orders?page=-5&status=nope' });
    expect(list.statusCode).toBe(401);
  });
});
