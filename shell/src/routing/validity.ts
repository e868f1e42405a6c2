import { api, type ResolvedRoute, type ValidityRule } from '@shop/shared';

type Check = (route: ResolvedRoute) => Promise<boolean>;

/** An API answer of 404 means the page does not exist; any other failure lets the page itself handle it. */
async function existsAt(url: string): Promise<boolean> {
  const response = await api.get(url, { validateStatus: () => true, params: { per_page: 1 } }).catch(() => null);
  return response?.status !== 404;
}

const CHECKS: Record<ValidityRule, Check> = {
  'category-exists': (route) => existsAt(`/api/product-category/${encodeURIComponent(route.params.slug ?? '')}`),
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
export async function checkValidity(route: ResolvedRoute | null, pathname: string): Promise<boolean> {
  const rule = route?.definition.validate;
  if (!route || !rule) return false;
  const before = knownInvalid(pathname);
  const valid = await CHECKS[rule](route);
  verdicts.set(pathname, { valid, at: Date.now() });
  return before !== !valid;
}
