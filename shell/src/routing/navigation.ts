import { triggerAppChange } from 'single-spa';
import { navigate, setLanguage } from '@shop/shared';
import { guardRedirect } from '../guards/guards.ts';
import { applyLayout, mainServerRendered } from '../layouts/layouts.ts';
import { currentRoute, languageOf, layoutOf, pageRoute } from './current-page.ts';
import { fetchDataAhead } from './data-ahead.ts';
import { checkValidity } from './validity.ts';

interface NavigationHooks {
  /** A newer build was published: load the new URL in full instead of routing on the client. */
  reloadIfOutdated: () => boolean;
}

/**
 * Before each navigation (single-spa waits for the promise given to cancelNavigation): a newer build reloads the
 * page; guards may redirect; the route's validity rule is checked; the messages of the new page's language are
 * loaded, so every remote renders in it from its first frame; and the page's first request, when the shell knows
 * it, is made in that language (the page asks in it too) while the page's code loads.
 */
export function listenToRouting({ reloadIfOutdated }: NavigationHooks): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { cancelNavigation, oldUrl, newUrl } = (event as CustomEvent<{ cancelNavigation?: (value: Promise<boolean>) => void; oldUrl: string; newUrl: string }>).detail;
    if (oldUrl !== newUrl && reloadIfOutdated()) return;
    const route = currentRoute();
    const target = window.location.pathname;
    const language = setLanguage(languageOf()).catch((error: unknown) => console.error('[shell] Could not switch the language', error));
    // The first page rendered by the server was checked there, and its data is in it.
    const rendered = mainServerRendered();
    if (!rendered) void language.then(() => fetchDataAhead(route));
    const validity = rendered ? Promise.resolve(false) : checkValidity(route, new URL(window.location.href)).catch(() => false);
    cancelNavigation?.(
      Promise.all([guardRedirect(route), language, validity]).then(([redirect, , verdictChanged]) => {
        if (redirect && redirect !== target) {
          setTimeout(() => navigate(redirect, { replace: true }));
          return true;
        }
        // single-spa asks the activity functions again before mounting, so the failed route's remote stays out;
        // one more pass mounts the error page in its place.
        if (verdictChanged) setTimeout(() => void triggerAppChange());
        return false;
      }),
    );
  });
  // Old remotes are unmounted at this point and the new ones not yet mounted: show the new layout's slots.
  window.addEventListener('single-spa:before-mount-routing-event', () => applyLayout(layoutOf(pageRoute())));
}
