// The one definition of the site languages (spec section 3, decision 0116): their codes, locale tags, own-language
// names and URL prefixes, and the rule that gives a page or a request its language. Everything else (the API's
// contracts, the server, the shell, the remotes, mails, documents, tests) imports these; nothing keeps its own copy.

/**
 * code: the URL prefix and the key of every translated text. tag: the BCP 47 locale for Intl, the Localization
 * header and the documents' language; Serbian in Latin script as the shop writes it (sr-RS alone is Cyrillic in
 * Intl), English as the pages format it (antd's en_US, format-date's "January 12, 2026"). title: the language's
 * own name, as the switcher and the admin show it.
 */
export const LANGUAGES = [
  { code: 'sk', tag: 'sk-SK', title: 'Slovenčina' },
  { code: 'en', tag: 'en-US', title: 'English' },
  { code: 'hu', tag: 'hu-HU', title: 'Magyar' },
  { code: 'sr', tag: 'sr-Latn-RS', title: 'Srpski' },
  { code: 'ru', tag: 'ru-RU', title: 'Русский' },
] as const;

export type Lang = (typeof LANGUAGES)[number]['code'];
export const LANG_CODES: readonly Lang[] = LANGUAGES.map((l) => l.code);
/** The default language and the fallback of a missing translation. */
export const DEFAULT_LANG: Lang = 'sk';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANG_CODES as readonly string[]).includes(value);
}

function languageOf(lang: Lang) {
  return LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
}

/** The locale of a language for Intl, the Localization header and a document's language (sr-Latn-RS, en-US, ...). */
export function localeTag(lang: Lang): string {
  return languageOf(lang).tag;
}

/** The language's own name (Slovenčina, English, ...). */
export function languageName(lang: Lang): string {
  return languageOf(lang).title;
}

/** The hreflang of a language's pages: its tag without the region (sk, en, sr-Latn, ...). */
export function hreflang(lang: Lang): string {
  return localeTag(lang).replace(/-[A-Z]{2}$/, '');
}

/** The Open Graph locale (language_TERRITORY: sk_SK, sr_RS, ...). */
export function ogLocale(lang: Lang): string {
  const region = /-([A-Z]{2})$/.exec(localeTag(lang))?.[1] ?? lang.toUpperCase();
  return `${lang}_${region}`;
}

/** The URL prefix of a language's pages (/sk, /en, ...). */
export function langPrefix(lang: Lang): string {
  return `/${lang}`;
}

/** The language prefix of a path, or null when the path carries none. */
export function langOfPath(pathname: string): Lang | null {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : null;
}

/**
 * A site language from a locale tag or a bare code, as a Localization header or a browser sends it (sk-SK, en-GB,
 * sr-Latn-RS, hu, RU, en_US); null when it names none of the site's.
 */
export function langOfTag(tag: string | null | undefined): Lang | null {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_,;]/)[0];
  return isLang(base) ? base : null;
}

/** What a page or a request says about its language; each is optional, the first that names a site language wins. */
export interface LanguageHints {
  /** The path: its prefix (/en/...) says it outright. */
  path?: string;
  /** The Localization header of an API call (a locale tag or a code). */
  localization?: string | null;
  /** The saved choice: the value of the language cookie. */
  saved?: string | null;
  /** The browser's languages, most preferred first (navigator.languages, or an Accept-Language header's). */
  accepted?: readonly string[];
}

/**
 * The one rule of a page's or a request's language, the same in the browser and on the server: the path's prefix,
 * else the Localization header, else the saved choice, else the first of the browser's languages the site has,
 * else sk. Each side passes what it has (an API call its header, a page its path and cookie, the root also the
 * browser's languages).
 */
export function resolveLanguage(hints: LanguageHints): Lang {
  const fromPath = hints.path === undefined ? null : langOfPath(hints.path);
  if (fromPath) return fromPath;
  const fromHeader = langOfTag(hints.localization);
  if (fromHeader) return fromHeader;
  if (isLang(hints.saved)) return hints.saved;
  for (const tag of hints.accepted ?? []) {
    const lang = langOfTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}
