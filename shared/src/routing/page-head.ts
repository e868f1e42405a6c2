// A page's head (title, description, canonical URL, hreflang alternates, Open Graph, JSON-LD) as its route gives it:
// each remote's route builds it from its loader's data (route-data.tsx, `head`), the server render hands it to the
// API, which writes it into the page (api/src/modules/seo). The builders below are what the routes share.
import { BRAND_NAME } from '../brand.ts';
import { LANG_CODES, type Lang } from '../languages.ts';
import { localePath } from './routes.ts';

export interface PageHead {
  /** Without the brand, which the server adds (the brand alone on a page without a title of its own). */
  title: string;
  description: string;
  /** Path (and query) of the canonical URL; null: none. */
  canonical: string | null;
  /** Language -> path of the same page in that language. */
  alternates: Partial<Record<Lang, string>>;
  ogType: 'website' | 'product' | 'article';
  /** Path of the page's picture (Open Graph), or null. */
  image: string | null;
  /** Search engines should not index the page (it still gets a title). */
  noindex: boolean;
  jsonLd: object[];
}

/** What a route's head is built from besides its loader's data. */
export interface HeadPage {
  /** The route's base name (the shared route table's). */
  route: string;
  lang: Lang;
  pathname: string;
  search: URLSearchParams;
  /** The site's origin as the page names it (JSON-LD's absolute URLs). */
  origin: string;
  /** The remote's texts in the page's language. */
  t: (key: string) => string;
}

/** The head of a page with nothing of its own: the brand as its title, its address as the canonical one. */
export function baseHead(page: HeadPage): PageHead {
  return { title: BRAND_NAME, description: '', canonical: page.pathname, alternates: {}, ogType: 'website', image: null, noindex: false, jsonLd: [] };
}

/** A text clipped to `max` characters at a word, whitespace collapsed (a description). */
export function clip(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** The text of an HTML fragment (a record's body as a description). */
export const plainText = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

/** `?page=N` of a list's later pages (its canonical and alternates keep it), else ''. */
export function pageSuffix(search: URLSearchParams): string {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page > 1 ? `?page=${page}` : '';
}

/** The same route in every language (a page without parameters), `suffix` after each. */
export function staticAlternates(route: string, suffix = ''): Partial<Record<Lang, string>> {
  return Object.fromEntries(LANG_CODES.map((l) => [l, localePath(route, l) + suffix]));
}

/** Alternates of a record with a slug per language, on a route with a :slug parameter. */
export function slugAlternates(route: string, slugs: Record<string, string>, suffix = ''): Partial<Record<Lang, string>> {
  return Object.fromEntries(LANG_CODES.filter((l) => slugs[l]).map((l) => [l, localePath(route, l, { slug: slugs[l]! }) + suffix]));
}

/** A page of fixed texts (a list or a form): its title and description, the same page in every language. */
export function textHead(page: HeadPage, title: string, description = ''): PageHead {
  return { ...baseHead(page), title, description, alternates: staticAlternates(page.route) };
}

/** schema.org's BreadcrumbList from the home page down to `items`. */
export function breadcrumbList(page: HeadPage, items: Array<{ name: string; path: string }>): object {
  const home = { name: BRAND_NAME, path: localePath('index', page.lang) };
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...items].map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: page.origin + item.path })),
  };
}
