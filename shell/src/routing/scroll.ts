import { whenIdle } from '@shop/shared';

/**
 * Scroll behaviour of navigations (spec section 2): a new page starts at the top, or at its anchor when the URL has
 * a hash; back and forward restore the position the visitor left the page at. Positions are kept per history
 * entry in sessionStorage, so they survive a reload too.
 */
const STORAGE_KEY = 'shell.scroll-positions';
const KEY_FIELD = '__shellEntry';
/** Remotes render their data after mounting: keep trying to reach the saved position for this long. */
const RESTORE_FOR_MS = 2000;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Positions;
  } catch {
    return {};
  }
}

function entryKey(): string {
  const state = window.history.state as Record<string, unknown> | null;
  const existing = state?.[KEY_FIELD];
  if (typeof existing === 'string') return existing;
  const key = Math.random().toString(36).slice(2, 10);
  // Same URL, so single-spa does not reroute; the state of other routers (react-router's key) is kept.
  window.history.replaceState({ ...(state ?? {}), [KEY_FIELD]: key }, '');
  return key;
}

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

/** Repeats an attempt each frame until it succeeds or time runs out (the page's content may still be loading). */
function retryUntil(attempt: () => boolean, cancelled: () => boolean): void {
  const deadline = performance.now() + RESTORE_FOR_MS;
  const step = () => {
    if (cancelled() || attempt() || performance.now() > deadline) return;
    requestAnimationFrame(step);
  };
  step();
}

export function installScrollBehaviour(): void {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  const positions = readPositions();
  let currentKey = entryKey();
  let navigationId = 0;
  // The visitor may have scrolled the server-rendered page before this ran.
  if (window.scrollY > 0) positions[currentKey] = window.scrollY;

  let pending = false;
  window.addEventListener(
    'scroll',
    () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        positions[currentKey] = window.scrollY;
      });
    },
    { passive: true },
  );
  window.addEventListener('pagehide', () => {
    positions[currentKey] = window.scrollY;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  });
  // The page the browser loaded (its first routing event, unless the visitor already followed a link): shown
  // server-rendered and perhaps scrolled before the shell ran, so its position is left alone unless the visitor came
  // back to it (back, forward, reload) and it is still at the top.
  let firstPage = true;
  const arrival = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;

  window.addEventListener('single-spa:routing-event', (event) => {
    const detail = (event as CustomEvent<{ originalEvent?: Event & { singleSpa?: boolean } }>).detail;
    const previousKey = currentKey;
    currentKey = entryKey();
    const landing = firstPage && currentKey === previousKey;
    firstPage = false;
    if (landing) {
      const saved = positions[currentKey];
      if ((arrival === 'back_forward' || arrival === 'reload') && saved !== undefined && window.scrollY === 0) {
        retryUntil(() => {
          window.scrollTo(0, saved);
          return Math.abs(window.scrollY - saved) < 2;
        }, () => navigationId !== 0);
      } else if (window.location.hash && window.scrollY === 0) {
        retryUntil(() => scrollToHash(window.location.hash), () => navigationId !== 0);
      }
      return;
    }
    if (currentKey === previousKey) return; // same entry (e.g. a replaced query): leave the scroll alone
    // Written when the page is idle: the write took ~6 ms in the middle of a navigation (pagehide writes too).
    whenIdle(() => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions)), 1_000);
    const id = ++navigationId;
    const cancelled = () => id !== navigationId;
    // A real popstate (not single-spa's synthetic one after pushState) is back or forward navigation.
    const isHistoryTraversal = detail.originalEvent?.type === 'popstate' && !detail.originalEvent.singleSpa;
    const saved = positions[currentKey];
    if (isHistoryTraversal && saved !== undefined) {
      retryUntil(() => {
        window.scrollTo(0, saved);
        return Math.abs(window.scrollY - saved) < 2;
      }, cancelled);
    } else if (window.location.hash) {
      retryUntil(() => scrollToHash(window.location.hash), cancelled);
    } else {
      window.scrollTo(0, 0);
    }
  });
}
