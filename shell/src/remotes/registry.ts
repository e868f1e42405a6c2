import { registerRemotes, loadRemote, satisfy } from '@module-federation/enhanced/runtime';

/** Remote name (as in its Module Federation config) -> URL of its mf-manifest.json, served by the server. */
export type RemoteRegistry = Record<string, string>;

const REGISTRY_URL = '/remotes.json';
/** One attempt to load a remote's code may take this long before it counts as failed. */
export const LOAD_TIMEOUT_MS = 10_000;

let registry: RemoteRegistry = {};

export async function fetchRegistry(): Promise<RemoteRegistry> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The remote registry ${REGISTRY_URL} answered ${response.status}`);
  return (await response.json()) as RemoteRegistry;
}

export function registerRegistry(next: RemoteRegistry): void {
  registry = next;
  registerRemotes(
    Object.entries(next).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/**
 * Whether the registry now names another build of the remote (of any, without a name) than the one the page tried: only then can a reload load
 * something else (a new release removed the old build's chunks). Offline, or the same build: a reload cannot help.
 */
export async function registryMovedOn(federationName?: string): Promise<boolean> {
  const next = await fetchRegistry().catch(() => null);
  if (!next) return false;
  const names = federationName ? [federationName] : Object.keys(next);
  return names.some((name) => next[name] !== undefined && next[name] !== registry[name]);
}

/**
 * Before loading a remote again after a failure: the current registry's entry for it is registered anew with `force`,
 * which drops what the runtime kept of the failed attempt, so the manifest and code are asked for again.
 */
export async function refreshRemote(federationName: string): Promise<void> {
  loads.delete(federationName);
  failures.delete(federationName);
  const next = await fetchRegistry().catch(() => null);
  const entry = next?.[federationName] ?? registry[federationName];
  if (!entry) return;
  registry = { ...registry, [federationName]: entry };
  registerRemotes([{ name: federationName, entry }], { force: true });
}

export function manifestUrlOf(federationName: string): string | undefined {
  return registry[federationName];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, wait(ms).then(() => Promise.reject(new Error(`${what} did not load within ${ms / 1000} s`)))]);
}

/**
 * Each remote's load, shared by everything that asks for it (the validity check before a navigation, then the mount):
 * a failure is not retried from scratch by the next caller, so the fallback follows the check at once (no blank slot
 * while the same attempts run twice). refreshRemote (the fallback's "Try again") forgets it.
 */
const loads = new Map<string, Promise<unknown>>();
const failures = new Map<string, unknown>();

/**
 * The error of the remote's load when it failed moments ago (the navigation's check), known without waiting: the
 * mount then shows the fallback in the same task as the old page goes, so no frame shows an empty slot.
 */
export function recentLoadFailure(federationName: string): unknown {
  return failures.get(federationName);
}

/** How long a failed load answers for the remote: the check and the mount of one navigation, not the next ones. */
const FAILURE_KEPT_MS = 10_000;

/** Loads a remote's one exposed module (`./app`), retrying briefly before giving up (a passing network fault). */
export function loadRemoteApp<T>(federationName: string, delays: readonly number[] = [250, 1000]): Promise<T> {
  let load = loads.get(federationName);
  if (!load) {
    load = attemptLoads(federationName, delays);
    loads.set(federationName, load);
    // A later navigation to the remote tries again by itself.
    load.catch((error: unknown) => {
      failures.set(federationName, error);
      setTimeout(() => {
        if (loads.get(federationName) !== load) return;
        loads.delete(federationName);
        failures.delete(federationName);
      }, FAILURE_KEPT_MS);
    });
  }
  return load as Promise<T>;
}

async function attemptLoads(federationName: string, delays: readonly number[]): Promise<unknown> {
  if (!registry[federationName]) throw new Error(`The remote registry has no entry for ${federationName}`);
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    try {
      const module = await withTimeout(loadRemote(`${federationName}/app`), LOAD_TIMEOUT_MS, federationName);
      if (module) {
        markLoaded(federationName);
        return module;
      }
      lastError = new Error(`The remote ${federationName} exposed nothing at ./app`);
    } catch (error) {
      lastError = error;
    }
    const delay = delays[attempt];
    if (delay !== undefined) await wait(delay);
  }
  const error = lastError instanceof Error ? lastError : new Error(String(lastError));
  // Asked here, within the failed load the navigation's check already waited for: the mount that follows decides at
  // once, with no request between the old page going and the fallback showing.
  throw Object.assign(error, { buildMoved: await registryMovedOn(federationName) });
}

/** Whether a failed load found the registry naming another build of the remote (a reload can then help). */
export function buildMovedOn(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { buildMoved?: unknown }).buildMoved === true;
}

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}
interface Manifest {
  shared?: ManifestShared[];
}

/** The shell's own manifest (its build's shared versions): the first provider of what it shares. */
const SHELL_MANIFEST_URL = '/mf-manifest.json';
/** Manifests by URL, fetched once: the shell's, and each remote's. */
const manifests = new Map<string, Promise<Manifest | null>>();
/** The manifests of the builds that run in the page, in the order they were loaded (the shell's first). */
const loadedManifests: string[] = [SHELL_MANIFEST_URL];

function manifestOf(url: string, priority: RequestPriority = 'auto'): Promise<Manifest | null> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetch(url, { priority })
      .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : null))
      .catch(() => null);
    manifests.set(url, manifest);
  }
  return manifest;
}

/**
 * Fetches a remote's manifest ahead, with low priority (a visible link to a page it shows): a click then starts with
 * its code, as the manifest is in the HTTP cache (immutable, in the build's versioned folder) for the Module
 * Federation runtime too. A failure is forgotten, so the click asks again.
 */
export async function prefetchManifest(federationName: string): Promise<void> {
  const url = registry[federationName];
  if (!url || manifests.has(url)) return;
  if ((await manifestOf(url, 'low')) === null) manifests.delete(url);
}

/** Records that a remote's build now runs in the page (its singletons are the page's where it loaded them first). */
export function markLoaded(federationName: string): void {
  const url = registry[federationName];
  if (url && !loadedManifests.includes(url)) loadedManifests.push(url);
}

/**
 * The version of each singleton the page runs: the first loaded build that provides it gives it to every later one
 * (shareStrategy 'loaded-first'), read from the builds' public manifests, not from the runtime's private state.
 */
async function pageVersions(): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  for (const manifest of await Promise.all(loadedManifests.map((url) => manifestOf(url)))) {
    for (const shared of manifest?.shared ?? []) {
      if (shared.singleton && shared.version && !result.has(shared.name)) result.set(shared.name, shared.version);
    }
  }
  return result;
}

/**
 * Version skew: a remote built against a singleton's version range the page cannot give it (the page already runs
 * another version). Returns one line per unmet requirement; empty when the remote fits the page.
 */
export async function versionSkew(federationName: string): Promise<string[]> {
  const url = registry[federationName];
  if (!url) return [];
  const manifest = await manifestOf(url);
  if (!manifest) return []; // loading will fail and be handled as a load error
  const running = await pageVersions();
  const problems: string[] = [];
  for (const shared of manifest.shared ?? []) {
    const required = shared.requiredVersion;
    const version = running.get(shared.name);
    if (!required || !version || !shared.singleton) continue;
    if (!satisfy(version, required)) problems.push(`${shared.name}: needs ${required}, the page runs ${version}`);
  }
  return problems;
}
