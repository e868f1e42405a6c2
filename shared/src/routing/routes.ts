import { LANG_CODES, isLang, type Lang } from '../languages.ts';
import type { PageRemoteName } from '../remotes.ts';

// The languages, and the root path's rules for picking one, travel with the routes for the code that imports only
// this module (the server, the e2e tests).
export { LANG_CODES, type Lang } from '../languages.ts';
export { acceptedLanguages, pageLanguage, languageCookie, readLanguageCookie } from './root-language.ts';

export type Layout = 'admin' | 'auth' | 'catalog' | 'custom' | 'default' | 'homepage';
export type SlotName = 'header' | 'main' | 'footer';

/**
 * The six layouts as slot templates: which slots each shows. The shell shows them as it routes; the server writes
 * the first page's layout into its HTML, so no slot shows and then goes before the shell has run.
 */
export const LAYOUT_SLOTS: Readonly<Record<Layout, readonly SlotName[]>> = {
  homepage: ['header', 'main', 'footer'],
  default: ['header', 'main', 'footer'],
  custom: ['header', 'main', 'footer'],
  // The catalogue renders its own compact header and footer inside its main slot.
  catalog: ['main'],
  admin: ['main'],
  auth: ['main'],
};
/**
 * The mark of a slot the server rendered (api/src/modules/page-render): its value is the remote whose HTML it holds.
 * That remote's first mount hydrates the slot instead of rendering it anew; once React has taken the HTML over, the
 * mark goes and the window gets HYDRATED_EVENT with the slot (shell/public/early-clicks.js replays the presses of
 * buttons made before).
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-rendered';
export const HYDRATED_EVENT = 'shop:hydrated';
export type Guard = 'auth' | 'guest';
export interface RouteDefinition {
  /** Base name; the full name of a route is `${name}___${lang}`. */
  name: string;
  /** Path after the language prefix; `:param` segments match one segment. '' is the home page. */
  path: string;
  layout: Layout;
  /** The remote that renders the page (shared/remotes.mjs). */
  remote: PageRemoteName;
  guard?: Guard;
  /** The route is a not-found page of its own (a remote's catch-all): its address is answered with status 404. */
  notFound?: true;
}

/** Every route of spec section 2, once; each exists in all five languages under its `/{lang}` prefix. */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'index', path: '', layout: 'homepage', remote: 'mf-shop' },
  { name: 'about', path: 'about', layout: 'default', remote: 'mf-shop' },
  { name: 'career', path: 'career', layout: 'default', remote: 'mf-shop' },
  { name: 'contact', path: 'contact', layout: 'default', remote: 'mf-shop' },
  { name: 'custom-production', path: 'custom-production', layout: 'custom', remote: 'mf-shop' },
  { name: 'gallery', path: 'gallery', layout: 'default', remote: 'mf-shop' },
  { name: 'protocols', path: 'protocols', layout: 'default', remote: 'mf-shop' },
  { name: 'assembly-instruction', path: 'assembly-instruction', layout: 'default', remote: 'mf-shop' },
  { name: 'technologies', path: 'technologies', layout: 'default', remote: 'mf-shop' },
  { name: 'video-gallery', path: 'video-gallery', layout: 'default', remote: 'mf-shop' },
  { name: 'download', path: 'download', layout: 'default', remote: 'mf-shop' },
  { name: 'products', path: 'products', layout: 'default', remote: 'mf-shop' },
  { name: 'article', path: 'article', layout: 'default', remote: 'mf-shop' },
  { name: 'article-we-support', path: 'article/we-support', layout: 'default', remote: 'mf-shop' },
  { name: 'article-slug', path: 'article/:slug', layout: 'default', remote: 'mf-shop' },
  { name: 'category', path: 'category/:slug', layout: 'default', remote: 'mf-shop' },
  { name: 'search', path: 'search', layout: 'default', remote: 'mf-shop' },
  { name: 'cart', path: 'cart', layout: 'default', remote: 'mf-cart' },
  { name: 'cart-contact', path: 'cart/contact', layout: 'default', remote: 'mf-cart' },
  { name: 'cart-summary', path: 'cart/summary', layout: 'default', remote: 'mf-cart' },
  { name: 'cart-thank-you', path: 'cart/thank-you', layout: 'default', remote: 'mf-cart' },
  // Ours (issue 47): the buyer's order page, reached by the signed link of its mails, its key in the fragment.
  { name: 'cart-order', path: 'order', layout: 'default', remote: 'mf-cart' },
  { name: 'katalog', path: 'katalog', layout: 'catalog', remote: 'mf-catalog' },
  { name: 'katalog-galeria-inspiracii', path: 'katalog/galeria-inspiracii', layout: 'catalog', remote: 'mf-catalog' },
  { name: 'katalog-galeria-video-inspiracii', path: 'katalog/galeria-video-inspiracii', layout: 'catalog', remote: 'mf-catalog' },
  { name: 'katalog-kategoria', path: 'katalog/kategoria/:slug', layout: 'catalog', remote: 'mf-catalog' },
  { name: 'katalog-kontakt', path: 'katalog/kontakt', layout: 'catalog', remote: 'mf-catalog' },
  { name: 'katalog-produkty', path: 'katalog/produkty', layout: 'catalog', remote: 'mf-catalog' },
  { name: 'katalog-slug', path: 'katalog/:slug', layout: 'catalog', remote: 'mf-catalog' },
  { name: 'admin', path: 'admin', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  { name: 'admin-eshop-categories', path: 'admin/eshop-categories', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  { name: 'admin-eshop-categories-category', path: 'admin/eshop-categories/:category', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  { name: 'admin-eshop-products', path: 'admin/eshop-products', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  { name: 'admin-modules', path: 'admin/modules', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  { name: 'admin-posts', path: 'admin/posts', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  { name: 'admin-protocols', path: 'admin/protocols', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  { name: 'admin-settings', path: 'admin/settings', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  { name: 'admin-users', path: 'admin/users', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  // Ours, beyond the spec: the received orders and inquiries, which the office must act on.
  { name: 'admin-orders', path: 'admin/orders', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  { name: 'admin-orders-order', path: 'admin/orders/:order', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  // Ours: the audit log of admin changes (who, what, when), for administrators.
  { name: 'admin-audit', path: 'admin/audit', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  { name: 'admin-releases', path: 'admin/releases', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  // Ours (issue 47): the words the search reads as one, per language, for administrators.
  { name: 'admin-search-synonyms', path: 'admin/search-synonyms', layout: 'admin', remote: 'mf-admin', guard: 'auth' },
  { name: 'admin-logout', path: 'admin/logout', layout: 'auth', remote: 'mf-admin' },
  { name: 'admin-login', path: 'admin/login', layout: 'auth', remote: 'mf-admin', guard: 'guest' },
  // Issue 29: a forgotten password is reset by a mailed link (its token in the fragment, never sent to a server);
  // the reset page works signed in or not. The own password page is also where a one-time password leads.
  { name: 'admin-forgot-password', path: 'admin/forgot-password', layout: 'auth', remote: 'mf-admin', guard: 'guest' },
  { name: 'admin-reset-password', path: 'admin/reset-password', layout: 'auth', remote: 'mf-admin' },
  { name: 'admin-password', path: 'admin/password', layout: 'auth', remote: 'mf-admin', guard: 'auth' },
  { name: 'admin-two-factor', path: 'admin/two-factor', layout: 'auth', remote: 'mf-admin', guard: 'auth' },
  // Any other admin address (issue 47): the admin answers it with its own not-found page in its layout, not the
  // shop's 404. '*' stands for one or more segments and ranks below every other pattern.
  { name: 'admin-not-found', path: 'admin/*', layout: 'admin', remote: 'mf-admin', guard: 'auth', notFound: true },
  // The generic page by slug matches last: every static path above wins over it. A product first, then a content page.
  { name: 'slug', path: ':slug', layout: 'default', remote: 'mf-shop' },
];

export interface ResolvedRoute {
  /** `${name}___${lang}`, e.g. `category___en`. */
  fullName: string;
  definition: RouteDefinition;
  lang: Lang;
  params: Record<string, string>;
}

/** Full name of a route in one language: the spec's `<name>___<lang>`. */
export function routeFullName(name: string, lang: Lang): string {
  return `${name}___${lang}`;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** How specific a pattern is: static segments outrank parameters, and parameters the rest ('*'), position by position. */
function specificity(segments: readonly string[]): number[] {
  return segments.map((s) => (s === '*' ? 0 : s.startsWith(':') ? 1 : 2));
}

function compareSpecificity(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * The routes, most specific first, each with its pattern split once: matchRoute runs for every routing event
 * (single-spa asks each application) and every link the shell fetches ahead, and splitting every pattern again
 * each time showed in the load's profile.
 */
const ORDERED = ROUTES.map((definition) => {
  const segments = segmentsOf(definition.path);
  return { definition, segments, rank: specificity(segments) };
}).sort((a, b) => compareSpecificity(a.rank, b.rank));

/** Matches a pathname such as `/en/category/gates` against the route table; null when nothing matches. */
export function matchRoute(pathname: string): ResolvedRoute | null {
  const [langSegment, ...rest] = segmentsOf(pathname);
  if (!isLang(langSegment)) return null;
  for (const { definition, segments: pattern } of ORDERED) {
    const anyRest = pattern.at(-1) === '*';
    if (anyRest ? rest.length < pattern.length : pattern.length !== rest.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      const actual = rest[i] as string;
      if (segment === '*') return true;
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = safeDecode(actual);
        return true;
      }
      return segment === actual;
    });
    if (matches) return { fullName: routeFullName(definition.name, langSegment), definition, lang: langSegment, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path of a named route in a language, e.g. `localePath('category', 'en', { slug: 'gates' })` is `/en/category/gates`. */
export function localePath(name: string, lang: Lang, params: Record<string, string> = {}): string {
  const definition = ROUTES.find((r) => r.name === name);
  if (!definition) throw new Error(`Unknown route name "${name}"`);
  const segments = segmentsOf(definition.path).map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = params[segment.slice(1)];
    if (value === undefined) throw new Error(`Route "${name}" needs the parameter "${segment.slice(1)}"`);
    return encodeURIComponent(value);
  });
  return `/${[lang, ...segments].join('/')}`;
}

/** The react-router pattern a remote mounts a shared route at, e.g. 'katalog-kontakt' -> '/:lang/katalog/kontakt'. */
export function routePattern(name: string): string {
  const definition = ROUTES.find((route) => route.name === name);
  if (!definition) throw new Error(`Unknown route name "${name}"`);
  return definition.path ? `/:lang/${definition.path}` : '/:lang';
}

/** The same page in another language: swaps the language prefix and keeps the rest of the URL. */
export function switchLanguagePath(url: string, lang: Lang): string {
  const [path = '/', rest = ''] = splitPath(url);
  const segments = segmentsOf(path);
  if (isLang(segments[0])) segments[0] = lang;
  else segments.unshift(lang);
  return `/${segments.join('/')}${rest}`;
}

function splitPath(url: string): [string, string] {
  const index = url.search(/[?#]/);
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

/** Every full route name, for tests and tooling: each route in each language. */
export function allRouteNames(): string[] {
  return ROUTES.flatMap((r) => LANG_CODES.map((lang) => routeFullName(r.name, lang)));
}
