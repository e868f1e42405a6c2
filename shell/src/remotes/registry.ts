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
      if (module) return module;
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
  requiredVersion?: string;
  singleton?: boolean;
}

type ShareRegistry = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>>;

/** The versions of each shared library that are already loaded in the page, by library name. */
function loadedVersions(): Map<string, Set<string>> {
  const share = (globalThis as { __FEDERATION__?: { __SHARE__?: ShareRegistry } }).__FEDERATION__?.__SHARE__ ?? {};
  const result = new Map<string, Set<string>>();
  for (const scopes of Object.values(share)) {
    for (const packages of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(packages)) {
        for (const [version, info] of Object.entries(versions)) {
          if (!info.loaded) continue;
          if (!result.has(name)) result.set(name, new Set());
          result.get(name)?.add(version);
        }
      }
    }
  }
  return result;
}

/**
 * Version skew: a remote built against a shared library version the page cannot give it (the page already runs
 * another version of a singleton). Returns one line per unmet requirement; empty when the remote fits the page.
 */
export async function versionSkew(federationName: string): Promise<string[]> {
  const url = registry[federationName];
  if (!url) return [];
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) return []; // loading will fail and be handled as a load error
  const manifest = (await response.json()) as { shared?: ManifestShared[] };
  const loaded = loadedVersions();
  const problems: string[] = [];
  for (const shared of manifest.shared ?? []) {
    const required = shared.requiredVersion;
    const versions = loaded.get(shared.name);
    if (!required || !versions || !shared.singleton) continue;
    if (![...versions].some((version) => satisfy(version, required))) {
      problems.push(`${shared.name}: needs ${required}, the page runs ${[...versions].join(', ')}`);
    }
  }
  return problems;
}
