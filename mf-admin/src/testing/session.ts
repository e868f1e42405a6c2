// Test support: a signed-in admin or editor without going through the sign-in form. Tokens are minted with the
// test API's key (vitest.config.ts), which keeps the tests clear of the sign-in rate limit of the shared test API.
import { api, authStore, ensureCurrentUser, tokenStore, type AdminUser, type UserWithPassword } from '@shop/shared';

/** The demo admin is the first account of the test API's fresh database. */
const DEMO_ADMIN_ID = 1;

const b64url = (text: string | Uint8Array): string => {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** A valid HS256 token (15 minutes) for the user, as the server would issue it. */
export async function mintToken(userId: number, role: 'admin' | 'editor'): Promise<string> {
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
  const secret = env['FRONTEND_TEST_JWT_SECRET'];
  if (!secret) throw new Error('vitest.config.ts sets FRONTEND_TEST_JWT_SECRET');
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(
    // Issuer, audience and session version (sv: no password change yet) as in api/src/modules/auth/service.ts.
    JSON.stringify({ role, sv: 0, sub: String(userId), iss: 'metal-shop-api', aud: 'metal-shop-admin', jti: crypto.randomUUID(), iat: now, exp: now + 900 }),
  )}`;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return `${head}.${b64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(head))))}`;
}

/** Signs the demo admin in (token in the store, user on the auth bus). */
export async function signInAdmin(): Promise<AdminUser> {
  tokenStore.set(await mintToken(DEMO_ADMIN_ID, 'admin'));
  authStore.set({ user: null, status: 'unknown' });
  const user = await ensureCurrentUser();
  if (user?.role !== 'admin') throw new Error('The demo admin is not user 1 of the test API');
  return user;
}

/** Creates an editor through the admin API and signs them in. */
export async function signInEditor(): Promise<AdminUser> {
  await signInAdmin();
  const email = `editor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const { data } = await api.post<UserWithPassword>('/api/admin/users', { email, name: 'Erik Editor', role: 'editor', password: 'editor-password-123' });
  tokenStore.set(await mintToken(data.data.id, 'editor'));
  authStore.set({ user: null, status: 'unknown' });
  const user = await ensureCurrentUser();
  if (user?.role !== 'editor') throw new Error('Could not sign the editor in');
  return user;
}

/** A name no other test run uses (the test API is shared by every test file of a run). */
export const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
