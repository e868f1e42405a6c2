// Issue 28: the authorisation matrix, generated from the server's own route list. Every route under /admin/ and
// /api/admin/ is protected: each answers 401 to no token, garbage, alg none, a wrong key, an expired token, a
// revoked session and a disabled user's token, and the administrators' routes answer 403 to an editor. A route added
// there without protection fails this test without anyone having to list it.
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthService, DEMO_ADMIN, JWT_AUDIENCE, JWT_ISSUER, TOKEN_TTL_SECONDS } from '../src/modules/auth/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, tokens, type Tokens } from './admin-helpers.ts';

interface Route {
  method: string;
  url: string;
}
const routes: Route[] = [];
let t: TestContext;
let tk: Tokens;

beforeAll(async () => {
  t = await createTestApp({
    products: 3,
    env: { METRICS_TOKEN },
    build: {
      onRoute: (r) => {
        for (const method of [r.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: r.url });
      },
    },
  });
  tk = await tokens(t);
});
afterAll(async () => t.close());

const PROTECTED = /^\/(?:admin|api\/admin)\//;
/** The operators' endpoints (issue 49): the metrics for the bearer of METRICS_TOKEN, health and readiness for anyone. */
const METRICS_TOKEN = 'matrix-metrics-token-0123456789';
const OPS_PUBLIC = ['/healthz', '/readyz'];
/** Routes only administrators may use (editors get 403). */
const ADMIN_ONLY = /^\/api\/admin\/(?:users|settings|audit|delivery-prices|releases|release-tokens|signals)(?:\/|$)/;
/** Refresh and sign-out take an expired token by design (within the session's idle lifetime). */
const TAKES_EXPIRED = new Set(['POST /admin/auth/refresh', 'POST /admin/auth/logout']);

const concrete = (url: string) => url.replace(/:uuid/g, '00000000-0000-4000-8000-000000000000').replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');
const call = (route: Route, headers: Record<string, string>) =>
  t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers, ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: { nonsense: true } } : {}) });

let madeBadTokens: Promise<Record<string, string>> | undefined;
/** Made once (they sign out a session and disable an account of their own). */
const badTokens = (): Promise<Record<string, string>> => (madeBadTokens ??= makeBadTokens());

async function makeBadTokens(): Promise<Record<string, string>> {
  const key = new TextEncoder().encode(t.config.jwtSecret);
  const claims = JSON.parse(Buffer.from(tk.admin.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const sign = (k: Uint8Array, exp: number) =>
    new SignJWT({ ...claims, exp, jti: `m-${Math.random()}` }).setProtectedHeader({ alg: 'HS256' }).sign(k);
  const now = Math.floor(Date.now() / 1000);
  const revoked = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, remoteAddress: '10.40.0.1' })).json().token as string;
  expect((await t.app.inject({ method: 'POST', url: '/admin/auth/logout', headers: bearer(revoked) })).statusCode).toBe(204);
  const auth = createAuthService(t.db, t.config.jwtSecret);
  const offId = await auth.createUser({ email: 'matrix-off@example.com', name: 'Off', password: 'matrix-off-password', role: 'admin' });
  const disabled = await auth.issueToken({ id: offId, email: 'matrix-off@example.com', name: 'Off', role: 'admin' });
  await t.db.updateTable('admin_users').set({ disabled: 1 }).where('id', '=', offId).execute();
  return {
    garbage: 'not.a.token',
    algNone: new UnsecuredJWT(claims).setIssuer(JWT_ISSUER).setAudience(JWT_AUDIENCE).setExpirationTime('10m').encode(),
    wrongKey: await sign(new TextEncoder().encode('another-key-of-sufficient-length-0123456789'), now + 600),
    hs512: await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setExpirationTime('10m').sign(key),
    expired: await sign(key, now - TOKEN_TTL_SECONDS),
    revoked,
    disabled,
  };
}

describe('authorisation matrix (from the route list)', () => {
  it('finds the protected routes', () => {
    const found = routes.filter((r) => PROTECTED.test(r.url));
    // The admin API as it stands: if this shrinks, the list is not being read.
    expect(found.length).toBeGreaterThan(30);
    expect(found).toContainEqual({ method: 'PATCH', url: '/admin/orders/:uuid' });
  });

  it('every protected route answers 401 without a valid token, before reading its body', async () => {
    const bad = await badTokens();
    const failures: string[] = [];
    for (const route of routes.filter((r) => PROTECTED.test(r.url))) {
      const name = `${route.method} ${route.url}`;
      const none = await call(route, {});
      if (none.statusCode !== 401) failures.push(`${name} without a token: ${none.statusCode}`);
      for (const [kind, token] of Object.entries(bad)) {
        if (kind === 'expired' && TAKES_EXPIRED.has(name)) continue;
        const res = await call(route, bearer(token));
        if (res.statusCode !== 401) failures.push(`${name} with ${kind}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("the administrators' routes answer 403 to an editor, and change nothing", async () => {
    const before = await t.db.selectFrom('admin_users').selectAll().orderBy('id').execute();
    const adminOnly = routes.filter((r) => ADMIN_ONLY.test(r.url));
    expect(adminOnly.length).toBeGreaterThanOrEqual(6);
    const failures: string[] = [];
    for (const route of adminOnly) {
      const res = await call(route, bearer(tk.editor));
      if (res.statusCode !== 403) failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await t.db.selectFrom('admin_users').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe("the operators' endpoints", () => {
  it('/metrics answers 401 to every token but METRICS_TOKEN (an admin\'s included), before reading anything', async () => {
    expect(routes).toContainEqual({ method: 'GET', url: '/metrics' });
    const bad = { ...(await badTokens()), admin: tk.admin, editor: tk.editor };
    const failures: string[] = [];
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    if (none.statusCode !== 401) failures.push(`without a token: ${none.statusCode}`);
    for (const [kind, token] of Object.entries(bad)) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) });
      if (res.statusCode !== 401 || res.body.includes('shop_')) failures.push(`with ${kind}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })).statusCode).toBe(200);
  });

  it('/healthz and /readyz answer anyone, and say nothing about the data', async () => {
    for (const url of OPS_PUBLIC) {
      expect(routes).toContainEqual({ method: 'GET', url });
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(Object.keys(res.json()).sort(), url).toEqual(url === '/healthz' ? ['status'] : ['checks', 'status']);
    }
  });
});
