// The registry of remotes (issue 46, decision 0080): which version of each remote the shop serves, to everyone
// (stable) and to a share of visitors (the canary), kept in the database with its history. Every instance reads it
// through a snapshot kept at most a second (REGISTRY_TTL_MS), dropped at once when any instance changes it (the
// shared state's 'releases' topic: Redis pub/sub with REDIS_URL). The deploy folder's remotes.json, as
// scripts/publish.mjs writes it, is taken into the registry when it changes: a local publish still serves its build.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lockForTransaction } from '../../db/dialect.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { AuditEvent } from '../audit/index.ts';
import { actorName, type ReleaseActor } from './actor.ts';
import { federationNameOf, isRemoteName, REMOTE_NAMES, type RemoteName } from './remotes.ts';
import { inCanary } from './cohort.ts';

/** How long an instance serves a snapshot of the registry before reading it again (changes here drop it at once). */
export const REGISTRY_TTL_MS = 1000;
/** The topic of the shared state that tells every instance the registry changed. */
export const RELEASES_TOPIC = 'releases';

export interface ServedVersion {
  version: string;
  /** /remotes/<remote>/<version>/mf-manifest.json, or the whole URL of a manifest on another origin. */
  manifestUrl: string;
}

export interface RemoteChannel {
  remote: RemoteName;
  federationName: string;
  stable: ServedVersion | null;
  canary: ServedVersion | null;
  /** Per cent of visitors (1-99) who get the canary; 0 without one. */
  share: number;
  canaryStartedAt: string | null;
}

export interface RegistrySnapshot {
  remotes: RemoteChannel[];
  /** Whether any remote has a canary: pages then depend on the visitor's cohort. */
  canaryActive: boolean;
}

/** What one visitor is served: the registry the browser loads (/remotes.json) and the server renders with. */
export interface VisitorRegistry {
  /** Module Federation name -> manifest URL. */
  manifests: Record<string, string>;
  /** Per remote: the version served and whether it is the canary. */
  versions: Partial<Record<RemoteName, { version: string; canary: boolean }>>;
  /** Changes whenever what this visitor is served changes. */
  etag: string;
}

export interface ReleaseEvent {
  id: number;
  remote: string;
  action: string;
  version: string | null;
  previousVersion: string | null;
  share: number | null;
  actor: string;
  reason: string | null;
  createdAt: string;
}

export interface RemoteVersionRow {
  version: string;
  manifestUrl: string;
  source: string;
  createdBy: string;
  createdAt: string;
  lastServedAt: string | null;
}

/** The registry as one visitor gets it: the canary where the visitor's cohort falls in its share, else the stable. */
export function servedFor(snapshot: RegistrySnapshot, cohort: number | null): VisitorRegistry {
  const manifests: Record<string, string> = {};
  const versions: VisitorRegistry['versions'] = {};
  for (const channel of snapshot.remotes) {
    const canary = channel.canary !== null && cohort !== null && inCanary(channel.remote, cohort, channel.share);
    const served = canary ? channel.canary : channel.stable;
    if (!served) continue;
    manifests[channel.federationName] = served.manifestUrl;
    versions[channel.remote] = { version: served.version, canary };
  }
  const etag = `"${createHash('sha256').update(JSON.stringify(manifests)).digest('hex').slice(0, 16)}"`;
  return { manifests, versions, etag };
}

const isExternal = (version: string): boolean => /^https?:\/\//.test(version);
export const manifestUrlOf = (remote: string, version: string): string => (isExternal(version) ? version : `/remotes/${remote}/${version}/mf-manifest.json`);
const now = (): string => new Date().toISOString();

export interface ReleaseRegistryOptions {
  deployDir: string;
  /** Tells every instance (this one included) that the registry changed. */
  announce: () => Promise<void>;
  /** Writes an entry of the audit log by the actor. */
  audit: (actor: ReleaseActor, event: AuditEvent) => Promise<void>;
  log?: { warn: (obj: object, msg: string) => void };
}

export function createReleaseRegistry(db: Kysely<Database>, opts: ReleaseRegistryOptions) {
  const registryFile = path.join(opts.deployDir, 'remotes.json');
  let cached: { snapshot: RegistrySnapshot; at: number } | null = null;
  let loading: Promise<RegistrySnapshot> | null = null;
  /** The deploy folder's registry file as last looked at (its modification time and size). */
  let fileSeen: string | null = null;

  async function readSnapshot(): Promise<RegistrySnapshot> {
    await importDeployFolder().catch((err: unknown) => opts.log?.warn({ err }, 'the deploy folder remotes.json could not be taken into the registry'));
    const channels = await db.selectFrom('remote_channels').selectAll().execute();
    const byRemote = new Map(channels.map((c) => [c.remote, c]));
    const served = channels.flatMap((c) => [c.stable_version, c.canary_version]).filter((v): v is string => v !== null);
    const manifests = new Map<string, string>();
    if (served.length > 0) {
      for (const v of await db.selectFrom('remote_versions').select(['remote', 'version', 'manifest_url']).where('version', 'in', served).execute()) {
        manifests.set(`${v.remote} ${v.version}`, v.manifest_url);
      }
    }
    const remotes: RemoteChannel[] = [];
    for (const remote of REMOTE_NAMES) {
      const row = byRemote.get(remote);
      if (!row) continue;
      const served = (version: string | null): ServedVersion | null =>
        version === null ? null : { version, manifestUrl: manifests.get(`${remote} ${version}`) ?? manifestUrlOf(remote, version) };
      const canary = row.canary_share > 0 ? served(row.canary_version) : null;
      remotes.push({
        remote,
        federationName: federationNameOf(remote),
        stable: served(row.stable_version),
        canary,
        share: canary ? row.canary_share : 0,
        canaryStartedAt: canary ? row.canary_started_at : null,
      });
    }
    return { remotes, canaryActive: remotes.some((r) => r.canary !== null) };
  }

  /** The deploy folder's remotes.json as it is now (its modification time and size), or null without one. */
  const fileState = (): Promise<string | null> => stat(registryFile).then((file) => `${file.mtimeMs}:${file.size}`, () => null);

  /**
   * The registry now: read again when older than a second, changed by any instance, or when the deploy folder's
   * remotes.json changed (one stat per call, as the renders did before: a local publish shows at the next page).
   */
  async function snapshot(): Promise<RegistrySnapshot> {
    if (cached && Date.now() - cached.at < REGISTRY_TTL_MS && (await fileState()) === fileSeen) return cached.snapshot;
    loading ??= readSnapshot()
      .then((snap) => {
        cached = { snapshot: snap, at: Date.now() };
        return snap;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  function forget(): void {
    cached = null;
  }

  async function changed(): Promise<void> {
    forget();
    await opts.announce().catch((err: unknown) => opts.log?.warn({ err }, 'could not tell the other instances about a release'));
  }

  /**
   * Takes the deploy folder's remotes.json into the registry when its content changed since it was last taken (a
   * local `node scripts/publish.mjs` or `pnpm release` without SHOP_URL): each remote whose entry changed since then
   * serves the version it names. One instance takes it (a lock, and the hash kept in the database).
   */
  async function importDeployFolder(): Promise<boolean> {
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
      const last = await trx.selectFrom('release_file_imports').select(['content_hash', 'served_json']).where('deploy_dir', '=', opts.deployDir).executeTakeFirst();
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
        const known = await trx.selectFrom('remote_versions').select('id').where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
        if (!known) {
          await trx
            .insertInto('remote_versions')
            .values({ remote, version, manifest_url: url, source: local ? 'publish' : 'at', created_by: 'deploy folder', created_at: now() })
            .execute();
        }
        const channel = await trx.selectFrom('remote_channels').selectAll().where('remote', '=', remote).executeTakeFirst();
        if (channel?.stable_version === version) continue;
        await setStable(trx, remote, version);
        changes.push({ remote, version, previous: channel?.stable_version ?? null, known: Boolean(known) });
        await trx
          .insertInto('release_events')
          .values({ remote, action: known ? 'rollback' : 'release', version, previous_version: channel?.stable_version ?? null, share: null, actor: 'deploy folder', reason: null, created_at: now() })
          .execute();
      }
      // A remote the file named before and names no more is no longer served (the file was its registry).
      for (const [remote, version] of Object.entries(before)) {
        if (!isRemoteName(remote) || remote in named) continue;
        const channel = await trx.selectFrom('remote_channels').selectAll().where('remote', '=', remote).executeTakeFirst();
        if (channel?.stable_version !== version) continue;
        await trx.updateTable('remote_channels').set({ stable_version: null, canary_version: null, canary_share: 0, canary_started_at: null, updated_at: now() }).where('remote', '=', remote).execute();
        await trx.insertInto('release_events').values({ remote, action: 'withdraw', version: null, previous_version: version, share: null, actor: 'deploy folder', reason: null, created_at: now() }).execute();
        changes.push({ remote, version: null, previous: version, known: true });
      }
      const row = { deploy_dir: opts.deployDir, content_hash: hash, served_json: JSON.stringify(named), imported_at: now() };
      if (last) await trx.updateTable('release_file_imports').set(row).where('deploy_dir', '=', opts.deployDir).execute();
      else await trx.insertInto('release_file_imports').values(row).execute();
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

  async function setStable(trx: Kysely<Database>, remote: RemoteName, version: string, endCanary = false): Promise<void> {
    const at = now();
    const existing = await trx.selectFrom('remote_channels').select('remote').where('remote', '=', remote).executeTakeFirst();
    const canary = endCanary ? { canary_version: null, canary_share: 0, canary_started_at: null } : {};
    if (existing) await trx.updateTable('remote_channels').set({ stable_version: version, updated_at: at, ...canary }).where('remote', '=', remote).execute();
    else await trx.insertInto('remote_channels').values({ remote, stable_version: version, canary_version: null, canary_share: 0, canary_started_at: null, updated_at: at }).execute();
    await trx.updateTable('remote_versions').set({ last_served_at: at }).where('remote', '=', remote).where('version', '=', version).execute();
  }

  async function channelOf(trx: Kysely<Database>, remote: RemoteName) {
    return trx.selectFrom('remote_channels').selectAll().where('remote', '=', remote).executeTakeFirst();
  }

  async function requireVersion(trx: Kysely<Database>, remote: RemoteName, version: string): Promise<void> {
    const row = await trx.selectFrom('remote_versions').select('id').where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
    if (!row) throw notFound(`${remote} has no version ${version}`, { code: 'release.versionNotFound', params: { remote, version } });
  }

  async function event(trx: Kysely<Database>, remote: RemoteName, action: string, actor: ReleaseActor, fields: { version?: string | null; previous?: string | null; share?: number | null; reason?: string | null }) {
    await trx
      .insertInto('release_events')
      .values({
        remote,
        action,
        version: fields.version ?? null,
        previous_version: fields.previous ?? null,
        share: fields.share ?? null,
        actor: actorName(actor).slice(0, 200),
        reason: fields.reason?.slice(0, 500) ?? null,
        created_at: now(),
      })
      .execute();
  }

  /** Runs one change of a remote's channel in a transaction serialised over instances, then tells every instance. */
  async function change<T>(remote: RemoteName, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    // A change acts on the registry as the deploy folder left it, also before any page has asked for it (a team's
    // first canary on a shop whose stable versions are only in the folder's remotes.json).
    await importDeployFolder().catch((err: unknown) => opts.log?.warn({ err }, 'the deploy folder remotes.json could not be taken into the registry'));
    const result = await db.transaction().execute(async (trx) => {
      await lockForTransaction<Database>(trx, `release:${remote}`);
      return fn(trx);
    });
    await changed();
    return result;
  }

  const checkShare = (share: number): void => {
    if (!Number.isInteger(share) || share < 1 || share > 99) {
      throw unprocessable('A canary share is a whole per cent from 1 to 99', [{ field: 'share', message: 'from 1 to 99', code: 'release.invalidShare' }], 'release.invalidShare');
    }
  };

  /** Ends the canary: its visitors get the stable version at their next page. `reason` says why (the history, the audit log). */
  async function rollbackCanary(remote: RemoteName, actor: ReleaseActor, reason: string | null = null): Promise<{ version: string; stable: string | null }> {
    const result = await change(remote, async (trx) => {
      const channel = await channelOf(trx, remote);
      if (!channel?.canary_version || channel.canary_share === 0) throw conflict(`${remote} has no canary to roll back`, 'release.noCanary');
      await trx.updateTable('remote_channels').set({ canary_version: null, canary_share: 0, canary_started_at: null, updated_at: now() }).where('remote', '=', remote).execute();
      await event(trx, remote, 'canary-rollback', actor, { version: channel.canary_version, previous: channel.stable_version, reason });
      return { version: channel.canary_version, stable: channel.stable_version };
    });
    await opts.audit(actor, {
      action: 'rollback',
      entity: 'release',
      entityId: remote,
      summary: `Rolled back the canary ${result.version} of ${remote}${reason ? ` (${reason})` : ''}`,
      code: reason ? 'release.canaryRolledBackWithReason' : 'release.canaryRolledBack',
      params: reason ? { remote, version: result.version, reason } : { remote, version: result.version },
    });
    return result;
  }

  return {
    snapshot,
    forget,
    importDeployFolder,

    /** Records a version a remote published (idempotent: the same version again is the same row). */
    async addVersion(remote: RemoteName, input: { version: string; source: 'publish' | 'upload' | 'at' }, actor: ReleaseActor): Promise<{ version: string; created: boolean }> {
      const existing = await db.selectFrom('remote_versions').select('id').where('remote', '=', remote).where('version', '=', input.version).executeTakeFirst();
      if (existing) return { version: input.version, created: false };
      await db
        .insertInto('remote_versions')
        .values({ remote, version: input.version, manifest_url: manifestUrlOf(remote, input.version), source: input.source, created_by: actorName(actor).slice(0, 200), created_at: now() })
        .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
        .execute();
      return { version: input.version, created: true };
    },

    /**
     * Serves a published version: to everyone, or with `share` (1-99) as the canary for that per cent of visitors
     * (a canary running already is replaced).
     */
    async release(remote: RemoteName, version: string, actor: ReleaseActor, share?: number): Promise<void> {
      if (share !== undefined) checkShare(share);
      const previous = await change(remote, async (trx) => {
        await requireVersion(trx, remote, version);
        const channel = await channelOf(trx, remote);
        if (share === undefined) {
          await setStable(trx, remote, version, true);
          await event(trx, remote, 'release', actor, { version, previous: channel?.stable_version ?? null });
          return channel?.stable_version ?? null;
        }
        if (!channel?.stable_version) throw conflict(`${remote} serves no version yet: release one to everyone first`, 'release.noStable');
        if (channel.stable_version === version) throw conflict(`${version} is already the version ${remote} serves`, 'release.alreadyStable');
        await trx.updateTable('remote_channels').set({ canary_version: version, canary_share: share, canary_started_at: now(), updated_at: now() }).where('remote', '=', remote).execute();
        await event(trx, remote, 'canary', actor, { version, previous: channel.stable_version, share });
        return channel.stable_version;
      });
      await opts.audit(actor, share === undefined ? releaseAudit('release', remote, version, previous) : canaryAudit(remote, version, share));
    },

    /** Makes the canary the version everyone gets. */
    async promoteCanary(remote: RemoteName, actor: ReleaseActor): Promise<{ version: string; previous: string | null }> {
      const result = await change(remote, async (trx) => {
        const channel = await channelOf(trx, remote);
        if (!channel?.canary_version || channel.canary_share === 0) throw conflict(`${remote} has no canary to promote`, 'release.noCanary');
        await setStable(trx, remote, channel.canary_version, true);
        await event(trx, remote, 'promote', actor, { version: channel.canary_version, previous: channel.stable_version });
        return { version: channel.canary_version, previous: channel.stable_version };
      });
      await opts.audit(actor, {
        action: 'promote',
        entity: 'release',
        entityId: remote,
        summary: `Promoted the canary ${result.version} of ${remote} to every visitor`,
        code: 'release.promoted',
        params: { remote, version: result.version },
      });
      return result;
    },

    rollbackCanary,

    /**
     * Steps a remote back: ends its canary when one runs (and no target is named), else serves `target`, by default
     * the version served before the stable one.
     */
    async rollback(remote: RemoteName, actor: ReleaseActor, target?: string): Promise<{ version: string; previous: string | null; canary: boolean }> {
      if (target === undefined) {
        const channel = await channelOf(db, remote);
        if (channel?.canary_version && channel.canary_share > 0) {
          const ended = await rollbackCanary(remote, actor);
          return { version: ended.stable ?? '', previous: ended.version, canary: true };
        }
      }
      const result = await change(remote, async (trx) => {
        const channel = await channelOf(trx, remote);
        const current = channel?.stable_version ?? null;
        let version = target;
        if (version === undefined) {
          const before = await trx
            .selectFrom('remote_versions')
            .select('version')
            .where('remote', '=', remote)
            .where('last_served_at', 'is not', null)
            .$if(current !== null, (q) => q.where('version', '!=', current!))
            .orderBy('last_served_at', 'desc')
            .orderBy('id', 'desc')
            .executeTakeFirst();
          if (!before) throw conflict(`${remote} has no version before ${current ?? 'none'} to roll back to`, 'release.nothingToRollBack');
          version = before.version;
        }
        await requireVersion(trx, remote, version);
        await setStable(trx, remote, version, true);
        await event(trx, remote, 'rollback', actor, { version, previous: current });
        return { version, previous: current };
      });
      await opts.audit(actor, releaseAudit('rollback', remote, result.version, result.previous));
      return { ...result, canary: false };
    },

    /** Changes the share of visitors the running canary goes to. */
    async setCanaryShare(remote: RemoteName, share: number, actor: ReleaseActor): Promise<void> {
      checkShare(share);
      const version = await change(remote, async (trx) => {
        const channel = await channelOf(trx, remote);
        if (!channel?.canary_version || channel.canary_share === 0) throw conflict(`${remote} has no canary`, 'release.noCanary');
        await trx.updateTable('remote_channels').set({ canary_share: share, updated_at: now() }).where('remote', '=', remote).execute();
        await event(trx, remote, 'share', actor, { version: channel.canary_version, share });
        return channel.canary_version;
      });
      await opts.audit(actor, {
        action: 'update',
        entity: 'release',
        entityId: remote,
        summary: `The canary ${version} of ${remote} now goes to ${share} % of visitors`,
        code: 'release.shareChanged',
        params: { remote, version, share },
      });
    },

    /** The history of a remote, newest first. */
    async listHistory(remote: RemoteName, limit = 50): Promise<ReleaseEvent[]> {
      const rows = await db.selectFrom('release_events').selectAll().where('remote', '=', remote).orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({
        id: r.id,
        remote: r.remote,
        action: r.action,
        version: r.version,
        previousVersion: r.previous_version,
        share: r.share,
        actor: r.actor,
        reason: r.reason,
        createdAt: r.created_at,
      }));
    },

    /** The versions a remote published, the last served first. */
    async listVersions(remote: RemoteName, limit = 50): Promise<RemoteVersionRow[]> {
      const rows = await db.selectFrom('remote_versions').selectAll().where('remote', '=', remote).orderBy('last_served_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({ version: r.version, manifestUrl: r.manifest_url, source: r.source, createdBy: r.created_by, createdAt: r.created_at, lastServedAt: r.last_served_at }));
    },

    /** One remote's channel as the registry holds it now (read from the database, not the snapshot). */
    async channel(remote: RemoteName): Promise<RemoteChannel> {
      forget();
      const snap = await snapshot();
      return snap.remotes.find((r) => r.remote === remote) ?? { remote, federationName: federationNameOf(remote), stable: null, canary: null, share: 0, canaryStartedAt: null };
    },
  };
}

function releaseAudit(action: 'release' | 'rollback', remote: string, version: string, previous: string | null): AuditEvent {
  return action === 'release'
    ? { action: 'release', entity: 'release', entityId: remote, summary: `Released ${remote} ${version} to every visitor`, code: 'release.released', params: { remote, version } }
    : {
        action: 'rollback',
        entity: 'release',
        entityId: remote,
        summary: `Rolled ${remote} back to ${version}${previous ? ` (was ${previous})` : ''}`,
        code: 'release.rolledBack',
        params: { remote, version, previous: previous ?? '' },
      };
}

function canaryAudit(remote: string, version: string, share: number): AuditEvent {
  return { action: 'canary', entity: 'release', entityId: remote, summary: `Released ${remote} ${version} as a canary to ${share} % of visitors`, code: 'release.canaryStarted', params: { remote, version, share } };
}

export type ReleaseRegistry = ReturnType<typeof createReleaseRegistry>;
