// The heads of the catalogue's pages, each from its route's loader data (shared/src/routing/page-head.ts). Server
// only (render.server.tsx): the browser's bundle carries none of them.
import { baseHead, textHead } from '@shop/shared/page-head';
import type { PageHeadOf } from '@shop/shared/react';

/** A page of the catalogue's texts: `{prefix}.title` and `{prefix}.intro`, the same page in every language. */
const textsHead =
  (prefix: string): PageHeadOf =>
  (_data, page) =>
    textHead(page, page.t(`${prefix}.title`), page.t(`${prefix}.intro`));

/** A category's or a product's catalogue page: the brand as its title, its address, no alternates (as it was). */
const recordHead: PageHeadOf = (_data, page) => baseHead(page);

/** Each page's head by route name (the routes of routes.tsx). */
export const CATALOG_HEADS: Readonly<Record<string, PageHeadOf>> = {
  katalog: textsHead('landing'),
  'katalog-produkty': textsHead('products'),
  'katalog-galeria-inspiracii': textsHead('inspiration'),
  'katalog-galeria-video-inspiracii': textsHead('video'),
  'katalog-kontakt': textsHead('contact'),
  'katalog-kategoria': recordHead,
  'katalog-slug': recordHead,
};
