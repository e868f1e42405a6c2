import React, { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient, { type Root } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { currentLang, HYDRATED_EVENT, i18n, matchRoute, preloadRouteCode, registerNamespace, SERVER_RENDERED_ATTRIBUTE, yieldToBrowser, type Lang, type MessageLoader } from '@shop/shared';
import { RemoteProviders } from './remote-providers.tsx';
import { readServedData } from './render-data.ts';
import type { RouteHydration } from './route-data.tsx';
import { SlotDataContext, type SlotData } from './slot-data.tsx';

export interface RemoteOptions {
  /** The remote's name, e.g. 'mf-shop'. */
  remote: string;
  /** Its i18next namespace, e.g. 'shop'. */
  namespace: string;
  /** Loads `locales/{lang}.json` of the remote; called only for the languages in use. */
  loadMessages: MessageLoader;
  /** What the remote renders into its slot, when it has no data routes. */
  App?: ComponentType<RemoteSlotProps>;
  /**
   * The remote's data routes (route-data.tsx), as `dataRoutes(routes)` gives them: a browser router over them takes
   * the server's data over (hydration) and loads each next page's data with its loaders.
   */
  routes?: RemoteRouting;
  /** What the remote renders into the footer slot the shell passes (the header's remote), in a root of its own. */
  Footer?: ComponentType;
  /** What the first render needs besides the remote's messages, loaded before it (e.g. the admin's antd texts). */
  prepare?: (lang: Lang) => Promise<unknown>;
  /**
   * The remote's router when it renders routes (NavigationRouter, from `@shop/shared/react/navigation-router`);
   * a remote without routes leaves it out and so does not load React Router at all (the header).
   */
  Router?: ComponentType<{ remote: string; children: ReactNode }>;
}

/** What the shell passes to every remote: the slot it mounts into, and for the header also the footer slot. */
export interface RemoteSlotProps {
  domElement?: HTMLElement;
  footerElement?: HTMLElement;
}

export interface RemoteLifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
}

/** A remote's data router, started at each mount (data-router.tsx's `dataRoutes`). */
export interface RemoteRouting {
  /** Starts a router at the page's address, from the server's data when it rendered the page. */
  start: (served?: RouteHydration) => Promise<{ element: ReactNode; dispose: () => void }>;
}

/** Whether the server rendered this remote into the slot (and React has not taken it over yet). */
const servedBy = (slot: HTMLElement | undefined, remote: string): slot is HTMLElement => slot?.getAttribute(SERVER_RENDERED_ATTRIBUTE) === remote;

/** React has taken the slot's HTML over: the mark goes (a later mount renders anew) and the page is told. */
function markHydrated(slot: HTMLElement): void {
  if (!slot.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return;
  slot.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  window.dispatchEvent(new CustomEvent(HYDRATED_EVENT, { detail: slot }));
}

/** Calls `onCommit` once its children are committed (a wrapper of one child: the tree's ids stay as on the server). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

const logMismatch = (remote: string) => (error: unknown) => {
  console.error(`[${remote}] The page's HTML did not match the first render; React rendered the part again.`, error);
};

/**
 * A React root in a slot: a server-rendered slot is hydrated (React takes over the HTML the server sent, without
 * building it again), any other is rendered. Both as transitions: React then yields to the browser every few
 * milliseconds while it builds or takes over a remote's tree, so mounting is many short tasks, not one long one that
 * holds back the visitor's first taps and scrolls (Total Blocking Time).
 */
function createSlotRoot(container: Element) {
  const root = ReactDOMClient.createRoot(container);
  return {
    render: (children: ReactNode) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}

function hydrateSlotRoot(container: Element, children: ReactNode, remote: string): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = ReactDOMClient.hydrateRoot(container, children, { onRecoverableError: logMismatch(remote) });
  });
  return root as unknown as Root;
}

/** How far below the viewport the footer starts being taken over: a screen ahead, so a scroll finds it live. */
const FOOTER_MARGIN = '0px 0px 100% 0px';

/**
 * Calls `start` once, when `element` comes within FOOTER_MARGIN of the viewport or the language changes (at once
 * where there is no IntersectionObserver); returns what stops waiting.
 */
function whenNeeded(element: Element, start: () => void): () => void {
  let waiting = true;
  let observer: IntersectionObserver | null = null;
  const stop = () => {
    waiting = false;
    observer?.disconnect();
    i18n.off('languageChanged', go);
  };
  function go() {
    if (!waiting) return;
    stop();
    start();
  }
  if (typeof IntersectionObserver === 'undefined') {
    go();
    return stop;
  }
  i18n.on('languageChanged', go);
  observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), { rootMargin: FOOTER_MARGIN });
  observer.observe(element);
  return stop;
}

/**
 * The single-spa lifecycles of a remote: its messages are loaded before the first render, and React
 * renders inside the slot the shell passes as `domElement` (and `Footer` inside `footerElement`).
 */
export function createRemoteLifecycles({ remote, namespace, loadMessages, App, routes, Footer, prepare, Router }: RemoteOptions): RemoteLifecycles {
  let footerRoot: Pick<Root, 'unmount'> | null = null;
  // Whether the mount in progress hydrates the main slot (single-spa-react asks while it mounts).
  let hydrating = false;
  let router: { element: ReactNode; dispose: () => void } | null = null;

  const Root = (props: RemoteSlotProps & { slotData?: SlotData | null }) => (
    <RemoteProviders remote={remote} Router={router ? undefined : Router}>
      <SlotDataContext value={props.slotData ?? null}>
        {router ? router.element : App ? <App domElement={props.domElement} footerElement={props.footerElement} /> : null}
      </SlotDataContext>
    </RemoteProviders>
  );
  // single-spa-react's React DOM.
  const reactDom = {
    createRoot: (container: Element) => createSlotRoot(container),
    hydrateRoot: (container: Element, children: ReactNode) => hydrateSlotRoot(container, children, remote),
  };
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: reactDom as unknown as typeof ReactDOMClient,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    rootComponent: Root,
    errorBoundary: () => <div role="alert">{remote}</div>,
  });
  return {
    bootstrap: async (props) => {
      await registerNamespace(namespace, loadMessages);
      return lifecycles.bootstrap(props as never);
    },
    // The remote's messages are there before its first render, and whatever else it asks to `prepare`.
    mount: async (props) => {
      // The page's own code too, when it comes in a chunk of its own (lazyPage): a hydration must not wait on it.
      // If it fails to load, the page tries once more as it renders, and shows the error in its slot if that fails.
      const page = matchRoute(window.location.pathname);
      await Promise.all([
        registerNamespace(namespace, loadMessages),
        prepare?.(currentLang()),
        page ? preloadRouteCode(remote, page.definition.name).catch(() => undefined) : null,
      ]);
      // What arrived (messages, a page's chunk) was evaluated in this task; React starts in a fresh one.
      await yieldToBrowser();
      const { domElement, footerElement } = props as RemoteSlotProps;
      const served = readServedData(remote);
      const slotData = served?.slot ?? null;
      const hydrateMain = served !== null && servedBy(domElement, remote);
      if (routes) router = await routes.start(hydrateMain ? served.router : undefined);
      if (Footer && footerElement) {
        const footer = (slot: SlotData | null) => (
          <RemoteProviders remote={remote} Router={Router}>
            <SlotDataContext value={slot}>
              <Committed onCommit={() => markHydrated(footerElement)}>
                <Footer />
              </Committed>
            </SlotDataContext>
          </RemoteProviders>
        );
        if (served && servedBy(footerElement, remote)) {
          // The footer is below the fold on most pages: React takes its HTML over when it comes near the viewport,
          // not while the page loads, which takes its render off the load's blocking time. Until then its links
          // work as plain links, and a press on a section is kept and replayed (shell/public/early-clicks.js).
          const servedIn = currentLang();
          let root: Pick<Root, 'unmount'> | null = null;
          const stopWaiting = whenNeeded(footerElement, () => {
            if (currentLang() === servedIn) {
              root = hydrateSlotRoot(footerElement, footer(slotData), remote);
              return;
            }
            // The language changed first: the server's HTML is in the other one, so the footer is rendered anew.
            const fresh = createSlotRoot(footerElement);
            fresh.render(footer(null));
            root = fresh;
          });
          footerRoot = {
            unmount: () => {
              stopWaiting();
              root?.unmount();
            },
          };
        } else {
          const root = createSlotRoot(footerElement);
          root.render(footer(null));
          footerRoot = root;
        }
      }
      hydrating = hydrateMain;
      try {
        const mounted = await lifecycles.mount({ ...props, slotData: hydrateMain ? slotData : null } as never);
        // single-spa-react's mount ends once the root's first render is committed.
        if (hydrateMain && domElement) markHydrated(domElement);
        return mounted;
      } finally {
        hydrating = false;
      }
    },
    unmount: async (props) => {
      footerRoot?.unmount();
      footerRoot = null;
      await lifecycles.unmount(props as never);
      // A later mount starts a router of its own at the address it mounts at.
      router?.dispose();
      router = null;
    },
  };
}
