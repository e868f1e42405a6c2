// What an order's mails and its confirmation PDF have in common: the order's language, the prices' labels (a reverse
// charge's have no VAT, decision 0113), the delivery line, and money and dates in the language's forms.
import { DEFAULT_LANG, isLang, localeTag, type Lang } from '@shop/shared/languages';
import { countryName } from '@shop/shared/countries';
import { textsIn } from '../../i18n/texts.ts';
import { pickupAddressOf, type OrderDelivery } from '../delivery/index.ts';
import type { StoredCompany } from '../site/index.ts';

/** An order's language as stored; an unknown one reads as the default. */
export const orderLang = (stored: string): Lang => (isLang(stored) ? stored : DEFAULT_LANG);

/** The labels of an order's prices: a reverse charge's are without VAT, its VAT 0 % and its last total what is paid. */
export function priceLabels(lang: Lang, reverseCharge: boolean): Record<'unitPrice' | 'lineTotal' | 'vat' | 'totalWithVat', string> {
  const t = textsIn(lang);
  return reverseCharge
    ? { unitPrice: t('reverseCharge.unitPrice'), lineTotal: t('reverseCharge.lineTotal'), vat: t('reverseCharge.vat'), totalWithVat: t('reverseCharge.totalWithVat') }
    : { unitPrice: t('orderMail.unitPrice'), lineTotal: t('orderMail.lineTotal'), vat: t('orderMail.vat'), totalWithVat: t('orderMail.totalWithVat') };
}

/** Money and the order's moment as a reader of the language writes them (the shop's time zone). */
export function orderFormats(lang: Lang): { eur: (cents: number) => string; date: (when: string | Date) => string; percent: (rate: number) => string } {
  const locale = localeTag(lang);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Bratislava' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return { eur: (cents) => money.format(cents / 100), date: (when) => moment.format(new Date(when)), percent: (rate) => percent.format(rate / 100) };
}

/**
 * The delivery as one line ("Carrier delivery – Slovakia" / "Pickup at the workshop") and its price ("free"). The
 * pickup address was kept in the buyer's language; a mail in another language (the office's) passes `company` to
 * name it in its own, so a Slovak mail does not read "Žilina, Словакия".
 */
export function deliveryWords(delivery: OrderDelivery, lang: Lang, eur: (cents: number) => string, company: StoredCompany | null = null): { way: string; price: string; address: string | null } {
  const t = textsIn(lang);
  const way = delivery.method === 'pickup' ? t('orderMail.pickup') : t('orderMail.carrier', { country: countryName(delivery.country ?? '', lang) });
  const address = delivery.method === 'pickup' && company ? pickupAddressOf(company, lang) : delivery.pickup_address;
  return { way, price: delivery.price_with_vat_cents === 0 ? t('orderMail.free') : eur(delivery.price_with_vat_cents), address: address || null };
}
