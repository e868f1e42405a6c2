import { triggerAppChange } from 'single-spa';
import { matchRoute, navigate, setLanguage } from '@shop/shared';
import { guardRedirect } from '../guards/guards.ts';
import { applyLayout, mainServerRendered } from '../layouts/layouts.ts';
import { currentRoute, languageOf, layoutOf, pageRoute } from './current-page.ts';
import { checkValidity } from './validity.ts';

import type { BuildWatch } from '../remotes/build-watch.ts';

/**
 * Before each navigation (single-spa waits for the promise given to cancelNavigation): a newer build loads the new
 * URL in full instead of routing on the client; guards may redirect; the messages of the new page's language are
 * loaded, so every remote renders in it from its first frame; and a page another remote shows is checked by that
 * remote's entry (`validate`: its loaders' requests, made ahead of its mount, whose router then takes them). A
 * navigation within the remote on screen is its own router's: its loaders ran already (a 404 shows its not-found page).
 */
export function listenToRouting({ newerBuildBeforeNavigation }: BuildWatch): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { cancelNavigation, oldUrl, newUrl } = (event as CustomEvent<{ cancelNavigation?: (value: Promise<boolean>) => void; oldUrl: string; newUrl: string }>).detail;
    const newerBuild = oldUrl !== newUrl ? newerBuildBeforeNavigation() : Promise.resolve(false);
    const route = currentRoute();
    const target = window.location.pathname;
    const language = setLanguage(languageOf()).catch((error: unknown) => console.error('[shell] Could not switch the language', error));
    // The first page rendered by the server was checked there, and its data is in it.
    const rendered = mainServerRendered();
    const sameRemote = oldUrl !== newUrl && matchRoute(new URL(oldUrl).pathname)?.definition.remote === route?.definition.remote;
    const validity = rendered || sameRemote ? Promise.resolve(false) : language.then(() => checkValidity(route, new URL(window.location.href))).catch(() => false);
    const decision = Promise.all([guardRedirect(route, new URL(window.location.href)), language, validity, newerBuild]).then(
      ([redirect, , verdictChanged, newer]) => {
        if (newer) {
          // The address is the new page's already: load it in full. The routing goes on meanwhile, as it must if the
          // visitor stays (a page that asks before discarding edits).
          window.location.reload();
          return false;
        }
        if (redirect && redirect !== target) {
          setTimeout(() => navigate(redirect, { replace: true }));
          return true;
        }
        // single-spa asks the activity functions again before mounting, so the failed route's remote stays out;
        // one more pass mounts the error page in its place.
        if (verdictChanged) setTimeout(() => void triggerAppChange());
        return false;
      },
    );
    if (cancelNavigation) cancelNavigation(decision);
    else void decision;
  });
  // Old remotes are unmounted at this point and the new ones not yet mounted: show the new layout's slots.
  window.addEventListener('single-spa:before-mount-routing-event', () => applyLayout(layoutOf(pageRoute())));
}
