import { preloadRemote } from '@module-federation/enhanced/runtime';
import { afterLoadWhenIdle, currentLang, hasRouteCode, matchRoute, preloadRouteCode } from '@shop/shared';
import { routeEntryOf } from '../routing/validity.ts';
import { canPrefetch, createPrefetchQueue, type ConnectionInfo } from './prefetch.ts';
import { prefetchManifest } from './registry.ts';

/** How long the pointer rests on a link before its page's code and data are fetched ahead: a pass across a menu fetches nothing. */
const HOVER_INTENT_MS = 80;
/** How long an answer fetched ahead waits for its page (AHEAD_MS of shared/src/runtime/ahead.ts). */
const DATA_KEPT_MS = 5_000;

/**
 * Fetches a page's code and data ahead of the click, within the rules of prefetch.ts. A link the visitor means to
 * follow (the pointer rests on it, it is focused, touched or pressed) gets its remote's code (with the page's own chunk, if
 * the remote keeps it in one) and its page's data fetched ahead by the remote that owns it (its entry's `prefetch`,
 * which runs the page's loaders; shared/src/runtime/ahead.ts). A link that is only visible gets, once the page is idle,
 * its remote's manifest with low priority and the page's own chunk when its remote is running already (a few KB);
 * never the code of a remote the page does not run: the header's links to the cart and the catalogue are on every
 * page, and preloading those remotes for them made every first load carry code it did not run (issue 52; decision
 * 0110).
 */
export function installLinkPrefetch(federationNameOf: (remote: string) => string | undefined): void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  const queue = createPrefetchQueue(async (key) => {
    const [kind, value, detail] = key.split('|') as [string, string, string | undefined];
    if (kind === 'code') await preloadRemote([{ nameOrAlias: value, exposes: ['./app'] }]);
    else if (kind === 'manifest') await prefetchManifest(value);
    else if (kind === 'page') await preloadRouteCode(value, detail ?? '');
  });

  /** `intent`: the visitor means to follow the link (else it is only visible: its remote's code is not fetched). */
  const prefetchLink = (link: HTMLAnchorElement, intent: boolean): void => {
    if (!canPrefetch(connection)) return;
    if (link.origin !== window.location.origin || link.target === '_blank') return;
    const route = matchRoute(link.pathname);
    if (!route) return;
    const federationName = federationNameOf(route.definition.remote);
    // Only visible: the remote's manifest (a few KB of JSON, what its code is), so a click starts with the code.
    if (federationName) queue.enqueue(intent ? `code|${federationName}` : `manifest|${federationName}`);
    // The page's own chunk, when its remote keeps it in one (lazyPage) and is running already (else its mount loads
    // it): asked only then, so a link seen before the remote ran still gets it when hovered later.
    if (hasRouteCode(route.definition.remote)) queue.enqueue(`page|${route.definition.remote}|${route.definition.name}`);
  };

  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      prefetchLink(entry.target as HTMLAnchorElement, false);
    }
  });
  const observeLinks = (root: ParentNode) => root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]').forEach((a) => visible.observe(a));
  // Visible links are fetched ahead only once the page has loaded and the main thread is idle: before that, their
  // code would compete with what the first render needs (bench/: the home page's first load).
  afterLoadWhenIdle(() => {
    // Links appear whenever a remote renders: look at what was added.
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLAnchorElement && node.getAttribute('href')?.startsWith('/')) visible.observe(node);
          else if (node instanceof Element) observeLinks(node);
        });
      }
    }).observe(document.body, { childList: true, subtree: true });
    observeLinks(document);
  });

  // The page whose data was last asked for ahead, and when: a press after the pointer's rest (or focus, then a
  // hover) asks once, as the first answer is kept for the page that long (AHEAD_MS, shared/src/runtime/ahead.ts).
  let askedAhead: { href: string; at: number } | null = null;
  const prefetchPageData = (link: HTMLAnchorElement): void => {
    if (!canPrefetch(connection) || link.origin !== window.location.origin) return;
    if (askedAhead?.href === link.href && Date.now() - askedAhead.at < DATA_KEPT_MS) return;
    // The page on screen asked for its data already (a click that came before the pointer's rest was over, then
    // the page took the answer): asking ahead again would be a second request for the same page.
    if (link.pathname === window.location.pathname && link.search === window.location.search) return;
    const route = matchRoute(link.pathname);
    // In the language the API answers in now (as the page will ask).
    if (!route || route.lang !== currentLang()) return;
    askedAhead = { href: link.href, at: Date.now() };
    routeEntryOf(route)
      .then(({ prefetch }) => prefetch?.(link.href))
      .catch(() => undefined);
  };

  /** The visitor means to follow the link: its remote's code and its page's data, ahead of the click. */
  const followSoon = (link: HTMLAnchorElement): void => {
    prefetchLink(link, true);
    prefetchPageData(link);
  };

  const linkOf = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    return link instanceof HTMLAnchorElement ? link : null;
  };
  let resting: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null;
  document.addEventListener(
    'mouseover',
    (event) => {
      const link = linkOf(event);
      if (link === resting?.link) return;
      if (resting) clearTimeout(resting.timer);
      resting = link ? { link, timer: setTimeout(() => followSoon(link), HOVER_INTENT_MS) } : null;
    },
    { passive: true },
  );
  // A click follows the link now: the shell's check and the page ask for its data; the rest is not waited for.
  document.addEventListener(
    'click',
    () => {
      if (resting) clearTimeout(resting.timer);
      resting = null;
    },
    { capture: true, passive: true },
  );
  document.addEventListener('focusin', (event) => {
    const link = linkOf(event);
    if (link) followSoon(link);
  });
  // A touch, or a press of the mouse button (its click comes as the button is let go, ~100 ms later): no rest needed.
  for (const type of ['touchstart', 'pointerdown'] as const) {
    document.addEventListener(
      type,
      (event) => {
        const link = linkOf(event);
        if (link) followSoon(link);
      },
      { passive: true },
    );
  }
}
