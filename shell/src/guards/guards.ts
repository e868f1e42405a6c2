import { authStore, ensureCurrentUser, localePath, type ResolvedRoute } from '@shop/shared';

/**
 * Route guards (spec section 6): admin pages need a signed-in user, the login page is for guests only.
 * Returns the path to go to instead, or null when the navigation may proceed. On the first navigation with a
 * stored token and no loaded user, the current user is fetched first.
 */
export async function guardRedirect(route: ResolvedRoute | null): Promise<string | null> {
  const guard = route?.definition.guard;
  if (!route || !guard) return null;
  const user = authStore.value.user ?? (await ensureCurrentUser());
  if (guard === 'auth' && !user) return localePath('admin-login', route.lang);
  if (guard === 'guest' && user) return localePath('admin', route.lang);
  return null;
}
