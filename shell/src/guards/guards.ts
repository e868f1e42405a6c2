import { authStore, ensureCurrentUser, localePath, loginPathReturningTo, RETURN_PARAM, safeAdminReturnPath, type ResolvedRoute } from '@shop/shared';

/**
 * Route guards (spec section 6): admin pages need a signed-in user, the login page is for guests only.
 * Returns the path to go to instead, or null when the navigation may proceed. On the first navigation with a
 * stored token and no loaded user, the current user is fetched first. A guest sent to the login page takes the
 * requested page along, to return to it after signing in.
 */
export async function guardRedirect(route: ResolvedRoute | null, url: URL): Promise<string | null> {
  const guard = route?.definition.guard;
  if (!route || !guard) return null;
  const user = authStore.value.user ?? (await ensureCurrentUser());
  if (guard === 'auth' && !user) return loginPathReturningTo(route.lang, `${url.pathname}${url.search}${url.hash}`);
  if (guard === 'guest' && user) return safeAdminReturnPath(url.searchParams.get(RETURN_PARAM)) ?? localePath('admin', route.lang);
  return null;
}
