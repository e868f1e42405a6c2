import { languageCookie, pageLanguage, type Lang } from '@shop/shared';

/** The browser's languages, most preferred first (navigator.language alone where the list is empty). */
const browserLanguages = (): readonly string[] => (navigator.languages?.length ? navigator.languages : [navigator.language]);

/**
 * On the root path only: picks the language, stores it in the cookie and redirects to `/{lang}`. The server answers
 * a request for the root with this redirect already (api's site plugin); this covers a root the shell reaches
 * itself. A page that already carries a prefix never sets the cookie. Returns true when it redirected.
 */
export function redirectRootToLanguage(): boolean {
  if (window.location.pathname !== '/') return false;
  const lang = pageLanguage('/', document.cookie, browserLanguages());
  document.cookie = languageCookie(lang);
  window.history.replaceState(null, '', `/${lang}${window.location.search}${window.location.hash}`);
  return true;
}

/** The page's language in the browser: the path's prefix, else the saved choice, else (at the root) the browser's, else sk. */
export function browserPageLanguage(location: Location = window.location): Lang {
  return pageLanguage(location.pathname, document.cookie, browserLanguages());
}
