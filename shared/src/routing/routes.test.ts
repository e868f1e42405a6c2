import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../languages.ts';
import { ROUTES, allRouteNames, localePath, matchRoute, routePattern, switchLanguagePath } from './routes.ts';

describe('route table', () => {
  it('has every route of the spec in every language, named <name>___<lang>', () => {
    const names = allRouteNames();
    expect(names).toHaveLength(ROUTES.length * LANG_CODES.length);
    expect(names).toContain('category___en');
    expect(names).toContain('index___sk');
    expect(names).toContain('admin-login___ru');
    expect(new Set(names).size).toBe(names.length);
  });

  it('matches static paths before the generic slug page', () => {
    expect(matchRoute('/en/cart')?.fullName).toBe('cart___en');
    expect(matchRoute('/en/article/we-support')?.fullName).toBe('article-we-support___en');
    expect(matchRoute('/en/article/new-gates')).toMatchObject({ fullName: 'article-slug___en', params: { slug: 'new-gates' } });
    expect(matchRoute('/hu/katalog/produkty')?.fullName).toBe('katalog-produkty___hu');
    expect(matchRoute('/hu/katalog/brany')).toMatchObject({ fullName: 'katalog-slug___hu', params: { slug: 'brany' } });
    expect(matchRoute('/sk/zahradna-brana')).toMatchObject({ fullName: 'slug___sk', params: { slug: 'zahradna-brana' } });
  });

  it('gives each route its layout and remote', () => {
    expect(matchRoute('/sk')?.definition).toMatchObject({ layout: 'homepage', remote: 'mf-shop' });
    expect(matchRoute('/sk/katalog')?.definition).toMatchObject({ layout: 'catalog', remote: 'mf-catalog' });
    expect(matchRoute('/en/admin/users')?.definition).toMatchObject({ layout: 'admin', remote: 'mf-admin', guard: 'auth' });
    expect(matchRoute('/en/admin/login')?.definition).toMatchObject({ layout: 'auth', remote: 'mf-admin', guard: 'guest' });
    expect(matchRoute('/ru/cart/summary')?.definition).toMatchObject({ layout: 'default', remote: 'mf-cart' });
  });

  it('matches nothing without a language prefix or with too many segments', () => {
    expect(matchRoute('/')).toBeNull();
    expect(matchRoute('/de/about')).toBeNull();
    expect(matchRoute('/about')).toBeNull();
    expect(matchRoute('/en/category/a/b')).toBeNull();
  });

  it("sends every other admin address to the admin's not-found page, below every admin screen", () => {
    for (const path of ['/en/admin/nope', '/sk/admin/nope/deeper', '/ru/admin/orders/1/2']) {
      expect(matchRoute(path)?.definition, path).toMatchObject({ name: 'admin-not-found', layout: 'admin', remote: 'mf-admin', guard: 'auth' });
    }
    expect(matchRoute('/en/admin/orders')?.definition.name).toBe('admin-orders');
    expect(matchRoute('/en/admin/orders/2026000001')?.definition.name).toBe('admin-orders-order');
    expect(matchRoute('/en/admin/login')?.definition.name).toBe('admin-login');
    expect(matchRoute('/en/admin')?.definition.name).toBe('admin');
  });

  it('decodes parameters and builds paths back', () => {
    expect(matchRoute('/sr/category/%C5%BEi%C4%8Dana-ograda')?.params.slug).toBe('žičana-ograda');
    expect(localePath('category', 'en', { slug: 'gates' })).toBe('/en/category/gates');
    expect(localePath('index', 'hu')).toBe('/hu');
    expect(() => localePath('category', 'en')).toThrow(/slug/);
  });

  it('gives the remotes the router pattern of a route, under the language prefix', () => {
    expect(routePattern('category')).toBe('/:lang/category/:slug');
    expect(routePattern('index')).toBe('/:lang');
    expect(() => routePattern('no-such-route')).toThrow(/no-such-route/);
  });

  it('switches the language of a URL and keeps the rest', () => {
    expect(switchLanguagePath('/sk/category/brany?page=2#top', 'en')).toBe('/en/category/brany?page=2#top');
    expect(switchLanguagePath('/sk', 'ru')).toBe('/ru');
    expect(switchLanguagePath('/', 'hu')).toBe('/hu');
  });
});
