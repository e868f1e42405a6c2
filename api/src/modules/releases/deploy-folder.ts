// The deploy folder's remotes.json, as scripts/publish.mjs writes it, taken into the registry when it changes: a
// local publish still serves its build.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lockForTransaction } from '../../db/dialect.ts';
import type { AuditEvent } from '../audit/index.ts';
import type { ReleaseActor } from './actor.ts';
import { isExternal } from './manifests.ts';
import { releaseAudit } from './release-audit.ts';
import { isRemoteName, type RemoteName } from '@shop/shared/remotes';
import { releasesRepository as repo } from './repository.ts';

const now = (): string => new Date().toISOString();

export function createDeployFolder(
  db: Kysely<Database>,
  opts: { deployDir: string; announce: () => Promise<void>; audit: (actor: ReleaseActor, event: AuditEvent) => Promise<void> },
) {
  const registryFile = path.join(opts.deployDir, 'remotes.json');
  /** The deploy folder's registry file as last looked at (its modification time and size). */
  let fileSeen: string | null = null;

  /** The deploy folder's remotes.json as it is now (its modification time and size), or null without one. */
  const fileState = (): Promise<string | null> => stat(registryFile).then((file) => `${file.mtimeMs}:${file.size}`, () => null);

  /**
   * Takes the deploy folder's remotes.json into the registry when its content changed since it was last taken (a
   * local `node scripts/publish.mjs` or `pnpm release` without SHOP_URL): each remote whose entry changed since then
   * serves the version it names. One instance takes it (a lock, and the hash kept in the database).
   */
  async function take(): Promise<boolean> {
    const seen = await fileState();
    if (seen === null || seen === fileSeen) return false;
    const text = await readFile(registryFile, 'utf8');
    let entries: Record<string, unknown>;
    try {
      entries = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return false; // being rewritten: looked at again at the next snapshot
    }
    const hash = createHash('sha256').update(text).digest('hex');
    const took = await db.transaction().execute(async (trx) => {
      await lockForTransaction<Database>(trx, 'release-file-import');
      const last = await repo.fileImport(trx, opts.deployDir);
      if (last?.content_hash === hash) return [];
      // What the file named when it was last taken: an entry it names unchanged leaves the registry as it is, so a
      // publish of one remote does not undo another remote's release through the API.
      const before = JSON.parse(last?.served_json ?? '{}') as Record<string, string>;
      const changes: Array<{ remote: RemoteName; version: string | null; previous: string | null; known: boolean }> = [];
      const named: Record<string, string> = {};
      for (const [key, url] of Object.entries(entries)) {
        if (typeof url !== 'string') continue;
        // A folder of the deploy folder names its remote; a manifest elsewhere is named by the entry's key.
        const local = /^\/remotes\/([^/]+)\/([^/]+)\//.exec(url);
        const remote = local ? local[1]! : key.replaceAll('_', '-');
        const version = local ? local[2]! : url;
        if (!isRemoteName(remote) || (!local && !isExternal(url))) continue;
        named[remote] = version;
        if (before[remote] === version) continue;
        const known = await repo.version(trx, remote, version);
        if (!known) await repo.addVersion(trx, { remote, version, manifest_url: url, source: local ? 'publish' : 'at', created_by: 'deploy folder', created_at: now() });
        const channel = await repo.channel(trx, remote);
        if (channel?.stable_version === version) continue;
        await repo.setStable(trx, remote, version);
        changes.push({ remote, version, previous: channel?.stable_version ?? null, known: Boolean(known) });
        await repo.addEvent(trx, { remote, action: known ? 'rollback' : 'release', version, previous_version: channel?.stable_version ?? null, share: null, actor: 'deploy folder', reason: null });
      }
      // A remote the file named before and names no more is no longer served (the file was its registry).
      for (const [remote, version] of Object.entries(before)) {
        if (!isRemoteName(remote) || remote in named) continue;
        const channel = await repo.channel(trx, remote);
        if (channel?.stable_version !== version) continue;
        await repo.withdraw(trx, remote);
        await repo.addEvent(trx, { remote, action: 'withdraw', version: null, previous_version: version, share: null, actor: 'deploy folder', reason: null });
        changes.push({ remote, version: null, previous: version, known: true });
      }
      const row = { deploy_dir: opts.deployDir, content_hash: hash, served_json: JSON.stringify(named), imported_at: now() };
      await repo.saveFileImport(trx, row, Boolean(last));
      return changes;
    });
    fileSeen = seen;
    if (took.length === 0) return false;
    for (const change of took) {
      const event: AuditEvent =
        change.version === null
          ? { action: 'withdraw', entity: 'release', entityId: change.remote, summary: `${change.remote} is no longer served (was ${change.previous})`, code: 'release.withdrawn', params: { remote: change.remote, version: change.previous ?? '' } }
          : releaseAudit(change.known ? 'rollback' : 'release', change.remote, change.version, change.previous);
      await opts.audit({ kind: 'system', name: 'deploy folder' }, event);
    }
    await opts.announce().catch(() => undefined);
    return true;
  }

  return {
    take,
    /** Whether the file is as it was last looked at (one stat). */
    unchanged: async (): Promise<boolean> => (await fileState()) === fileSeen,
  };
}
