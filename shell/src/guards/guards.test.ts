// The route guards with the real auth store: a guest is sent to the login page with the page asked for, and a
// signed-in user who opens the login page goes on to it (or to the dashboard).
import { afterEach, describe, expect, it } from 'vitest';
import { authStore, matchRoute, tokenStore, type AdminUser } from '@shop/shared';
import { guardRedirect } from './guards.ts';

const at = (path: string) => guardRedirect(matchRoute(path.split(/[?#]/)[0]!), new URL(path, 'http://shop.test'));
const signedIn = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin' } as AdminUser;

afterEach(() => {
  tokenStore.clear();
  authStore.set({ user: null, status: 'unknown' });
});

describe('route guards', () => {
  it('send a guest from an admin page to the login page that returns there', async () => {
    expect(await at('/sk/admin/eshop-products?q=brana')).toBe(`/sk/admin/login?next=${encodeURIComponent('/sk/admin/eshop-products?q=brana')}`);
    expect(await at('/en/admin')).toBe('/en/admin/login');
    expect(await at('/en/products')).toBeNull();
  });

  it('send a signed-in user from the login page to the requested admin page, never to another site', async () => {
    authStore.set({ user: signedIn, status: 'signed-in' });
    expect(await at(`/en/admin/login?next=${encodeURIComponent('/en/admin/users')}`)).toBe('/en/admin/users');
    expect(await at(`/en/admin/login?next=${encodeURIComponent('https://evil.example/')}`)).toBe('/en/admin');
    expect(await at('/en/admin/users')).toBeNull();
  });
});
