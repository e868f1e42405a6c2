import { addErrorHandler, registerApplication, start, type LifeCycles } from 'single-spa';
import { langOfPath, matchRoute, navigate, registerNamespace, setLanguage, type Lang, type RemoteName, type ResolvedRoute } from '@shop/shared';
import { renderErrorPage } from './error-page/error-page.ts';
import { guardRedirect } from './guards/guards.ts';
import { fallbackLanguage, redirectRootToLanguage } from './language/root-language.ts';
import { applyLayout, layoutShowsHeader, slotElement } from './layouts/layouts.ts';
import { fallbackLifecycles } from './remotes/fallback.ts';
import { fetchRegistry, loadRemoteApp, registerRegistry } from './remotes/registry.ts';

/** Remote package name -> its Module Federation name (the key in /remotes.json). */
const FEDERATION_NAMES: Record<RemoteName | 'mf-header', string> = {
  'mf-header': 'mf_header',
  'mf-shop': 'mf_shop',
  'mf-cart': 'mf_cart',
  'mf-catalog': 'mf_catalog',
  'mf-admin': 'mf_admin',
};

function currentRoute(location: Location = window.location): ResolvedRoute | null {
  return matchRoute(location.pathname);
}

/** The page's language: the route's, else the prefix of an unknown path, else the saved choice or sk. */
function languageOf(location: Location = window.location): Lang {
  return langOfPath(location.pathname) ?? fallbackLanguage();
}

function layoutOf(route: ResolvedRoute | null) {
  return route?.definition.layout ?? 'default';
}

async function remoteApp(remote: RemoteName | 'mf-header'): Promise<LifeCycles> {
  try {
    return await loadRemoteApp<LifeCycles>(FEDERATION_NAMES[remote]);
  } catch (error) {
    return fallbackLifecycles(remote, error) as LifeCycles;
  }
}

/** The error page as a tiny single-spa application, active when no route matches the path. */
const errorPageApp: LifeCycles = {
  bootstrap: () => Promise.resolve(),
  mount: () => {
    const path = `${window.location.pathname}${window.location.search}`;
    renderErrorPage(slotElement('main'), { status: 404, message: `Page not found: ${path}` }, languageOf());
    return Promise.resolve();
  },
  unmount: () => {
    slotElement('main').replaceChildren();
    return Promise.resolve();
  },
};

function registerApps(): void {
  registerApplication({
    name: 'mf-header',
    app: () => remoteApp('mf-header'),
    activeWhen: (location) => layoutShowsHeader(layoutOf(currentRoute(location))),
    customProps: () => ({ domElement: slotElement('header'), footerElement: slotElement('footer') }),
  });
  for (const remote of ['mf-shop', 'mf-cart', 'mf-catalog', 'mf-admin'] as const) {
    registerApplication({
      name: remote,
      app: () => remoteApp(remote),
      activeWhen: (location) => currentRoute(location)?.definition.remote === remote,
      customProps: () => ({ domElement: slotElement('main') }),
    });
  }
  registerApplication({ name: 'shell-error', app: () => Promise.resolve(errorPageApp), activeWhen: (location) => currentRoute(location) === null });
}

/**
 * Before each navigation (single-spa waits for the promise given to cancelNavigation): guards may redirect, and
 * the messages of the new page's language are loaded, so every remote renders in it from its first frame.
 */
function listenToRouting(): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { cancelNavigation } = (event as CustomEvent<{ cancelNavigation?: (value: Promise<boolean>) => void }>).detail;
    const route = currentRoute();
    const target = window.location.pathname;
    const language = setLanguage(languageOf()).catch((error: unknown) => console.error('[shell] Could not switch the language', error));
    cancelNavigation?.(
      Promise.all([guardRedirect(route), language]).then(([redirect]) => {
        if (redirect && redirect !== target) {
          setTimeout(() => navigate(redirect, { replace: true }));
          return true;
        }
        return false;
      }),
    );
  });
  // Old remotes are unmounted at this point and the new ones not yet mounted: show the new layout's slots.
  window.addEventListener('single-spa:before-mount-routing-event', () => applyLayout(layoutOf(currentRoute())));
}

addErrorHandler((error) => {
  console.error(`[shell] ${error.appOrParcelName} failed`, error);
});

async function main(): Promise<void> {
  redirectRootToLanguage();
  const route = currentRoute();
  applyLayout(layoutOf(route));
  await Promise.all([
    registerNamespace('shell', (lang) => import(`./locales/${lang}.json`)),
    setLanguage(languageOf()),
    fetchRegistry()
      .then(registerRegistry)
      .catch((error: unknown) => console.error('[shell] No remote registry; every remote slot will show its fallback.', error)),
  ]);
  registerApps();
  listenToRouting();
  start({ urlRerouteOnly: true });
}

void main();
