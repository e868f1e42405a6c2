import { DEFAULT_LANG, detectLanguage, languageCookie, readLanguageCookie, type Lang } from '@shop/shared';

/**
 * On the root path only: picks the language, stores it in the cookie and redirects to `/{lang}`. The server answers
 * a request for the root with this redirect already (api's site plugin); this covers a root the shell reaches
 * itself. A page that already carries a prefix never sets the cookie. Returns true when it redirected.
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
