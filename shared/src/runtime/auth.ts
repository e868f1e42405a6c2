import type { AdminUser, LoginBody, LoginOrChallengeAnswer } from '../contracts/index.ts';
import { api } from './api-client.ts';
import { tokenStore } from './token-store.ts';
import { Store } from './store.ts';
import { claimSingleton } from './singleton-guard.ts';

export interface AuthState {
  user: AdminUser | null;
  /** unknown: a token may exist but the user was not fetched yet. */
  status: 'unknown' | 'loading' | 'signed-in' | 'signed-out';
}

/** The auth bus: the signed-in admin user, shared by the shell's guards and every remote. */
export const authStore = new Store<AuthState>({ user: null, status: 'unknown' });
claimSingleton('auth-bus');

export function hasToken(): boolean {
  return tokenStore.get() !== null;
}

/**
 * The password sign-in of an account without two-factor sign-in. An account with it is answered a challenge instead
 * of a token (decision 0054): the admin's own sign-in goes on with the code; here it is refused, so no empty token
 * is ever stored.
 */
export async function signIn(credentials: LoginBody): Promise<AdminUser> {
  const { data } = await api.post<LoginOrChallengeAnswer>('/api/auth/login', credentials);
  if (!('token' in data)) throw new Error('This account signs in with a second factor: the admin sign-in page asks for it');
  tokenStore.set(data.token);
  authStore.set({ user: data.user, status: 'signed-in' });
  return data.user;
}

/** Signs out on the server when possible; the local sign-out happens whether or not the call succeeded. */
export async function signOut(): Promise<void> {
  try {
    if (hasToken()) await api.post('/admin/auth/logout');
  } catch {
    // Spec section 4: sign-out clears token and user whatever the call answered.
  } finally {
    tokenStore.clear();
    authStore.set({ user: null, status: 'signed-out' });
  }
}

let pendingUser: Promise<AdminUser | null> | null = null;

/** Fetches the current user once when a token exists and no user is loaded (spec section 4). */
export function ensureCurrentUser(): Promise<AdminUser | null> {
  const { user } = authStore.value;
  if (user) return Promise.resolve(user);
  if (!hasToken()) {
    authStore.set({ user: null, status: 'signed-out' });
    return Promise.resolve(null);
  }
  pendingUser ??= (async () => {
    authStore.patch({ status: 'loading' });
    try {
      const { data } = await api.get<{ data: AdminUser }>('/admin/auth/me');
      authStore.set({ user: data.data, status: 'signed-in' });
      return data.data;
    } catch {
      tokenStore.clear();
      authStore.set({ user: null, status: 'signed-out' });
      return null;
    } finally {
      pendingUser = null;
    }
  })();
  return pendingUser;
}
