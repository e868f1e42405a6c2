// Where the admin goes after signing in: the page that was asked for, carried through the login page's `next`
// parameter. Only a path of this site's admin is followed, so a link to the login page cannot send a person who
// signs in to another site (an open redirect) or back to the login or logout page.
import { isLang, type Lang } from '../languages.ts';
import { localePath } from './routes.ts';

export const RETURN_PARAM = 'next';

/** Any origin works here: it only tells whether a `next` value stays on the page's own origin. */
const BASE = 'https://admin.invalid';

/** The admin path to return to from `next`, normalised, or null when it is missing or not a same-site admin path. */
export function safeAdminReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const [, lang, section, page] = url.pathname.split('/');
  if (!isLang(lang) || section !== 'admin') return null;
  if (url.pathname === localePath('admin-login', lang) || url.pathname === localePath('admin-logout', lang)) return null;
  if (page === undefined && url.pathname !== `/${lang}/admin`) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page in `lang` that returns to `requested` (a same-site admin path) after signing in. */
export function loginPathReturningTo(lang: Lang, requested: string): string {
  const login = localePath('admin-login', lang);
  const back = safeAdminReturnPath(requested);
  return back && back !== localePath('admin', lang) ? `${login}?${RETURN_PARAM}=${encodeURIComponent(back)}` : login;
}
