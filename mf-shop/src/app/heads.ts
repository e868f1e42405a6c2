// The heads of mf-shop's pages (title, description, canonical, hreflang alternates, JSON-LD), each from its route's
// loader data: the server writes them into the page's first HTML (shared/src/routing/page-head.ts), so a record is
// read once, by the page's loader. Server only (render.server.tsx): the browser's bundle carries none of them.
import { localePath, type CategoryDetail, type ContentPage, type PostDetail, type ProductDetail, type SiteSettings } from '@shop/shared';
import { baseHead, breadcrumbList, clip, pageSuffix, plainText, slugAlternates, staticAlternates, textHead, type HeadPage, type PageHead } from '@shop/shared/page-head';
import type { LoaderData, PageHeadOf } from '@shop/shared/react';

/** The data of a loader's call `key`, or null (not asked for, or failed). */
const dataOf = <T>(data: LoaderData, key: string): T | null => (data[key]?.data as T | undefined) ?? null;

/** A page of the shop's info texts: `{prefix}.title` and `{prefix}.intro`. */
const infoHead =
  (prefix: string): PageHeadOf =>
  (_data, page) =>
    textHead(page, page.t(`${prefix}.title`), page.t(`${prefix}.intro`));

/** A list whose later pages keep their number in the canonical address and the alternates. */
const listHead =
  (prefix: string): PageHeadOf =>
  (_data, page) => {
    const suffix = pageSuffix(page.search);
    return { ...textHead(page, page.t(`${prefix}.title`), page.t(`${prefix}.intro`)), canonical: page.pathname + suffix, alternates: staticAlternates(page.route, suffix) };
  };

/** The home page: the company as schema.org's Organization. */
const homeHead: PageHeadOf = (data, page) => {
  const head = textHead(page, page.t('home.title'), page.t('home.description'));
  const company = dataOf<SiteSettings>(data, 'siteSettings')?.company;
  if (!company) return head;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: page.origin + localePath('index', page.lang),
    logo: `${page.origin}/favicon.svg`,
    email: company.email,
    telephone: company.phone,
    address: { '@type': 'PostalAddress', streetAddress: company.street, addressLocality: company.town, postalCode: company.zip, addressCountry: company.country },
  };
  return { ...head, jsonLd: [organization] };
};

/** The search: not indexed, and no alternates. */
const searchHead: PageHeadOf = (_data, page) => ({ ...baseHead(page), title: page.t('search.title'), noindex: true });

function productHead(p: ProductDetail, page: HeadPage): PageHead {
  const path = localePath('slug', page.lang, { slug: p.slug });
  const crumbs = [...p.breadcrumbs.map((b) => ({ name: b.name, path: localePath('category', page.lang, { slug: b.slug }) })), { name: p.name, path }];
  const code = p.parameters.find((x) => /^MS-/.test(x.value))?.value;
  const description = clip(p.short_description || plainText(p.description), 500);
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description,
    image: p.images.map((im) => page.origin + im.url),
    ...(code ? { sku: code } : {}),
    ...(p.category ? { category: p.category.name } : {}),
    offers: {
      '@type': 'Offer',
      url: page.origin + path,
      price: p.price.with_vat.toFixed(2),
      priceCurrency: p.price.currency,
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  return {
    ...baseHead(page),
    title: p.name,
    description: clip(p.short_description || plainText(p.description)),
    canonical: path,
    alternates: slugAlternates('slug', p.slugs),
    ogType: 'product',
    image: p.images[0]?.url ?? null,
    jsonLd: [product, breadcrumbList(page, crumbs)],
  };
}

function contentPageHead(pg: ContentPage, page: HeadPage): PageHead {
  const path = localePath('slug', page.lang, { slug: pg.slug });
  return {
    ...baseHead(page),
    title: pg.title,
    description: clip(pg.description || plainText(pg.body_html)),
    canonical: path,
    alternates: slugAlternates('slug', pg.slugs),
    image: pg.cover?.url ?? null,
    jsonLd: [breadcrumbList(page, [{ name: pg.title, path }])],
  };
}

/** /{lang}/{slug}: the product's head, else the content page's. */
const slugHead: PageHeadOf = (data, page) => {
  const product = dataOf<ProductDetail>(data, 'product');
  if (product) return productHead(product, page);
  const contentPage = dataOf<ContentPage>(data, 'contentPage');
  return contentPage ? contentPageHead(contentPage, page) : baseHead(page);
};

/** A category: its own name and text, with the list's page number in its addresses. */
const categoryHead: PageHeadOf = (data, page) => {
  const c = dataOf<CategoryDetail>(data, 'category');
  if (!c) return baseHead(page);
  const suffix = pageSuffix(page.search);
  const path = localePath('category', page.lang, { slug: c.slug });
  const crumbs = [...c.breadcrumbs.map((b) => ({ name: b.name, path: localePath('category', page.lang, { slug: b.slug }) })), { name: c.name, path }];
  return {
    ...baseHead(page),
    title: c.name,
    description: clip(c.description),
    canonical: path + suffix,
    alternates: slugAlternates('category', c.slugs, suffix),
    image: c.thumb_url,
    jsonLd: [breadcrumbList(page, crumbs)],
  };
};

/** An article: schema.org's NewsArticle, under the news list in the breadcrumbs. */
const articleHead: PageHeadOf = (data, page) => {
  const post = dataOf<PostDetail>(data, 'post');
  if (!post) return baseHead(page);
  const path = localePath('article-slug', page.lang, { slug: post.slug });
  const article = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title,
    description: clip(post.perex),
    ...(post.published_at ? { datePublished: post.published_at } : {}),
    ...(post.cover ? { image: [page.origin + post.cover.url] } : {}),
    mainEntityOfPage: page.origin + path,
  };
  return {
    ...baseHead(page),
    title: post.title,
    description: clip(post.perex || plainText(post.body_html)),
    canonical: path,
    alternates: slugAlternates('article-slug', post.slugs),
    ogType: 'article',
    image: post.cover?.url ?? null,
    jsonLd: [article, breadcrumbList(page, [{ name: page.t('info.pages.article.title'), path: localePath('article', page.lang) }, { name: post.title, path }])],
  };
};

/** A page whose text the admin edits (about, technologies...): the record's title and text. */
const routePageHead: PageHeadOf = (data, page) => {
  const pg = dataOf<ContentPage>(data, 'routePage');
  if (!pg) return { ...baseHead(page), alternates: staticAlternates(page.route) };
  return { ...baseHead(page), title: pg.title, description: clip(pg.description || plainText(pg.body_html)), alternates: staticAlternates(page.route), image: pg.cover?.url ?? null };
};

/** Each page's head by route name (the routes of routes.tsx). */
export const SHOP_HEADS: Readonly<Record<string, PageHeadOf>> = {
  index: homeHead,
  products: listHead('products'),
  category: categoryHead,
  search: searchHead,
  slug: slugHead,
  about: routePageHead,
  technologies: routePageHead,
  'article-we-support': routePageHead,
  'custom-production': routePageHead,
  career: infoHead('info.pages.career'),
  contact: infoHead('info.pages.contact'),
  gallery: infoHead('info.pages.gallery'),
  'video-gallery': infoHead('info.pages.video-gallery'),
  protocols: infoHead('info.pages.protocols'),
  'assembly-instruction': infoHead('info.pages.assembly-instruction'),
  download: infoHead('info.pages.download'),
  article: listHead('info.pages.article'),
  'article-slug': articleHead,
};
