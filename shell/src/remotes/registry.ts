import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';

/** Remote name (as in its Module Federation config) -> URL of its mf-manifest.json, served by the server. */
export type RemoteRegistry = Record<string, string>;

const REGISTRY_URL = '/remotes.json';

export async function fetchRegistry(): Promise<RemoteRegistry> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The remote registry ${REGISTRY_URL} answered ${response.status}`);
  return (await response.json()) as RemoteRegistry;
}

export function registerRegistry(registry: RemoteRegistry): void {
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads a remote's one exposed module (`./app`), retrying with backoff before giving up. */
export async function loadRemoteApp<T>(federationName: string, delays: readonly number[] = [300, 1000, 3000]): Promise<T> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    try {
      const module = await loadRemote<T>(`${federationName}/app`);
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
