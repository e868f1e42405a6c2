import { isLang, resolveLanguage, type Lang } from '../languages.ts';

// Spec section 4: the language of a visit to the root path, which the server answers with a redirect to `/{lang}`
// (api's site plugin) and the shell with a client-side one when it gets there itself. The same rules for both.

export const LANGUAGE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The saved language in a Cookie header or `document.cookie`, if it is one of the site's. */
export function readLanguageCookie(cookie: string): Lang | null {
  const value = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLang(value) ? value : null;
}

/**
 * The languages of an Accept-Language header, most preferred first (by weight, then by their order), as a browser
 * lists them in `navigator.languages`. Languages refused with q=0 and the wildcard are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((item, index) => {
      const [tag = '', ...params] = item.trim().split(';');
      const weight = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const q = weight === undefined ? 1 : Number(weight.slice(2));
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * A page's language, the same rule in the browser (the shell, with `document.cookie` and `navigator.languages`) and on
 * the server (api's requestLanguage, with the Cookie and Accept-Language headers): the path's prefix, else the saved
 * choice, else sk (languages.ts's resolveLanguage). Only the root also asks the browser's languages before sk (spec
 * section 4); any other address without a prefix (an error page) speaks the saved language or Slovak (section 8).
 */
export function pageLanguage(path: string, cookie: string, browserLanguages: readonly string[]): Lang {
  return resolveLanguage({ path, saved: readLanguageCookie(cookie), accepted: path === '/' ? browserLanguages : [] });
}

/** The cookie that stores the choice (spec section 8): a year, path /, SameSite=Lax, not Secure, readable by scripts. */
export function languageCookie(lang: Lang): string {
  return `${LANGUAGE_COOKIE}=${lang}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}
