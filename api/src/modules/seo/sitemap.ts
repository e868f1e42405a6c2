// /sitemap.xml: every public page in every language — the static pages of the shop and the catalogue section,
// every visible category (shop and catalogue), every published product, article and content page. Above 50 000
// addresses it becomes a sitemap index of numbered parts (the protocol's limit per file).
import type { Kysely } from 'kysely';
import { ROUTES, localePath } from '@shop/shared/routes';
import { isPublic } from '../content/index.ts';
import type { Database } from '../../db/schema.ts';
import '../../db/content-schema.ts';
import { LANG_CODES, type Lang } from '@shop/shared/languages';

export const SITEMAP_LIMIT = 50_000;
/** Public routes without parameters that are worth indexing (not search, cart or admin). */
export const SITEMAP_STATIC_ROUTES = ROUTES.filter(
  (r) => (r.remote === 'mf-shop' || r.remote === 'mf-catalog') && !r.path.includes(':') && r.name !== 'search',
).map((r) => r.name);

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Paths of every public page (without the origin). */
export async function sitemapPaths(db: Kysely<Database>): Promise<Array<{ path: string; lastmod?: string }>> {
  const out: Array<{ path: string; lastmod?: string }> = [];
  for (const name of SITEMAP_STATIC_ROUTES) for (const lang of LANG_CODES) out.push({ path: localePath(name, lang) });

  // Categories that are visible and whose ancestors are all visible.
  const cats = await db.selectFrom('categories').select(['id', 'parent_id', 'visible', 'updated_at']).execute();
  const byId = new Map(cats.map((c) => [c.id, c]));
  const shown = (id: number): boolean => {
    for (let c = byId.get(id); c; c = c.parent_id === null ? undefined : byId.get(c.parent_id)) if (c.visible !== 1) return false;
    return true;
  };
  const catSlugs = await db.selectFrom('category_translations').select(['category_id', 'lang', 'slug']).execute();
  for (const t of catSlugs) {
    if (!shown(t.category_id) || !LANG_CODES.includes(t.lang as Lang)) continue;
    const lastmod = byId.get(t.category_id)?.updated_at;
    out.push({ path: localePath('category', t.lang as Lang, { slug: t.slug }), lastmod });
    out.push({ path: localePath('katalog-kategoria', t.lang as Lang, { slug: t.slug }), lastmod });
  }

  const products = await db
    .selectFrom('product_translations as t')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(['t.lang', 't.slug', 'p.updated_at'])
    .where('p.published', '=', 1)
    .orderBy('p.id')
    .execute();
  for (const t of products) if (LANG_CODES.includes(t.lang as Lang)) out.push({ path: localePath('slug', t.lang as Lang, { slug: t.slug }), lastmod: t.updated_at });

  const posts = await db
    .selectFrom('post_translations as t')
    .innerJoin('posts as p', 'p.id', 't.post_id')
    .select(['t.lang', 't.slug', 'p.updated_at'])
    .where(isPublic)
    .where('p.kind', '=', 'article')
    .execute();
  for (const t of posts) if (LANG_CODES.includes(t.lang as Lang)) out.push({ path: localePath('article-slug', t.lang as Lang, { slug: t.slug }), lastmod: t.updated_at });

  const pages = await db
    .selectFrom('page_translations as t')
    .innerJoin('pages as p', 'p.id', 't.page_id')
    .select(['t.lang', 't.slug', 'p.updated_at'])
    .where('p.published', '=', 1)
    .where('p.route', 'is', null)
    .execute();
  for (const t of pages) if (LANG_CODES.includes(t.lang as Lang)) out.push({ path: localePath('slug', t.lang as Lang, { slug: t.slug }), lastmod: t.updated_at });
  return out;
}

const dateOf = (iso: string | undefined): string | undefined => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : undefined);

export function urlsetXml(origin: string, entries: Array<{ path: string; lastmod?: string }>): string {
  const urls = entries.map((e) => {
    const lastmod = dateOf(e.lastmod);
    return `<url><loc>${esc(origin + e.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function indexXml(origin: string, parts: number): string {
  const items = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${esc(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: everything public, except the admin, the cart and the search results (in every language). */
export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Disallow: /api/', 'Disallow: /admin/'];
  for (const lang of LANG_CODES) lines.push(`Disallow: /${lang}/admin`, `Disallow: /${lang}/cart`, `Disallow: /${lang}/search`);
  lines.push('Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
