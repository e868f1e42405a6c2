import { LANGUAGES, localeTag, type Lang } from '@shop/shared';

/** A date and time as the admin's language writes it, e.g. "12 Mar 2026, 14:05". */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeTag(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The own-language name of a site language (the customer's language of an order). */
export function languageTitle(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.title ?? code;
}
