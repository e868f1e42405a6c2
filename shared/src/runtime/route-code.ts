// The code some pages load on the way to them (a remote's pages that visitors open less often, in chunks of their
// own: lazyPage in @shop/shared/react). The remote says how to load a route's code; whoever is about to show the
// route loads it first: the remote's mount (so a hydration never waits on it), the server's render (which renders
// synchronously), the shell's link prefetch (a visible or hovered link, as for the remote's own code), the header's
// search as it opens (the results page) and an error boundary's retry (after a failed load).
import { matchRoute } from '../routing/routes.ts';
import type { PageRemoteName } from '../remotes.ts';

/** Loads what one route of the remote needs beyond the remote's own code; nothing to load is `undefined`. */
export type RouteCodeLoader = (routeName: string) => Promise<unknown> | undefined;

const loaders = new Map<string, RouteCodeLoader>();

/** Called by a remote when its code runs (before any mount): how its routes' extra code loads. */
export function registerRouteCode(remote: PageRemoteName, load: RouteCodeLoader): void {
  loaders.set(remote, load);
}

/** Whether the remote has said how its routes' extra code loads (it is running). */
export function hasRouteCode(remote: string): boolean {
  return loaders.has(remote);
}

/**
 * Loads the extra code of a route, if its remote has said how (a remote not running yet has not: its mount loads
 * it). Resolves when the code is there; rejects when it failed to load.
 */
export function preloadRouteCode(remote: string, routeName: string): Promise<unknown> {
  return loaders.get(remote)?.(routeName) ?? Promise.resolve();
}

/** Loads the extra code of the page at `path` (its route's, through the remote the route table names). */
export function preloadPageCode(path: string): Promise<unknown> {
  const route = matchRoute(path);
  return route ? preloadRouteCode(route.definition.remote, route.definition.name) : Promise.resolve();
}
