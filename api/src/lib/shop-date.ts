import { localeTag, type Lang } from '@shop/shared/languages';

// The shop's calendar: its days are days in Bratislava (order date filters, a post's publication date).
export const SHOP_TIME_ZONE = 'Europe/Bratislava';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the shop, as YYYY-MM-DD (the form of a post's publication date). */
export function shopToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** The language the office reads: its mails (new orders, inquiries) are written in it throughout. */
export const OFFICE_LANG = 'sk' as const;


/** A moment as a person in the shop reads it: date and time in the shop's time zone, in the language's form. */
export function shopDateTime(when: string | Date, lang: Lang): string {
  return new Intl.DateTimeFormat(localeTag(lang), { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(new Date(when));
}
