import { DEFAULT_LANG, isLang, type Lang } from '@shop/shared';

export const LANGUAGE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function readLanguageCookie(cookie: string): Lang | null {
  const value = cookie
    .split('; ')
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLang(value) ? value : null;
}

/** Browser languages such as 'en-GB' or 'sr-Latn-RS' reduced to a site language, in the browser's order. */
export function languageFromBrowser(languages: readonly string[]): Lang | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return null;
}

/** Spec section 4: saved cookie, then the browser's languages, then the fallback (sk). */
export function detectLanguage(cookie: string, browserLanguages: readonly string[]): Lang {
  return readLanguageCookie(cookie) ?? languageFromBrowser(browserLanguages) ?? DEFAULT_LANG;
}

export function languageCookie(lang: Lang): string {
  return `${LANGUAGE_COOKIE}=${lang}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

/**
 * On the root path only: picks the language, stores it in the cookie and redirects to `/{lang}`.
 * A page that already carries a prefix never sets the cookie. Returns true when it redirected.
 */
export function redirectRootToLanguage(): boolean {
  if (window.location.pathname !== '/') return false;
  const lang = detectLanguage(document.cookie, navigator.languages?.length ? navigator.languages : [navigator.language]);
  document.cookie = languageCookie(lang);
  window.history.replaceState(null, '', `/${lang}${window.location.search}${window.location.hash}`);
  return true;
}

/** The language for a page without a valid prefix (e.g. an unknown path): the cookie's, else sk. */
export function fallbackLanguage(): Lang {
  return readLanguageCookie(document.cookie) ?? DEFAULT_LANG;
}

