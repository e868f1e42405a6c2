import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeAdminReturnPath } from './admin-return.ts';

describe('the page to return to after signing in', () => {
  it('keeps an admin path of this site with its query and hash', () => {
    expect(safeAdminReturnPath('/en/admin/eshop-products?q=gate&page=2#list')).toBe('/en/admin/eshop-products?q=gate&page=2#list');
    expect(safeAdminReturnPath('/sk/admin/eshop-categories/12')).toBe('/sk/admin/eshop-categories/12');
    expect(safeAdminReturnPath('/ru/admin')).toBe('/ru/admin');
  });

  it('refuses other sites, public pages, the login and logout pages and malformed values', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/en/admin',
      '//evil.example/en/admin',
      '/\\evil.example/en/admin',
      'javascript:alert(1)',
      'en/admin/users',
      '/en/products',
      '/xx/admin/users',
      '/en/administration',
      '/en/admin/login',
      '/en/admin/logout',
      '/en/admin/../../evil',
    ]) {
      expect(safeAdminReturnPath(next), String(next)).toBeNull();
    }
  });

  it('writes the login page with the requested page, and without it for the dashboard', () => {
    expect(loginPathReturningTo('en', '/en/admin/users?page=2')).toBe('/en/admin/login?next=%2Fen%2Fadmin%2Fusers%3Fpage%3D2');
    expect(loginPathReturningTo('sk', '/sk/admin')).toBe('/sk/admin/login');
    expect(loginPathReturningTo('sk', 'https://evil.example/')).toBe('/sk/admin/login');
  });
});
