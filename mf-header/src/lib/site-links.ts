import { localePath, type Lang } from '@shop/shared';

/** A link of the site menus: the route it opens and the message key of its label (namespace 'header'). */
export interface SiteLink {
  key: string;
  to: string;
  labelKey: string;
  /** Only the home link must match exactly; the others stay current on their sub-pages too. */
  end?: boolean;
}

/**
 * Top bar (spec section 2): prices, catalogue, instructions. The Slovak-only FAQ is a static PDF from the site's
 * documents (GET /api/site/documents), added by the header next to these links.
 */
export function topBarLinks(lang: Lang): SiteLink[] {
  return [
    { key: 'download', to: localePath('download', lang), labelKey: 'nav.prices' },
    { key: 'katalog', to: localePath('katalog', lang), labelKey: 'nav.catalogue' },
    { key: 'assembly-instruction', to: localePath('assembly-instruction', lang), labelKey: 'nav.instructions' },
  ];
}

/** Main bar: home, products, about, custom production, contact, gallery. */
export function mainLinks(lang: Lang): SiteLink[] {
  return [
    { key: 'index', to: localePath('index', lang), labelKey: 'nav.home', end: true },
    { key: 'products', to: localePath('products', lang), labelKey: 'nav.products' },
    { key: 'about', to: localePath('about', lang), labelKey: 'nav.about' },
    { key: 'custom-production', to: localePath('custom-production', lang), labelKey: 'nav.customProduction' },
    { key: 'contact', to: localePath('contact', lang), labelKey: 'nav.contact' },
    { key: 'gallery', to: localePath('gallery', lang), labelKey: 'nav.gallery' },
  ];
}

export interface LinkColumn {
  key: string;
  titleKey: string;
  links: SiteLink[];
}

/** Footer link columns: shop, company, information. */
export function footerColumns(lang: Lang): LinkColumn[] {
  const link = (name: string, labelKey: string): SiteLink => ({ key: name, to: localePath(name, lang), labelKey });
  return [
    {
      key: 'shop',
      titleKey: 'footer.columns.shop',
      links: [link('products', 'nav.products'), link('download', 'nav.prices'), link('katalog', 'nav.catalogue')],
    },
    {
      key: 'company',
      titleKey: 'footer.columns.company',
      links: [link('about', 'nav.about'), link('career', 'nav.career'), link('contact', 'nav.contact'), link('gallery', 'nav.gallery')],
    },
    {
      key: 'info',
      titleKey: 'footer.columns.info',
      links: [
        link('custom-production', 'nav.customProduction'),
        link('technologies', 'nav.technologies'),
        link('protocols', 'nav.protocols'),
        link('assembly-instruction', 'nav.instructions'),
      ],
    },
  ];
}
