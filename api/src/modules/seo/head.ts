// Fills each page's <head> before it is sent: title, description, canonical URL, hreflang alternates (and
// x-default), Open Graph, robots, and JSON-LD (Organization on home, Product with offer and BreadcrumbList).
// The route comes from the shared route table; unknown records answer 404 with the page still rendered.
import { matchRoute, localePath } from '@shop/shared/routes';
import { LANG_CODES, hreflang, ogLocale, type Lang } from '@shop/shared/languages';
import type { CategoryDetail, ProductDetail } from '@shop/shared/contracts/catalog';
import type { SiteSettings } from '@shop/shared/contracts/site';
import type { ContentPage, PostDetail } from '@shop/shared/contracts/pages';
import { HttpError } from '../../lib/errors.ts';
import { escapeHtml as esc } from '../../lib/html.ts';
import { NOT_FOUND_TITLE, ROUTE_TEXTS, SITE_NAME } from './texts.ts';

/** Pages search engines should not index (they still get a title). */
const NOINDEX = /^(search|cart|cart-.*|admin.*)$/;

export interface HeadSources {
  product: (slug: string, lang: Lang) => Promise<ProductDetail>;
  category: (slug: string, lang: Lang) => Promise<CategoryDetail>;
  post: (slug: string, lang: Lang) => Promise<PostDetail>;
  pageBySlug: (slug: string, lang: Lang) => Promise<ContentPage>;
  pageForRoute: (route: string, lang: Lang) => Promise<ContentPage>;
  settings: (lang: Lang) => Promise<SiteSettings>;
}

export interface Head {
  status: number;
  lang: Lang;
  title: string;
  description: string;
  /** Path (and query) of the canonical URL; null: none (not-found pages). */
  canonical: string | null;
  /** Language -> path of the same page in that language. */
  alternates: Partial<Record<Lang, string>>;
  ogType: 'website' | 'product' | 'article';
  image: string | null;
  noindex: boolean;
  jsonLd: object[];
}

const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
const clip = (s: string, max = 300): string => {
  const text = s.replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};
const plain = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

const isNotFound = (e: unknown): boolean => e instanceof HttpError && e.statusCode === 404;

/** Alternates of a record with a slug per language, on a route with a :slug parameter. */
function slugAlternates(route: string, slugs: Record<string, string>): Partial<Record<Lang, string>> {
  return Object.fromEntries(LANG_CODES.filter((l) => slugs[l]).map((l) => [l, localePath(route, l, { slug: slugs[l]! })]));
}

function staticAlternates(route: string): Partial<Record<Lang, string>> {
  return Object.fromEntries(LANG_CODES.map((l) => [l, localePath(route, l)]));
}

function breadcrumbList(origin: string, lang: Lang, items: Array<{ name: string; path: string }>): object {
  const home = { name: SITE_NAME[lang], path: localePath('index', lang) };
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...items].map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: origin + item.path })),
  };
}

/** Decides the head of a page path; never throws for a client's path (unknown records give status 404). */
export async function resolveHead(pathname: string, search: URLSearchParams, origin: string, src: HeadSources): Promise<Head | null> {
  const route = matchRoute(pathname);
  if (!route) return null;
  const lang = route.lang as Lang;
  const name = route.definition.name;
  const base: Head = {
    status: 200,
    lang,
    title: SITE_NAME[lang],
    description: '',
    canonical: pathname,
    alternates: {},
    ogType: 'website',
    image: null,
    noindex: NOINDEX.test(name),
    jsonLd: [],
  };
  const notFound = (): Head => ({ ...base, status: 404, title: NOT_FOUND_TITLE[lang], canonical: null, alternates: {}, noindex: true });
  const withTexts = (h: Head, texts: [string, string] | undefined): Head => (texts ? { ...h, title: texts[0], description: texts[1] } : h);
  const page = Number(search.get('page') ?? '1');
  const pageSuffix = Number.isInteger(page) && page > 1 ? `?page=${page}` : '';

  try {
    switch (name) {
      case 'index': {
        const settings = await src.settings(lang);
        const c = settings.company;
        const organization = {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: c.name,
          url: origin + localePath('index', lang),
          logo: `${origin}/favicon.svg`,
          email: c.email,
          telephone: c.phone,
          address: { '@type': 'PostalAddress', streetAddress: c.street, addressLocality: c.town, postalCode: c.zip, addressCountry: c.country },
        };
        return { ...withTexts(base, ROUTE_TEXTS['index']?.[lang]), alternates: staticAlternates('index'), jsonLd: [organization] };
      }
      case 'slug': {
        const slug = route.params['slug'] ?? '';
        try {
          const p = await src.product(slug, lang);
          const path = localePath('slug', lang, { slug: p.slug });
          const crumbs = [...p.breadcrumbs.map((b) => ({ name: b.name, path: localePath('category', lang, { slug: b.slug }) })), { name: p.name, path }];
          const code = p.parameters.find((x) => /^MS-/.test(x.value))?.value;
          const product = {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: p.name,
            description: clip(p.short_description || plain(p.description), 500),
            image: p.images.map((im) => origin + im.url),
            ...(code ? { sku: code } : {}),
            ...(p.category ? { category: p.category.name } : {}),
            offers: {
              '@type': 'Offer',
              url: origin + path,
              price: p.price.with_vat.toFixed(2),
              priceCurrency: p.price.currency,
              availability: 'https://schema.org/InStock',
              itemCondition: 'https://schema.org/NewCondition',
            },
          };
          return {
            ...base,
            title: p.name,
            description: clip(p.short_description || plain(p.description)),
            canonical: path,
            alternates: slugAlternates('slug', p.slugs),
            ogType: 'product',
            image: p.images[0]?.url ?? null,
            jsonLd: [product, breadcrumbList(origin, lang, crumbs)],
          };
        } catch (e) {
          if (!isNotFound(e)) throw e;
        }
        const pg = await src.pageBySlug(slug, lang);
        const path = localePath('slug', lang, { slug: pg.slug });
        return {
          ...base,
          title: pg.title,
          description: clip(pg.description || plain(pg.body_html)),
          canonical: path,
          alternates: slugAlternates('slug', pg.slugs),
          image: pg.cover?.url ?? null,
          jsonLd: [breadcrumbList(origin, lang, [{ name: pg.title, path }])],
        };
      }
      case 'category': {
        const c = await src.category(route.params['slug'] ?? '', lang);
        const path = localePath('category', lang, { slug: c.slug });
        const crumbs = [...c.breadcrumbs.map((b) => ({ name: b.name, path: localePath('category', lang, { slug: b.slug }) })), { name: c.name, path }];
        return {
          ...base,
          title: c.name,
          description: clip(c.description),
          canonical: path + pageSuffix,
          alternates: Object.fromEntries(Object.entries(slugAlternates('category', c.slugs)).map(([l, p]) => [l, p + pageSuffix])),
          image: c.thumb_url,
          jsonLd: [breadcrumbList(origin, lang, crumbs)],
        };
      }
      case 'article-slug': {
        const post = await src.post(route.params['slug'] ?? '', lang);
        if (post.kind !== 'article') return notFound();
        const path = localePath('article-slug', lang, { slug: post.slug });
        const list = ROUTE_TEXTS['article']?.[lang]?.[0] ?? '';
        const article = {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: post.title,
          description: clip(post.perex),
          ...(post.published_at ? { datePublished: post.published_at } : {}),
          ...(post.cover ? { image: [origin + post.cover.url] } : {}),
          mainEntityOfPage: origin + path,
        };
        return {
          ...base,
          title: post.title,
          description: clip(post.perex || plain(post.body_html)),
          canonical: path,
          alternates: slugAlternates('article-slug', post.slugs),
          ogType: 'article',
          image: post.cover?.url ?? null,
          jsonLd: [article, breadcrumbList(origin, lang, [{ name: list, path: localePath('article', lang) }, { name: post.title, path }])],
        };
      }
      case 'about':
      case 'technologies':
      case 'custom-production':
      case 'article-we-support': {
        const pg = await src.pageForRoute(name, lang);
        return { ...base, title: pg.title, description: clip(pg.description || plain(pg.body_html)), alternates: staticAlternates(name), image: pg.cover?.url ?? null };
      }
      default: {
        const texts = ROUTE_TEXTS[name]?.[lang];
        const h = withTexts(base, texts);
        if (name === 'article' || name === 'products') return { ...h, canonical: pathname + pageSuffix, alternates: Object.fromEntries(Object.entries(staticAlternates(name)).map(([l, p]) => [l, p + pageSuffix])) };
        if (route.definition.path.includes(':')) return { ...h, canonical: pathname, alternates: {} };
        return { ...h, alternates: base.noindex ? {} : staticAlternates(name) };
      }
    }
  } catch (e) {
    if (isNotFound(e)) return notFound();
    throw e;
  }
}

/** The tags for <head>, in place of the static <title>. */
export function renderHeadTags(head: Head, origin: string): string {
  const site = SITE_NAME[head.lang];
  const title = head.title === site ? site : `${head.title} | ${site}`;
  const tags = [`<title>${esc(title)}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${esc(head.description)}">`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex, follow">');
  if (head.canonical) tags.push(`<link rel="canonical" href="${esc(origin + head.canonical)}">`);
  const alternates = Object.entries(head.alternates) as Array<[Lang, string]>;
  for (const [lang, path] of alternates) tags.push(`<link rel="alternate" hreflang="${hreflang(lang)}" href="${esc(origin + path)}">`);
  const fallback = head.alternates.sk ?? alternates[0]?.[1];
  if (fallback) tags.push(`<link rel="alternate" hreflang="x-default" href="${esc(origin + fallback)}">`);
  tags.push(`<meta property="og:site_name" content="${esc(site)}">`);
  tags.push(`<meta property="og:type" content="${head.ogType}">`);
  tags.push(`<meta property="og:title" content="${esc(head.title)}">`);
  if (head.description) tags.push(`<meta property="og:description" content="${esc(head.description)}">`);
  if (head.canonical) tags.push(`<meta property="og:url" content="${esc(origin + head.canonical)}">`);
  tags.push(`<meta property="og:locale" content="${ogLocale(head.lang)}">`);
  for (const [lang] of alternates) if (lang !== head.lang) tags.push(`<meta property="og:locale:alternate" content="${ogLocale(lang)}">`);
  if (head.image) {
    tags.push(`<meta property="og:image" content="${esc(origin + head.image)}">`);
    tags.push('<meta name="twitter:card" content="summary_large_image">');
  }
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}

/** Puts the head into the page: the language on <html>, the tags in place of the static <title>. */
export function applyHead(html: string, head: Head, origin: string): string {
  const tags = renderHeadTags(head, origin);
  const withLang = /<html[^>]*\slang="/.test(html)
    ? html.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${head.lang}"`)
    : html.replace(/<html(?=[\s>])/, `<html lang="${head.lang}"`);
  return /<title>[\s\S]*?<\/title>/.test(withLang) ? withLang.replace(/<title>[\s\S]*?<\/title>/, () => tags) : withLang.replace('</head>', () => `${tags}</head>`);
}
