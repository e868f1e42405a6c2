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

export function manifestUrlOf(federationName: string): string | undefined {
  return registry[federationName];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, wait(ms).then(() => Promise.reject(new Error(`${what} did not load within ${ms / 1000} s`)))]);
}

/** Loads a remote's one exposed module (`./app`), retrying with backoff before giving up. */
export async function loadRemoteApp<T>(federationName: string, delays: readonly number[] = [300, 1000, 3000]): Promise<T> {
  if (!registry[federationName]) throw new Error(`The remote registry has no entry for ${federationName}`);
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    try {
      const module = await withTimeout(loadRemote<T>(`${federationName}/app`), LOAD_TIMEOUT_MS, federationName);
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
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
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
