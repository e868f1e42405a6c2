// Every admin route checks the token and the role before anything else: 401 without a valid token (missing,
// expired, blacklisted, alg none, another key, a disabled user's), 403 for an editor on admin-only routes.
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLACKLISTED_MESSAGE } from '@shop/shared/contracts/auth';
import { createAuthService, DEMO_ADMIN, JWT_AUDIENCE, JWT_ISSUER } from '../src/modules/auth/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, categoryInput, multipart, pngImage, productInput, tokens, type Tokens } from './admin-helpers.ts';

let t: TestContext;
let tk: Tokens;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  tk = await tokens(t);
  png = await pngImage();
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface RouteCase {
  method: Method;
  url: string;
  adminOnly: boolean;
  payload?: () => unknown;
  multipart?: boolean;
}

const settingsBody = () => ({
  company: { name: 'X', street: '', town: '', zip: '', country: { sk: '', en: '', hu: '', sr: '', ru: '' }, phone: '', email: '' },
  group_companies: [],
  public_keys: { recaptcha_site_key: '', maps_key: '', analytics_id: '' },
  mail_recipients: { orders: [], inquiries: [] },
});

/** Every admin route of this module set. */
const ROUTES: RouteCase[] = [
  { method: 'GET', url: '/api/admin/dashboard', adminOnly: false },
  { method: 'GET', url: '/api/admin/categories', adminOnly: false },
  { method: 'GET', url: '/api/admin/categories/1', adminOnly: false },
  { method: 'POST', url: '/api/admin/categories', adminOnly: false, payload: () => categoryInput('Security') },
  { method: 'PUT', url: '/api/admin/categories/1', adminOnly: false, payload: () => categoryInput('Security') },
  { method: 'DELETE', url: '/api/admin/categories/1', adminOnly: false },
  { method: 'GET', url: '/api/admin/products', adminOnly: false },
  { method: 'GET', url: '/api/admin/products/1', adminOnly: false },
  { method: 'POST', url: '/api/admin/products', adminOnly: false, payload: () => productInput('Security') },
  { method: 'PUT', url: '/api/admin/products/1', adminOnly: false, payload: () => productInput('Security') },
  { method: 'PUT', url: '/api/admin/products/1/published', adminOnly: false, payload: () => ({ published: false }) },
  { method: 'DELETE', url: '/api/admin/products/1', adminOnly: false },
  { method: 'POST', url: '/api/admin/uploads?kind=image', adminOnly: false, multipart: true },
  { method: 'GET', url: '/api/admin/users', adminOnly: true },
  { method: 'POST', url: '/api/admin/users', adminOnly: true, payload: () => ({ email: 'new@example.com', name: 'New', role: 'editor' }) },
  { method: 'PUT', url: '/api/admin/users/1', adminOnly: true, payload: () => ({ name: 'X', role: 'admin', disabled: false }) },
  { method: 'POST', url: '/api/admin/users/1/password', adminOnly: true, payload: () => ({}) },
  { method: 'POST', url: '/api/admin/users/1/two-factor/reset', adminOnly: true },
  { method: 'GET', url: '/api/admin/settings', adminOnly: true },
  { method: 'PUT', url: '/api/admin/settings', adminOnly: true, payload: () => settingsBody() },
  { method: 'GET', url: '/api/admin/audit', adminOnly: true },
];

function call(route: RouteCase, headers: Record<string, string>) {
  if (route.multipart) {
    const body = multipart('file', 'photo.png', 'image/png', png);
    return t.app.inject({ method: route.method, url: route.url, headers: { ...headers, ...body.headers }, payload: body.payload });
  }
  return t.app.inject({ method: route.method, url: route.url, headers, ...(route.payload ? { payload: route.payload() as Record<string, unknown> } : {}) });
}

const key = () => new TextEncoder().encode(t.config.jwtSecret);
/** The session claims of the admin's real token, so a forged token differs only in what the case changes. */
const sessionClaims = () => {
  const { sid, gen, sv } = JSON.parse(Buffer.from(tk.admin.split('.')[1]!, 'base64url').toString()) as { sid: string; gen: number; sv: number };
  return { sid, gen, sv };
};
const claims = (jti: string) => new SignJWT({ role: 'admin', ...sessionClaims() }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(tk.adminId)).setIssuer(JWT_ISSUER).setAudience(JWT_AUDIENCE).setJti(jti);

async function badTokens(): Promise<Record<string, string>> {
  const past = Math.floor(Date.now() / 1000) - 60;
  const expired = await claims('expired-1').setIssuedAt(past - 900).setExpirationTime(past).sign(key());
  const none = new UnsecuredJWT({ role: 'admin' }).setSubject(String(tk.adminId)).setIssuer(JWT_ISSUER).setAudience(JWT_AUDIENCE).setJti('none-1').setExpirationTime('10m').encode();
  const foreign = await claims('foreign-1').setExpirationTime('10m').sign(new TextEncoder().encode('a-completely-different-secret-of-length-40'));
  // alg none with a signature part copied from a real token, and an HS512 token with the right key: both refused.
  const [, payloadPart] = none.split('.');
  const noneWithSignature = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payloadPart}.${tk.admin.split('.')[2]}`;
  const hs512 = await new SignJWT({ role: 'admin' }).setProtectedHeader({ alg: 'HS512' }).setSubject(String(tk.adminId)).setIssuer(JWT_ISSUER).setAudience(JWT_AUDIENCE).setJti('hs512-1').setExpirationTime('10m').sign(key());

  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, remoteAddress: '10.77.0.2' });
  const blacklisted = login.json().token as string;
  expect((await t.app.inject({ method: 'POST', url: '/admin/auth/logout', headers: bearer(blacklisted) })).statusCode).toBe(204);

  const auth = createAuthService(t.db, t.config.jwtSecret);
  const offId = await auth.createUser({ email: 'switched-off@example.com', name: 'Off', password: 'switched-off-1', role: 'admin' });
  const disabled = await auth.issueToken({ id: offId, email: 'switched-off@example.com', name: 'Off', role: 'admin' });
  await t.db.updateTable('admin_users').set({ disabled: 1 }).where('id', '=', offId).execute();

  return { expired, none, noneWithSignature, foreign, hs512, blacklisted, disabled, garbage: 'not.a.token' };
}

describe('admin routes without a valid token', () => {
  it('answer 401 without a token, before validating the body', async () => {
    for (const route of ROUTES) {
      const res = await call(route, {});
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json(), `${route.method} ${route.url}`).toMatchObject({ statusCode: 401, message: 'Missing bearer token' });
      // A bad body does not change the answer: the token is checked first.
      const bad = await t.app.inject({ method: route.method, url: route.url, payload: { nonsense: true } });
      expect(bad.statusCode, `${route.method} ${route.url} with a bad body`).toBe(401);
    }
  });

  it('answer 401 for expired, blacklisted, alg-none, foreign-key, HS512, disabled-user and garbage tokens', async () => {
    const bad = await badTokens();
    for (const [kind, token] of Object.entries(bad)) {
      for (const route of ROUTES) {
        const res = await call(route, bearer(token));
        expect(res.statusCode, `${kind}: ${route.method} ${route.url}`).toBe(401);
      }
    }
    const res = await call(ROUTES[0]!, bearer(bad.blacklisted!));
    expect(res.json().message).toBe(BLACKLISTED_MESSAGE);
    expect((await call(ROUTES[0]!, bearer(bad.expired!))).json().message).toBe('The token has expired');
    expect((await call(ROUTES[0]!, bearer(bad.disabled!))).json().message).toBe('The user account is disabled');
  });
});

describe('roles', () => {
  it('an editor gets 403 on every admin-only route, and nothing changed', async () => {
    const before = await t.db.selectFrom('admin_users').select(['id', 'name', 'role', 'disabled', 'password_hash']).orderBy('id').execute();
    for (const route of ROUTES.filter((r) => r.adminOnly)) {
      const res = await call(route, bearer(tk.editor));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, message: 'Your role does not allow this action' });
    }
    expect(await t.db.selectFrom('admin_users').select(['id', 'name', 'role', 'disabled', 'password_hash']).orderBy('id').execute()).toEqual(before);
  });

  it('an editor may use the catalogue, upload and dashboard routes', async () => {
    for (const route of ROUTES.filter((r) => !r.adminOnly && r.method === 'GET')) {
      const res = await call(route, bearer(tk.editor));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(200);
    }
    const upload = await call(ROUTES.find((r) => r.multipart)!, bearer(tk.editor));
    expect(upload.statusCode).toBe(201);
  });

  it('an admin opens the admin-only reads', async () => {
    for (const route of ROUTES.filter((r) => r.adminOnly && r.method === 'GET')) {
      expect((await call(route, bearer(tk.admin))).statusCode, route.url).toBe(200);
    }
  });
});

describe('bad payloads', () => {
  it('answer 422 naming the fields, for every route with a body', async () => {
    const cases: Array<[Method, string, unknown, string]> = [
      ['POST', '/api/admin/categories', { ...categoryInput('Bad'), position: -1 }, 'position'],
      ['PUT', '/api/admin/categories/1', { ...categoryInput('Bad'), translations: { sk: { name: '', slug: '', description: '' } } }, 'translations.sk.name'],
      ['POST', '/api/admin/products', { ...productInput('Bad'), price_cents: 'free' }, 'price_cents'],
      ['PUT', '/api/admin/products/1', { ...productInput('Bad'), vat_rate: 120 }, 'vat_rate'],
      ['PUT', '/api/admin/products/1/published', { published: 'yes' }, 'published'],
      ['POST', '/api/admin/users', { email: 'not-an-email', name: 'X', role: 'editor' }, 'email'],
      ['PUT', '/api/admin/users/1', { name: 'X', role: 'owner', disabled: false }, 'role'],
      ['POST', '/api/admin/users/1/password', { password: 'short' }, 'password'],
      ['PUT', '/api/admin/settings', { ...settingsBody(), group_companies: [{ name: 'X', url: 'javascript:alert(1)' }] }, 'group_companies.0.url'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await t.app.inject({ method, url, headers: bearer(tk.admin), payload: payload as Record<string, unknown> });
      expect(res.statusCode, `${method} ${url}`).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field), `${method} ${url}`).toContain(field);
    }
  });

  it('answer 422 for bad ids and query parameters, 404 for unknown ids', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products/abc', headers: bearer(tk.admin) })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products?sort=price;drop', headers: bearer(tk.admin) })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit?per_page=1000', headers: bearer(tk.admin) })).statusCode).toBe(422);
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/products/999999', headers: bearer(tk.admin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found: 999999');
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/users/999999', headers: bearer(tk.admin), payload: { name: 'X', role: 'editor', disabled: false } })).statusCode).toBe(404);
  });
});
