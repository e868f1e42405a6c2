import { federationNameOf, type ResolvedRoute } from '@shop/shared';
import { loadRemoteApp } from '../remotes/registry.ts';

/** What a routed remote's entry offers the shell besides its lifecycles (built from its own routes' loaders). */
export interface RouteEntry {
  /** Makes the page's data requests now; the page's loaders take their answers (shared/src/runtime/ahead.ts). */
  prefetch?: (href: string) => Promise<void>;
  /** The same, answering whether the page exists (no loader answered 404). */
  validate?: (href: string) => Promise<boolean>;
}

/** The entry of the remote that owns a route (loaded as for its mount: the same module, once). */
export function routeEntryOf(route: ResolvedRoute): Promise<RouteEntry> {
  return loadRemoteApp<RouteEntry>(federationNameOf(route.definition.remote));
}

/** Answers kept briefly: a category the admin creates shows up within a minute without a reload. */
const KEEP_MS = 60_000;
const verdicts = new Map<string, { valid: boolean; at: number }>();

/** True when the path's page is known not to exist (synchronous, for single-spa's activity functions). */
export function knownInvalid(pathname: string): boolean {
  const verdict = verdicts.get(pathname);
  return verdict !== undefined && !verdict.valid && Date.now() - verdict.at < KEEP_MS;
}

/**
 * Asks the route's remote whether the page exists (its entry's `validate`, which makes the page's own requests ahead
 * of it: the check and the page's data cost one round trip) and remembers the verdict for its path. Returns whether
 * the verdict changed what the activity functions saw before the check, i.e. whether the applications must be
 * re-evaluated. A remote without `validate` has every page.
 */
export async function checkValidity(route: ResolvedRoute | null, url: URL): Promise<boolean> {
  if (!route) return false;
  const { validate } = await routeEntryOf(route);
  if (!validate) return false;
  const before = knownInvalid(url.pathname);
  const valid = await validate(url.href);
  verdicts.set(url.pathname, { valid, at: Date.now() });
  return before !== !valid;
}
