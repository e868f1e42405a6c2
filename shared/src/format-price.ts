import { localeTag, type Lang } from './languages.ts';

const formatters = new Map<Lang, Intl.NumberFormat>();

/** An amount in euros as the shopper's language writes it, e.g. "1 234,50 €" in sk, "€1,234.50" in en. */
export function formatPrice(amount: number, lang: Lang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTag(lang), { style: 'currency', currency: 'EUR' });
    formatters.set(lang, formatter);
  }
  return formatter.format(amount);
}
