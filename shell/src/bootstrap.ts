// The single-spa root config: language prefix, layouts, remotes from the run-time registry, and the platform
// behaviours around navigation (guards, pages checked by their remotes, scroll, reload on new builds, prefetch, load errors).
import { addErrorHandler, start } from 'single-spa';
import { installAnalytics } from './analytics/analytics.ts';
import { apiInstance, cartStore, federationNameOf, hasToken, registerNamespace, setLanguage, yieldToBrowser } from '@shop/shared';
import { redirectRootToLanguage } from './language/root-language.ts';
import { applyLayout } from './layouts/layouts.ts';
import { registerApplications } from './remotes/applications.ts';
import { installBuildWatch } from './remotes/build-watch.ts';
import { installLinkPrefetch } from './remotes/link-prefetch.ts';
import { fetchRegistry, registerRegistry, registryMovedOn } from './remotes/registry.ts';
import { isChunkLoadError, reloadForLoadError } from './remotes/reload-guard.ts';
import { currentRoute, languageOf, layoutOf } from './routing/current-page.ts';
import { installNavigationProgress } from './routing/navigation-progress.ts';
import { listenToRouting } from './routing/navigation.ts';
import { installScrollBehaviour } from './routing/scroll.ts';
import { installSignals } from './signals/page-signals.ts';

addErrorHandler((error) => {
  console.error(`[shell] ${error.appOrParcelName} failed`, error);
});

// A chunk a remote loads later (a page, a language file) failed: when a release moved a remote to another build, one
// guarded reload fetches it; offline, a reload would only show the browser's error page.
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) void registryMovedOn().then((moved) => moved && reloadForLoadError(event.reason));
});

async function main(): Promise<void> {
  redirectRootToLanguage();
  const route = currentRoute();
  applyLayout(layoutOf(route));
  const language = setLanguage(languageOf());
  // Pages that call the API as they open (the admin's check of the signed-in user, the cart's remembered cart) load
  // the API client (made on first use) now, alongside their remote's code, so their first call does not wait for it.
  if ((route?.definition.guard === 'auth' && hasToken()) || (route?.definition.remote === 'mf-cart' && cartStore.value.cartId)) void apiInstance();
  await Promise.all([
    registerNamespace('shell', (lang) => import(`./locales/${lang}.json`)),
    language,
    fetchRegistry()
      .then(registerRegistry)
      .catch((error: unknown) => console.error('[shell] No remote registry; every remote slot will show its fallback.', error)),
  ]);
  // The platform's set-up, then the first routing (loading the page's remotes): two tasks, not one long one.
  await yieldToBrowser();
  registerApplications();
  installSignals();
  listenToRouting(installBuildWatch());
  installScrollBehaviour();
  installNavigationProgress();
  await yieldToBrowser();
  start({ urlRerouteOnly: true });
  installLinkPrefetch(federationNameOf);
  installAnalytics();
}

void main();
