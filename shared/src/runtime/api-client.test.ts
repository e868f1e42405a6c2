// The shared client's 401 and 403 policy (spec sections 6 and 8) against the real API of the frontend tests:
// refresh once and retry once, never for a blacklisted token or the refresh itself, a failed refresh is silent;
// a 403 sends the user to the admin sign-out page.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AxiosInstance } from 'axios';
import { api, apiInstance, describeApiError } from './api-client.ts';
import { tokenStore } from './token-store.ts';
import { setLanguage } from './i18n.ts';

const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };
// Must match JWT_ISSUER and JWT_AUDIENCE of api/src/modules/auth/service.ts (the server refuses other values).
const ISSUER = 'metal-shop-api';
const AUDIENCE = 'metal-shop-admin';

const b64url = (bytes: Uint8Array | string): string =>
  Buffer.from(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes).toString('base64url');

/**
 * A copy of a real token (same user, session, generation and account version: the server checks them against its
 * session), signed with the test API's key and expired `secondsAgo` seconds ago (negative: still valid).
 */
async function expiredToken(real: string, secondsAgo: number): Promise<string> {
  const secret = process.env.FRONTEND_TEST_JWT_SECRET;
  if (!secret) throw new Error('vitest.config.ts sets FRONTEND_TEST_JWT_SECRET');
  const claims = JSON.parse(Buffer.from(real.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const exp = Math.floor(Date.now() / 1000) - secondsAgo;
  const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(
    JSON.stringify({ ...claims, iss: ISSUER, aud: AUDIENCE, jti: crypto.randomUUID(), iat: exp - 900, exp }),
  )}`;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(head)));
  return `${head}.${b64url(signature)}`;
}

/** A token of a new session of the demo admin (a refresh rotates a session: each test starts its own). */
const freshAdminToken = async (): Promise<string> => (await signInDirectly(DEMO_ADMIN.email, DEMO_ADMIN.password)).token;

/** Signs in without the client (so nothing of the client's state is involved). */
async function signInDirectly(email: string, password: string): Promise<{ token: string; user: { id: number } }> {
  const res = await fetch(new URL('/api/auth/login', window.location.origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return (await res.json()) as { token: string; user: { id: number } };
}

/** What the client sent, in order: method and URL of every request (retries and the refresh included). */
function recordRequests(): { calls: string[]; stop: () => void } {
  const calls: string[] = [];
  const id = client.interceptors.request.use((config) => {
    calls.push(`${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`);
    return config;
  });
  return { calls, stop: () => client.interceptors.request.eject(id) };
}

let admin: { token: string; user: { id: number } };
let client: AxiosInstance;

beforeAll(async () => {
  admin = await signInDirectly(DEMO_ADMIN.email, DEMO_ADMIN.password);
  client = await apiInstance();
});
beforeEach(async () => {
  await setLanguage('en');
});
afterEach(() => tokenStore.clear());

describe('401: refresh the token and retry once', () => {
  it('refreshes an expired token, stores the new one and retries the failed request once', async () => {
    const expired = await expiredToken(await freshAdminToken(), 60);
    tokenStore.set(expired);
    const rec = recordRequests();
    try {
      const { data } = await api.get<{ data: { email: string } }>('/admin/auth/me');
      expect(data.data.email).toBe(DEMO_ADMIN.email);
      expect(rec.calls).toEqual(['GET /admin/auth/me', 'POST /admin/auth/refresh', 'GET /admin/auth/me']);
      const fresh = tokenStore.get();
      expect(fresh).not.toBeNull();
      expect(fresh).not.toBe(expired);
      // The old token was blacklisted by the refresh; the new one works without another refresh.
      rec.calls.length = 0;
      await api.get('/admin/auth/me');
      expect(rec.calls).toEqual(['GET /admin/auth/me']);
    } finally {
      rec.stop();
    }
  });

  it('requests failing together share one refresh, and each is retried once', async () => {
    tokenStore.set(await expiredToken(await freshAdminToken(), 120));
    const rec = recordRequests();
    try {
      const answers = await Promise.all([api.get('/admin/auth/me'), api.get('/api/admin/categories'), api.get('/api/admin/dashboard')]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(rec.calls.filter((c) => c === 'POST /admin/auth/refresh')).toHaveLength(1);
      expect(rec.calls).toHaveLength(3 + 1 + 3);
    } finally {
      rec.stop();
    }
  });

  it('does not refresh a blacklisted token: the 401 reaches the caller', async () => {
    tokenStore.set(await freshAdminToken());
    await api.post('/admin/auth/logout');
    const rec = recordRequests();
    try {
      const failure = await api.get('/admin/auth/me').catch((e: unknown) => e as { response?: { status: number; data: { message: string } } });
      expect(failure).toMatchObject({ response: { status: 401, data: { message: 'The token has been blacklisted' } } });
      expect(rec.calls).toEqual(['GET /admin/auth/me']);
    } finally {
      rec.stop();
    }
  });

  it('a failed refresh is silent: the original 401 reaches the caller, nothing loops', async () => {
    // Expired long ago, and its session idle since: the server refuses to refresh it.
    const tooOld = await expiredToken(await freshAdminToken(), 15 * 24 * 3600);
    tokenStore.set(tooOld);
    const rec = recordRequests();
    try {
      const failure = await api.get('/api/admin/categories').catch((e: unknown) => e as { response?: { status: number; config: { url: string } } });
      expect(failure).toMatchObject({ response: { status: 401, config: { url: '/api/admin/categories' } } });
      expect(rec.calls).toEqual(['GET /api/admin/categories', 'POST /admin/auth/refresh']);
      expect(tokenStore.get()).toBe(tooOld);
    } finally {
      rec.stop();
    }
  });

  it('when another tab refreshed the same token first, retries once with the token that tab stored', async () => {
    const real = await freshAdminToken();
    const expired = await expiredToken(real, 60);
    tokenStore.set(expired);
    // The other tab: it refreshes the same token a moment earlier and stores its new one when this tab's refresh
    // has been refused (the server refuses a second refresh of one token within seconds: auth.refreshRace).
    const other = await fetch(new URL('/admin/auth/refresh', window.location.origin), { method: 'POST', headers: { authorization: `Bearer ${expired}` } });
    expect(other.status).toBe(200);
    const othersToken = ((await other.json()) as { token: string }).token;
    const id = client.interceptors.response.use(undefined, (error: { config?: { url?: string }; response?: { data?: { code?: string } } }) => {
      if (error.config?.url?.endsWith('/admin/auth/refresh')) {
        expect(error.response?.data?.code).toBe('auth.refreshRace');
        tokenStore.set(othersToken);
      }
      throw error;
    });
    const rec = recordRequests();
    try {
      const { data } = await api.get<{ data: { email: string } }>('/admin/auth/me');
      expect(data.data.email).toBe(DEMO_ADMIN.email);
      expect(rec.calls).toEqual(['GET /admin/auth/me', 'POST /admin/auth/refresh', 'GET /admin/auth/me']);
      expect(tokenStore.get()).toBe(othersToken);
    } finally {
      rec.stop();
      client.interceptors.response.eject(id);
    }
  });

  it('without a token nothing is refreshed', async () => {
    const rec = recordRequests();
    try {
      await expect(api.get('/admin/auth/me')).rejects.toMatchObject({ response: { status: 401 } });
      expect(rec.calls).toEqual(['GET /admin/auth/me']);
    } finally {
      rec.stop();
    }
  });
});

describe('403: the admin sign-out page', () => {
  it("sends an editor who calls an admin-only route to the sign-out page in the page's language", async () => {
    const email = `client-test-editor-${Date.now()}@example.com`;
    const password = 'editor-password-123';
    const created = await fetch(new URL('/api/admin/users', window.location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ email, name: 'Client Test Editor', role: 'editor', password }),
    });
    expect(created.status).toBe(201);
    tokenStore.set((await signInDirectly(email, password)).token);
    window.history.pushState(null, '', '/en/admin/users');
    await expect(api.get('/api/admin/users')).rejects.toMatchObject({ response: { status: 403 } });
    expect(window.location.pathname).toBe('/en/admin/logout');
  });
});

describe('a request the API refuses by its schema', () => {
  it("is described in the page's language: the generic sentence, and each field's own text", async () => {
    const refused = (body: object) => api.post('/api/cart/add', body).then(() => expect.fail('the API took it'), describeApiError);
    await setLanguage('sk');
    const missing = await refused({});
    expect(missing).toMatchObject({ status: 422, message: null, messageKey: 'error.validation', code: 'request.invalidFields' });
    expect(missing.fields).toEqual({ product_uuid: 'Vyplňte toto pole.' });
    await setLanguage('ru');
    expect((await refused({ product_uuid: '' })).fields).toEqual({ product_uuid: 'Текст слишком короткий (не менее 1).' });
    await setLanguage('en');
  });
});
