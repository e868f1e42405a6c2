// Which versions of a remote the shop has, for the beacon's check: a version folder in the deploy folder (what
// `pnpm release` publishes), or a version the registry names (a team's own origin). Answers are kept a while, so a
// burst of beacons costs no file look-ups.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FORGET_UNKNOWN_MS = 30_000;
const MAX_REMEMBERED = 2000;

/** The version a registry entry names: the folder its manifest is in (/remotes/mf-cart/<version>/mf-manifest.json). */
export function versionOfManifestUrl(url: string): string | null {
  const parts = url.split('?')[0]!.split('/');
  return parts.length >= 2 ? (parts[parts.length - 2] ?? null) : null;
}

export function createKnownVersions(deployDir: string, now: () => number = Date.now) {
  const known = new Set<string>();
  const unknownUntil = new Map<string, number>();

  function lookUp(remote: string, version: string): boolean {
    if (existsSync(path.join(deployDir, 'remotes', remote, version))) return true;
    try {
      const registry = JSON.parse(readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')) as Record<string, unknown>;
      return Object.values(registry).some((url) => typeof url === 'string' && url.includes(`/${remote}/`) && versionOfManifestUrl(url) === version);
    } catch {
      return false;
    }
  }

  return (remote: string, version: string): boolean => {
    const key = `${remote}/${version}`;
    if (known.has(key)) return true;
    const until = unknownUntil.get(key);
    if (until !== undefined && until > now()) return false;
    const found = lookUp(remote, version);
    if (found) {
      if (known.size < MAX_REMEMBERED) known.add(key);
      unknownUntil.delete(key);
    } else {
      if (unknownUntil.size >= MAX_REMEMBERED) unknownUntil.clear();
      unknownUntil.set(key, now() + FORGET_UNKNOWN_MS);
    }
    return found;
  };
}
