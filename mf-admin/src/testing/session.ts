// Test support: a signed-in admin or editor without going through the sign-in form. Tokens come from real sign-ins
// (the server keeps a session per sign-in), one per test file and role, reused while the server accepts them, which
// keeps the tests clear of the sign-in rate limit of the shared test API.
import { api, authStore, ensureCurrentUser, tokenStore, type AdminUser, type UserWithPassword } from '@shop/shared';

const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };
const EDITOR_PASSWORD = 'editor-password-123';

const sessions: { admin?: string; editor?: { email: string; token?: string } } = {};

/**
 * fetch, tried once more when the connection fails: a kept-alive socket the test API closed just then ("other side
 * closed") is not an answer of the server.
 */
async function call(url: URL, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function signInDirectly(email: string, password: string): Promise<string> {
  const res = await call(new URL('/api/auth/login', window.location.origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** Whether the server still accepts the token (a refresh in an earlier test may have replaced it). */
async function accepted(token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const res = await call(new URL('/admin/auth/me', window.location.origin), { headers: { authorization: `Bearer ${token}` } });
  return res.ok;
}

async function signInWith(token: string): Promise<AdminUser | null> {
  tokenStore.set(token);
  authStore.set({ user: null, status: 'unknown' });
  return ensureCurrentUser();
}

/** Signs the demo admin in (token in the store, user on the auth bus). */
export async function signInAdmin(): Promise<AdminUser> {
  if (!(await accepted(sessions.admin))) sessions.admin = await signInDirectly(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const user = await signInWith(sessions.admin!);
  if (user?.role !== 'admin') throw new Error('Could not sign the demo admin in');
  return user;
}

/** Creates an editor through the admin API (once per test file) and signs them in. */
export async function signInEditor(): Promise<AdminUser> {
  if (!(await accepted(sessions.editor?.token))) {
    if (!sessions.editor) {
      await signInAdmin();
      const email = `editor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      await api.post<UserWithPassword>('/api/admin/users', { email, name: 'Erik Editor', role: 'editor', password: EDITOR_PASSWORD });
      sessions.editor = { email };
    }
    sessions.editor.token = await signInDirectly(sessions.editor.email, EDITOR_PASSWORD);
  }
  const user = await signInWith(sessions.editor!.token!);
  if (user?.role !== 'editor') throw new Error('Could not sign the editor in');
  return user;
}

/** A name no other test run uses (the test API is shared by every test file of a run). */
export const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
