import { categoryRequest, describeApiError, fetchAhead, listingFromParams, pageFromParams, type ResolvedRoute, type ValidityRule } from '@shop/shared';

type Check = (route: ResolvedRoute, query: URLSearchParams) => Promise<boolean>;

/**
 * Asks the page's own first request ahead of it (the page then takes this answer instead of asking again). An answer
 * of 404 means the page does not exist; any other failure lets the page itself handle it.
 */
async function existsAhead({ url, params }: { url: string; params: object }): Promise<boolean> {
  return fetchAhead(url, { params }).then(
    () => true,
    (error: unknown) => describeApiError(error).status !== 404,
  );
}

const CHECKS: Record<ValidityRule, Check> = {
  'category-exists': (route, query) => existsAhead(categoryRequest(route.params.slug ?? '', pageFromParams(query), { listing: listingFromParams(query) })),
};

/** Answers kept briefly: a category the admin creates shows up within a minute without a reload. */
const KEEP_MS = 60_000;
const verdicts = new Map<string, { valid: boolean; at: number }>();

/** True when the path's validity rule is known to have failed (synchronous, for single-spa's activity functions). */
export function knownInvalid(pathname: string): boolean {
  const verdict = verdicts.get(pathname);
  return verdict !== undefined && !verdict.valid && Date.now() - verdict.at < KEEP_MS;
}

/**
 * Checks a route's validity rule and remembers the verdict for its path. Returns whether the verdict changed what
 * the activity functions saw before the check, i.e. whether the applications must be re-evaluated.
 */
export async function checkValidity(route: ResolvedRoute | null, url: URL): Promise<boolean> {
  const rule = route?.definition.validate;
  if (!route || !rule) return false;
  const before = knownInvalid(url.pathname);
  const valid = await CHECKS[rule](route, url.searchParams);
  verdicts.set(url.pathname, { valid, at: Date.now() });
  return before !== !valid;
}
