import { matchRoute, type Lang, type Layout, type ResolvedRoute } from '@shop/shared';
import type { PageError } from '../error-page/error-page.ts';
import { browserPageLanguage } from '../language/root-language.ts';
import { knownInvalid } from './validity.ts';

/** The route table's answer for a location (null: no route matches). */
export function currentRoute(location: Location = window.location): ResolvedRoute | null {
  return matchRoute(location.pathname);
}

/** The page to show: a route whose page is not known to be missing; null shows the error page. */
export function pageRoute(location: Location = window.location): ResolvedRoute | null {
  return knownInvalid(location.pathname) ? null : currentRoute(location);
}

/** The page's language: the prefix of the path, else the saved choice, else (at the root) the browser's, else sk. */
export function languageOf(location: Location = window.location): Lang {
  return browserPageLanguage(location);
}

/**
 * The error page of an address (spec section 8): the route's page does not exist, or no route matched. Both say the
 * address in the page's language (decision 0100: the spec's English 'Page Not Found: {fullPath}' is translated).
 */
export function pageError(location: Location = window.location): PageError {
  return { status: 404, fullPath: `${location.pathname}${location.search}` };
}

/** Error pages show in the default layout, with the header and footer to find a way on. */
export function layoutOf(route: ResolvedRoute | null): Layout {
  return route?.definition.layout ?? 'default';
}
