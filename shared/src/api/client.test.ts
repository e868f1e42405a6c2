// The shared client's 401 and 403 policy (spec sections 6 and 8) against the real API of the frontend tests:
// refresh once and retry once, never for a blacklisted token or the refresh itself, a failed refresh is silent;
// a 403 sends the user to the admin sign-out page.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AxiosInstance } from 'axios';
import { api, apiInstance } from './client.ts';
import { tokenStore } from './token-store.ts';
import { setLanguage } from '../i18n/i18n.ts';

const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };
// Must match JWT_ISSUER and JWT_AUDIENCE of api/src/modules/auth/service.ts (the server refuses other values).
const ISSUER = 'metal-shop-api';
const AUDIENCE = 'metal-shop-admin';

const b64url = (bytes: Uint8Array | string): string =>
  Buffer.from(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes).toString('base64url');

/**
 * An HS256 token signed with the test API's key, expired `secondsAgo` seconds ago (negative: still valid).
 * Minting tokens keeps the tests clear of the sign-in rate limit (10 per IP per 15 minutes on the shared test API).
 */
async function expiredToken(userId: number, secondsAgo: number, role = 'admin'): Promise<string> {
  const secret = process.env.FRONTEND_TEST_JWT_SECRET;
  if (!secret) throw new Error('vitest.config.ts sets FRONTEND_TEST_JWT_SECRET');
  const exp = Math.floor(Date.now() / 1000) - secondsAgo;
  const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(
    JSON.stringify({ role, sub: String(userId), iss: ISSUER, aud: AUDIENCE, jti: crypto.randomUUID(), iat: exp - 900, exp }),
  )}`;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(head)));
  return `${head}.${b64url(signature)}`;
}

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
    const expired = await expiredToken(admin.user.id, 60);
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
    tokenStore.set(await expiredToken(admin.user.id, 120));
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
    tokenStore.set(await expiredToken(admin.user.id, -600));
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
    const tooOld = await expiredToken(admin.user.id, 15 * 24 * 3600);
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
    const editor = (await created.json()) as { data: { id: number } };
    tokenStore.set(await expiredToken(editor.data.id, -600, 'editor'));
    window.history.pushState(null, '', '/en/admin/users');
    await expect(api.get('/api/admin/users')).rejects.toMatchObject({ response: { status: 403 } });
    expect(window.location.pathname).toBe('/en/admin/logout');
  });
});
