import { localeTag, type Lang } from '@shop/shared';

const formatters = new Map<Lang, Intl.NumberFormat>();

/** Euros in the number format of the language, e.g. en "€1,234.50", sk "1 234,50 €". */
export function formatPrice(amount: number, lang: Lang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTag(lang), { style: 'currency', currency: 'EUR' });
    formatters.set(lang, formatter);
  }
  return formatter.format(amount);
}
