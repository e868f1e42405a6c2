import { localeTag, type Lang } from './languages.ts';

const formatters = new Map<Lang, Intl.NumberFormat>();

function formatterFor(lang: Lang): Intl.NumberFormat {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTag(lang), { style: 'currency', currency: 'EUR' });
    formatters.set(lang, formatter);
  }
  return formatter;
}

/** An amount in euros as the shopper's language writes it, e.g. "1 234,50 €" in sk, "€1,234.50" in en. */
export function formatPrice(amount: number, lang: Lang): string {
  return formatterFor(lang).format(amount);
}

/**
 * Builds the language's price formatter before its first price. A page's first number format sets up ICU's number
 * data, 20–70 ms in Chromium (bench machine), which would otherwise land on the first navigation to a page with
 * prices, or on the render that hydrates one. The shell calls it when the page is idle after loading.
 */
export function preparePriceFormat(lang: Lang): void {
  formatterFor(lang).format(0);
}
