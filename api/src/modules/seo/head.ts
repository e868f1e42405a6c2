// Writes a page's head before it is sent: title, description, canonical URL, hreflang alternates (and x-default),
// Open Graph, robots, and JSON-LD. The head itself is the page's route's, built from its loader's data by the remote
// that renders the page (shared/src/routing/page-head.ts); a page no remote rendered gets the brand and its address.
import { BRAND_NAME } from '@shop/shared/brand';
import { hreflang, ogLocale, type Lang } from '@shop/shared/languages';
import type { PageHead } from '@shop/shared/page-head';
import { escapeHtml as esc } from '../../lib/html.ts';

/** A page's head in its language. */
export type Head = PageHead & { lang: Lang };

/** The head of a page whose route gave none (drawn in the browser only, or its render failed): the brand, its address. */
export function plainHead(lang: Lang, pathname: string, noindex: boolean): Head {
  return { lang, title: BRAND_NAME, description: '', canonical: pathname, alternates: {}, ogType: 'website', image: null, noindex, jsonLd: [] };
}

const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The tags for <head>, in place of the static <title>. */
export function renderHeadTags(head: Head, origin: string): string {
  const site = BRAND_NAME;
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
