import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_CODES, type Lang } from '@shop/shared/languages';
import { SITEMAP_STATIC_ROUTES } from '../src/modules/seo/sitemap.ts';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';
import { publishBuiltRemotes } from './page-render-support.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://www.kovovyroba-demo.sk' } });
  // A page's head is its route's, built from its loader's data by the remote that renders it: the real remotes.
  publishBuiltRemotes(t.config.deployDir);
});
afterAll(async () => t.close());

const ORIGIN = 'https://www.kovovyroba-demo.sk';
const page = (url: string) => t.app.inject({ method: 'GET', url });
const apiGet = async <T>(url: string, lang: Lang): Promise<T> => (await t.app.inject({ method: 'GET', url, headers: { localization: LOCALES[lang] } })).json().data as T;

function head(html: string) {
  const all = (re: RegExp) => [...html.matchAll(re)].map((m) => m.slice(1));
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    htmlLang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)">/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1],
    alternates: Object.fromEntries(all(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)),
    og: Object.fromEntries(all(/<meta property="(og:[a-z:_]+)" content="([^"]*)">/g)),
    robots: /<meta name="robots" content="([^"]+)">/.exec(html)?.[1],
    jsonLd: all(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map(([json]) => JSON.parse(json!) as Record<string, unknown>),
  };
}

const unescape = (s: string | undefined) => s?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const HREFLANG: Record<Lang, string> = { sk: 'sk', en: 'en', hu: 'hu', sr: 'sr-Latn', ru: 'ru' };

interface Product {
  slug: string;
  slugs: Record<string, string>;
  name: string;
  price: { with_vat: number };
  breadcrumbs: Array<{ name: string; slug: string }>;
  images: Array<{ url: string }>;
}

describe('head tags of product pages', () => {
  it('has title, description, canonical, hreflang with x-default, Open Graph and Product + BreadcrumbList JSON-LD in every language', async () => {
    const [first] = await apiGet<Array<{ slug: string }>>('/api/product-category/menu', 'sk');
    const category = await apiGet<{ products: Array<{ slug: string }>; children: Array<{ slug: string }> }>(`/api/product-category/${first!.slug}`, 'sk');
    const skSlug = category.products[0]!.slug;
    for (const lang of LANG_CODES) {
      const product = await apiGet<Product>(`/api/product/${skSlug}`, lang);
      const res = await page(`/${lang}/${product.slug}`);
      expect(res.statusCode).toBe(200);
      const h = head(res.body);
      expect(h.htmlLang).toBe(lang);
      expect(unescape(h.title)).toMatch(new RegExp(`^${product.name.replace(/[()+.]/g, '\\$&')} \\| `));
      expect(h.description!.length).toBeGreaterThan(20);
      expect(h.canonical).toBe(`${ORIGIN}/${lang}/${product.slug}`);
      for (const l of LANG_CODES) expect(h.alternates[HREFLANG[l]], `${lang} -> ${l}`).toBe(`${ORIGIN}/${l}/${product.slugs[l]}`);
      expect(h.alternates['x-default']).toBe(`${ORIGIN}/sk/${product.slugs.sk}`);
      expect(h.og['og:type']).toBe('product');
      expect(unescape(h.og['og:title'])).toBe(product.name);
      expect(h.og['og:url']).toBe(h.canonical);
      expect(h.og['og:image']).toBe(ORIGIN + product.images[0]!.url);
      const ld = h.jsonLd.find((d) => d['@type'] === 'Product')!;
      expect(ld).toMatchObject({ '@context': 'https://schema.org', name: product.name, offers: { '@type': 'Offer', price: product.price.with_vat.toFixed(2), priceCurrency: 'EUR', url: h.canonical } });
      const crumbs = h.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; position: number; item: string }> };
      expect(crumbs.itemListElement.map((i) => i.name)).toEqual([expect.any(String), ...product.breadcrumbs.map((b) => b.name), product.name]);
      expect(crumbs.itemListElement.at(-1)!.item).toBe(h.canonical);
    }
  });

  it('answers 404 with a noindex head for an unknown slug, and serves a content page by its slug', async () => {
    const res = await page('/en/no-such-product-or-page');
    expect(res.statusCode).toBe(404);
    const h = head(res.body);
    expect(h.robots).toBe('noindex, follow');
    expect(h.canonical).toBeUndefined();
    expect(h.title).toBe('Page not found | Kovovýroba');
    const pg = await page('/en/delivery-and-installation');
    expect(pg.statusCode).toBe(200);
    expect(head(pg.body).title).toBe('Delivery and installation | Kovovýroba');
    expect(head(pg.body).alternates['sk']).toBe(`${ORIGIN}/sk/doprava-a-montaz`);
    expect((await page('/en/faq')).statusCode).toBe(404);
    expect((await page('/sk/faq')).statusCode).toBe(200);
  });
});

describe('head tags of category pages', () => {
  it('has the category title, canonical with the page number, alternates and a BreadcrumbList in every language', async () => {
    const menu = await apiGet<Array<{ slug: string; children: Array<{ slug: string }> }>>('/api/product-category/menu', 'sk');
    const childSk = menu[0]!.children[0]!.slug;
    for (const lang of LANG_CODES) {
      const c = await apiGet<{ slug: string; slugs: Record<string, string>; name: string; breadcrumbs: Array<{ name: string }> }>(`/api/product-category/${childSk}`, lang);
      const res = await page(`/${lang}/category/${c.slug}?page=2`);
      expect(res.statusCode).toBe(200);
      const h = head(res.body);
      expect(unescape(h.title)?.startsWith(`${c.name} | `)).toBe(true);
      expect(h.canonical).toBe(`${ORIGIN}/${lang}/category/${c.slug}?page=2`);
      for (const l of LANG_CODES) expect(h.alternates[HREFLANG[l]]).toBe(`${ORIGIN}/${l}/category/${c.slugs[l]}?page=2`);
      expect(h.og['og:locale']).toBe({ sk: 'sk_SK', en: 'en_US', hu: 'hu_HU', sr: 'sr_RS', ru: 'ru_RU' }[lang]);
      const crumbs = h.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> };
      expect(crumbs.itemListElement.map((i) => i.name).slice(1)).toEqual([...c.breadcrumbs.map((b) => b.name), c.name]);
    }
  });
});

describe('other heads', () => {
  it('puts the Organization on the home page, articles as NewsArticle, and noindex on search, cart and admin', async () => {
    const home = head((await page('/hu')).body);
    expect(home.jsonLd.find((d) => d['@type'] === 'Organization')).toMatchObject({ name: 'Kovovýroba Demo s.r.o.', telephone: '+421 41 555 0123', address: { addressCountry: 'Szlovákia' } });
    expect(home.alternates['x-default']).toBe(`${ORIGIN}/sk`);
    const article = head((await page('/en/article/new-powder-coating-line')).body);
    expect(article.og['og:type']).toBe('article');
    expect(article.jsonLd.find((d) => d['@type'] === 'NewsArticle')).toMatchObject({ headline: 'A new powder coating line', datePublished: '2026-01-12' });
    for (const url of ['/en/search?q=gate', '/sk/cart', '/sk/admin/login']) expect(head((await page(url)).body).robots, url).toBe('noindex, follow');
    expect(head((await page('/ru/about')).body).title).toBe('О нас | Kovovýroba');
  });

  it('titles the cart and checkout pages in each language, ending in the one brand name', async () => {
    expect(head((await page('/sk/cart')).body).title).toBe('Košík | Kovovýroba');
    expect(head((await page('/en/cart/contact')).body).title).toBe('Contact details | Kovovýroba');
    expect(head((await page('/hu/cart/summary')).body).title).toBe('Rendelés összesítése | Kovovýroba');
    expect(head((await page('/sr/cart/thank-you')).body).title).toBe('Hvala vam na porudžbini | Kovovýroba');
    expect(head((await page('/ru/cart')).body).title).toBe('Корзина | Kovovýroba');
    expect(head((await page('/en')).body).title).toBe('Gates, fences and railings straight from the manufacturer | Kovovýroba');
  });
});

describe('layout in the first HTML', () => {
  it('writes the route layout, hiding the slots it does not show, as the shell will', async () => {
    const layoutOf = (html: string) => ({
      layout: /<div id="app"[^>]*data-layout="([^"]+)"/.exec(html)?.[1],
      hidden: ['header', 'main', 'footer'].filter((slot) => new RegExp(`<div id="slot-${slot}" hidden`).test(html)),
    });
    expect(layoutOf((await page('/sk/admin/login')).body)).toEqual({ layout: 'auth', hidden: ['header', 'footer'] });
    expect(layoutOf((await page('/en/admin/orders')).body)).toEqual({ layout: 'admin', hidden: ['header', 'footer'] });
    expect(layoutOf((await page('/hu/katalog')).body)).toEqual({ layout: 'catalog', hidden: ['header', 'footer'] });
    expect(layoutOf((await page('/sk')).body)).toEqual({ layout: 'homepage', hidden: [] });
    expect(layoutOf((await page('/en/about')).body)).toEqual({ layout: 'default', hidden: [] });
    // A path of no route keeps the default layout (the error page shows with header and footer).
    expect(layoutOf((await page('/en/no-such-page/at-all')).body)).toEqual({ layout: 'default', hidden: [] });
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists every public page in every language, exactly as the database holds them', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = new Set([...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(ORIGIN, '')));

    const db = t.db;
    const products = await db.selectFrom('product_translations as t').innerJoin('products as p', 'p.id', 't.product_id').select(['t.lang', 't.slug']).where('p.published', '=', 1).execute();
    const unpublished = await db.selectFrom('product_translations as t').innerJoin('products as p', 'p.id', 't.product_id').select(['t.lang', 't.slug']).where('p.published', '=', 0).execute();
    const categories = await db.selectFrom('category_translations').select(['lang', 'slug']).execute();
    const articles = await db.selectFrom('post_translations as t').innerJoin('posts as p', 'p.id', 't.post_id').select(['t.lang', 't.slug']).where('p.kind', '=', 'article').where('p.published', '=', 1).execute();
    const pages = await db.selectFrom('page_translations as t').innerJoin('pages as p', 'p.id', 't.page_id').select(['t.lang', 't.slug']).where('p.route', 'is', null).execute();

    expect(products.length).toBeGreaterThan(100);
    expect(unpublished.length).toBeGreaterThan(0);
    for (const p of products) expect(locs.has(`/${p.lang}/${p.slug}`), p.slug).toBe(true);
    for (const p of unpublished) expect(locs.has(`/${p.lang}/${p.slug}`), p.slug).toBe(false);
    for (const c of categories) {
      expect(locs.has(`/${c.lang}/category/${c.slug}`)).toBe(true);
      expect(locs.has(`/${c.lang}/katalog/kategoria/${c.slug}`)).toBe(true);
    }
    for (const a of articles) expect(locs.has(`/${a.lang}/article/${a.slug}`)).toBe(true);
    for (const p of pages) expect(locs.has(`/${p.lang}/${p.slug}`)).toBe(true);
    for (const lang of LANG_CODES) {
      for (const path of ['', '/about', '/career', '/contact', '/custom-production', '/gallery', '/protocols', '/assembly-instruction', '/technologies', '/video-gallery', '/download', '/products', '/article', '/article/we-support', '/katalog']) {
        expect(locs.has(`/${lang}${path}`), `/${lang}${path}`).toBe(true);
      }
      for (const path of ['/search', '/cart', '/admin', '/admin/login']) expect(locs.has(`/${lang}${path}`)).toBe(false);
    }
    const expected = SITEMAP_STATIC_ROUTES.length * LANG_CODES.length + products.length + categories.length * 2 + articles.length + pages.length;
    expect(locs.size).toBe(expected);
  });

  it('robots.txt keeps crawlers out of the admin, the cart and search, and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    for (const lang of LANG_CODES) for (const p of ['admin', 'cart', 'search']) expect(res.body).toContain(`Disallow: /${lang}/${p}\n`);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
