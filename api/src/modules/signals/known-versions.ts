// Which versions of a remote the shop has, for the beacon's check: the versions the registry holds (remote_versions,
// migration 0080: published, uploaded or registered at a team's origin). Answers are kept a while, so a burst of
// beacons costs no query.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const FORGET_UNKNOWN_MS = 30_000;
const MAX_REMEMBERED = 2000;

export function createKnownVersions(db: Kysely<Database>, now: () => number = Date.now) {
  const known = new Set<string>();
  const unknownUntil = new Map<string, number>();

  return async (remote: string, version: string): Promise<boolean> => {
    const key = `${remote}/${version}`;
    if (known.has(key)) return true;
    const until = unknownUntil.get(key);
    if (until !== undefined && until > now()) return false;
    const found = (await db.selectFrom('remote_versions').select('id').where('remote', '=', remote).where('version', '=', version).executeTakeFirst()) !== undefined;
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
