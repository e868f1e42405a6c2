// What the page reports of the remotes it ran, per remote and version (issue 46, 4; decision 0085): slot views,
// failed views, errors attributed to the remote, and the page load's web vitals. Sent with navigator.sendBeacon to
// POST /api/signals a few seconds after something happened and when the page is hidden; nothing names the visitor.
import { REMOTE_ERROR_EVENT, type RemoteErrorDetail } from '@shop/shared';
import type { RemoteSignal, Vital } from '@shop/shared/contracts/signals';

export const SIGNALS_URL = '/api/signals';
/** A failure is reported soon (the canary watch decides within a minute); plain views can wait for more to join them. */
const FAILURE_DELAY_MS = 2_000;
const VIEWS_DELAY_MS = 15_000;
/** What one beacon may carry (the server's SIGNAL_LIMITS); the rest goes with the next. */
const MAX_ITEMS = 8;
const MAX_COUNT = 50;

interface Pending {
  remote: string;
  version: string;
  views: number;
  failed: number;
  errors: number;
  vitals: Partial<Record<Vital, number>>;
}

/** The remote's version and the address its files are under, as the registry gives them (null: not registered). */
export type RemoteSource = (remote: string) => { version: string; base: string } | null;

export interface RemoteSignals {
  /** A remote was mounted in a slot: one view of its version. */
  viewStarted(remote: string): void;
  viewEnded(remote: string): void;
  /** The remote's slot shows its fallback, or the remote threw: its current view failed (once), one more error. */
  failed(remote: string): void;
  /** The page load's web vital, for every remote version whose slots rendered that page. */
  vital(metric: Vital, value: number): void;
  /** Sends what is pending now (the page is being hidden). */
  flush(): void;
}

export function createRemoteSignals(source: RemoteSource, send: (body: string) => boolean): RemoteSignals {
  const pending = new Map<string, Pending>();
  /** The view each mounted remote is in, and whether it failed already. */
  const mounted = new Map<string, { version: string; failed: boolean }>();
  /** The remote versions of the page load (the slots the vitals describe), and the vitals already sent. */
  const pageLoad = new Map<string, string>();
  let loadRouted = false;
  const vitalsSent = new Set<Vital>();
  const vitals: Partial<Record<Vital, number>> = {};
  let timer: ReturnType<typeof setTimeout> | null = null;
  let due = Infinity;

  const entry = (remote: string, version: string): Pending => {
    const key = `${remote}@${version}`;
    let item = pending.get(key);
    if (!item) {
      item = { remote, version, views: 0, failed: 0, errors: 0, vitals: {} };
      pending.set(key, item);
    }
    return item;
  };

  const schedule = (delay: number) => {
    const at = Date.now() + delay;
    if (at >= due) return;
    if (timer) clearTimeout(timer);
    due = at;
    timer = setTimeout(flush, delay);
  };

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    due = Infinity;
    // Vitals known by now go with this beacon, once, to each remote version of the page load.
    for (const metric of Object.keys(vitals) as Vital[]) {
      if (vitalsSent.has(metric)) continue;
      vitalsSent.add(metric);
      for (const [remote, version] of pageLoad) entry(remote, version).vitals[metric] = vitals[metric];
    }
    const items: RemoteSignal[] = [];
    for (const [key, item] of pending) {
      if (items.length === MAX_ITEMS) break;
      const views = Math.min(item.views, MAX_COUNT);
      // A view that failed after it was reported waits for a view to go with (a report never has more failures).
      const failed = Math.min(item.failed, views);
      const errors = Math.min(item.errors, 200);
      const hasVitals = Object.keys(item.vitals).length > 0;
      if (views === 0 && errors === 0 && !hasVitals) continue;
      items.push({ remote: item.remote, version: item.version, views, failed, errors, ...item.vitals });
      item.views -= views;
      item.failed -= failed;
      item.errors -= errors;
      item.vitals = {};
      if (item.views === 0 && item.failed === 0 && item.errors === 0) pending.delete(key);
    }
    if (items.length === 0) return;
    send(JSON.stringify({ signals: items }));
    if ([...pending.values()].some((p) => p.views > 0 || p.errors > 0)) schedule(FAILURE_DELAY_MS);
  }

  return {
    viewStarted(remote) {
      const found = source(remote);
      if (!found) return;
      mounted.set(remote, { version: found.version, failed: false });
      if (!loadRouted) pageLoad.set(remote, found.version);
      entry(remote, found.version).views += 1;
      schedule(VIEWS_DELAY_MS);
    },
    viewEnded(remote) {
      mounted.delete(remote);
      // The first navigation ends the page load: later views are not what its vitals measured.
      loadRouted = true;
    },
    failed(remote) {
      const view = mounted.get(remote);
      const version = view?.version ?? source(remote)?.version;
      if (!version) return;
      const item = entry(remote, version);
      item.errors += 1;
      if (view && !view.failed) {
        view.failed = true;
        item.failed += 1;
      }
      schedule(FAILURE_DELAY_MS);
    },
    vital(metric, value) {
      if (vitals[metric] === undefined) vitals[metric] = value;
    },
    flush,
  };
}

/** The remote whose files a script URL is one of (an error's file name or a stack line), among the mounted ones. */
export function remoteOfScript(text: string, remotes: Iterable<string>, source: RemoteSource): string | null {
  for (const remote of remotes) {
    const found = source(remote);
    if (found && text.includes(found.base)) return remote;
  }
  return null;
}

/** The version and files' address of a registry entry: /remotes/mf-cart/<version>/mf-manifest.json. */
export function sourceOfManifest(manifestUrl: string, pageUrl: string): { version: string; base: string } | null {
  const url = new URL(manifestUrl, pageUrl);
  const parts = url.pathname.split('/');
  const version = parts[parts.length - 2];
  if (!version) return null;
  return { version, base: new URL('.', url).href };
}

/** Listens to the page: errors caught by remotes' boundaries, and uncaught errors from a remote's own files. */
export function listenForRemoteErrors(signals: RemoteSignals, mountedRemotes: () => Iterable<string>, source: RemoteSource): void {
  window.addEventListener(REMOTE_ERROR_EVENT, (event) => {
    const remote = (event as CustomEvent<RemoteErrorDetail>).detail?.remote;
    if (typeof remote === 'string') signals.failed(remote);
  });
  window.addEventListener('error', (event) => {
    const where = `${event.filename ?? ''}\n${event.error instanceof Error ? (event.error.stack ?? '') : ''}`;
    const remote = remoteOfScript(where, mountedRemotes(), source);
    if (remote) signals.failed(remote);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const remote = reason instanceof Error && reason.stack ? remoteOfScript(reason.stack, mountedRemotes(), source) : null;
    if (remote) signals.failed(remote);
  });
}
