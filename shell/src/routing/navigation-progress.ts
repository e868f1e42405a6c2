import { i18n, navigationPendingStore, reportNavigationPending } from '@shop/shared';

/**
 * How long a navigation may take before the bar shows: the usual one (~50-150 ms here, the code and data already
 * there or fetched ahead) draws the next page with no bar flashing; one that waits longer (a remote's code on
 * its first visit, the forms' chunk, a slow connection) shows that the click was heard.
 */
export const SHOW_AFTER_MS = 250;
/** A navigation the shell never hears the end of (a mount that threw) stops counting as pending after this long. */
const GIVE_UP_MS = 15_000;

/**
 * A thin progress bar at the top of the page while a navigation is pending for longer than SHOW_AFTER_MS: the shell
 * waiting for the next page's remote (single-spa's routing: guards, the language, the remote's code, its mount), or
 * a remote's router waiting for its next page (navigationPendingStore). Meanwhile the page before stays on screen,
 * as the routers keep it, and the main slot is marked busy for assistive technology. The page the browser loaded
 * shows no bar: the browser shows its own progress then.
 */
export function installNavigationProgress(): void {
  const bar = document.createElement('div');
  bar.className = 'navigation-progress';
  bar.setAttribute('role', 'progressbar');
  bar.hidden = true;
  document.body.prepend(bar);

  let firstRouting = true;
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('single-spa:before-routing-event', () => {
    if (firstRouting) return;
    clearTimeout(giveUp);
    giveUp = setTimeout(() => reportNavigationPending('shell', false), GIVE_UP_MS);
    reportNavigationPending('shell', true);
  });
  window.addEventListener('single-spa:routing-event', () => {
    firstRouting = false;
    clearTimeout(giveUp);
    reportNavigationPending('shell', false);
  });

  let showing: ReturnType<typeof setTimeout> | undefined;
  navigationPendingStore.state$.subscribe((pending) => {
    clearTimeout(showing);
    const main = document.getElementById('slot-main');
    if (!pending) {
      bar.hidden = true;
      main?.removeAttribute('aria-busy');
      return;
    }
    showing = setTimeout(() => {
      bar.setAttribute('aria-label', i18n.t('shell:navigationPending'));
      bar.hidden = false;
      main?.setAttribute('aria-busy', 'true');
    }, SHOW_AFTER_MS);
  });
}
