// Which versions of a remote the shop has, for the beacon's check: the versions the registry holds (remote_versions,
// migration 0080: published, uploaded or registered at a team's origin). The page names a version by the folder its
// manifest is in; so does the registry, except for a remote on a team's origin, whose version is the manifest's URL:
// signals name that one by its folder too (signalVersionOf). Answers are kept a while, so a burst of beacons costs
// no query.
import type { Kysely } from 'kysely';
import { REMOTE_VERSION_PATTERN } from '@shop/shared/contracts/signals';
import type { Database } from '../../db/schema.ts';
import { publishedVersions } from '../releases/index.ts';

const FORGET_MS = 30_000;
const versionPattern = new RegExp(REMOTE_VERSION_PATTERN);

/** The name signals use for a registry version: the version itself, or the folder of its manifest URL. */
export function signalVersionOf(version: string, manifestUrl: string): string {
  if (versionPattern.test(version)) return version;
  const parts = manifestUrl.split(/[?#]/)[0]!.split('/');
  return parts[parts.length - 2] ?? version;
}

export function createKnownVersions(db: Kysely<Database>, now: () => number = Date.now) {
  const byRemote = new Map<string, { versions: Set<string>; readAt: number }>();

  async function read(remote: string): Promise<Set<string>> {
    const rows = await publishedVersions(db, remote);
    const versions = new Set(rows.map((r) => signalVersionOf(r.version, r.manifest_url)));
    byRemote.set(remote, { versions, readAt: now() });
    return versions;
  }

  return async (remote: string, version: string): Promise<boolean> => {
    const cached = byRemote.get(remote);
    if (cached?.versions.has(version)) return true;
    // A version released since the last look: read again, at most every 30 s per remote.
    if (cached && now() - cached.readAt < FORGET_MS) return false;
    return (await read(remote)).has(version);
  };
}
