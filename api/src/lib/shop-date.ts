// The shop's calendar: its days are days in Bratislava (order date filters, a post's publication date).
export const SHOP_TIME_ZONE = 'Europe/Bratislava';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in the shop, as YYYY-MM-DD (the form of a post's publication date). */
export function shopToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** The language the office reads: its mails (new orders, inquiries) are written in it throughout. */
export const OFFICE_LANG = 'sk' as const;

/** Each site language's locale for dates and numbers in mails and documents. */
export const MAIL_LOCALES = { sk: 'sk-SK', en: 'en-US', hu: 'hu-HU', sr: 'sr-Latn-RS', ru: 'ru-RU' } as const;

/** A moment as a person in the shop reads it: date and time in the shop's time zone, in the language's form. */
export function shopDateTime(when: string | Date, lang: keyof typeof MAIL_LOCALES): string {
  return new Intl.DateTimeFormat(MAIL_LOCALES[lang], { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(new Date(when));
}
