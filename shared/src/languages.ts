/** The site languages (spec section 3): code, locale tag (sent as the Localization header) and own-language title. */
export const LANGUAGES = [
  { code: 'sk', tag: 'sk-SK', title: 'Slovenčina' },
  { code: 'en', tag: 'en-US', title: 'English' },
  { code: 'hu', tag: 'hu-HU', title: 'Magyar' },
  { code: 'sr', tag: 'sr-RS', title: 'Srpski' },
  { code: 'ru', tag: 'ru-RU', title: 'Русский' },
] as const;

export type Lang = (typeof LANGUAGES)[number]['code'];
export const LANG_CODES: readonly Lang[] = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANG: Lang = 'sk';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANG_CODES as readonly string[]).includes(value);
}

export function localeTag(lang: Lang): string {
  return LANGUAGES.find((l) => l.code === lang)?.tag ?? 'sk-SK';
}

/** The language prefix of a path, or null when the path carries none. */
export function langOfPath(pathname: string): Lang | null {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : null;
}
