// The page's one reporter of remote signals (remote-signals.ts), fed by the slots' lifecycles (applications.ts),
// the fallbacks (fallback.ts) and the page's errors; the web vitals come from the `web-vitals` library, loaded at
// idle in a chunk of its own, only where measuring is allowed (decision 0085).
import { afterLoadWhenIdle, federationNameOf, isRemoteName, publicConfig } from '@shop/shared';
import { analyticsAllowed, isAnalyticsPage, storedConsent } from '../analytics/consent.ts';
import { manifestUrlOf } from '../remotes/registry.ts';
import { createRemoteSignals, listenForRemoteErrors, SIGNALS_URL, sourceOfManifest, type RemoteSource } from './remote-signals.ts';

const source: RemoteSource = (remote) => {
  const url = manifestUrlOf(isRemoteName(remote) ? federationNameOf(remote) : '');
  return url ? sourceOfManifest(url, location.href) : null;
};

const send = (body: string): boolean => {
  try {
    return navigator.sendBeacon(SIGNALS_URL, new Blob([body], { type: 'application/json' }));
  } catch {
    return false; // a report is worth less than anything the page does
  }
};

export const pageSignals = createRemoteSignals(source, send);
const mounted = new Set<string>();

/** Counts a remote's view in a slot from its mount to its unmount. */
export function slotMounted(remote: string): void {
  mounted.add(remote);
  pageSignals.viewStarted(remote);
}
export function slotUnmounted(remote: string): void {
  mounted.delete(remote);
  pageSignals.viewEnded(remote);
}

/** Whether web vitals may be measured on this page: the consent banner's rule where there is one (decision 0085). */
function vitalsAllowed(): boolean {
  if (!isAnalyticsPage(location.pathname)) return false;
  const { analyticsId, analyticsConsent } = publicConfig();
  if (!analyticsId) return true;
  return analyticsAllowed(storedConsent(), analyticsConsent === 'granted' ? 'granted' : 'denied');
}

export function installSignals(): void {
  listenForRemoteErrors(pageSignals, () => mounted, source);
  const hidden = () => {
    if (document.visibilityState === 'hidden') pageSignals.flush();
  };
  document.addEventListener('visibilitychange', hidden);
  window.addEventListener('pagehide', () => pageSignals.flush());
  afterLoadWhenIdle(() => {
    if (!vitalsAllowed()) return;
    void import('web-vitals')
      .then(({ onLCP, onINP, onCLS }) => {
        onLCP((metric) => pageSignals.vital('lcp', metric.value));
        onINP((metric) => pageSignals.vital('inp', metric.value));
        onCLS((metric) => pageSignals.vital('cls', metric.value));
        // After the library's own listeners, so the values it reports as the page is hidden go in that beacon.
        document.removeEventListener('visibilitychange', hidden);
        document.addEventListener('visibilitychange', hidden);
      })
      .catch(() => undefined);
  });
}
