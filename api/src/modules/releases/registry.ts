// The registry of remotes (issue 46, decision 0080): which version of each remote the shop serves, to everyone
// (stable) and to a share of visitors (the canary), kept in the database with its history. Every instance reads it
// through a snapshot kept at most a second (REGISTRY_TTL_MS), dropped at once when any instance changes it (the
// shared state's 'releases' topic: Redis pub/sub with REDIS_URL). The deploy folder's remotes.json, as
// scripts/publish.mjs writes it, is taken into the registry when it changes: a local publish still serves its build.
// The deploy folder's file is taken in deploy-folder.ts, and the changes of a channel are in channel-changes.ts.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditEvent } from '../audit/index.ts';
import type { ReleaseActor } from './actor.ts';
import { createChannelChanges } from './channel-changes.ts';
import { inCanary } from './cohort.ts';
import { createDeployFolder } from './deploy-folder.ts';
import { manifestUrlOf } from './manifests.ts';
import { federationNameOf, REMOTE_NAMES, type RemoteName } from '@shop/shared/remotes';
import { releasesRepository as repo } from './repository.ts';

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

export interface ReleaseRegistryOptions {
  deployDir: string;
  /** Tells every instance (this one included) that the registry changed. */
  announce: () => Promise<void>;
  /** Writes an entry of the audit log by the actor. */
  audit: (actor: ReleaseActor, event: AuditEvent) => Promise<void>;
  log?: { warn: (obj: object, msg: string) => void };
}

export function createReleaseRegistry(db: Kysely<Database>, opts: ReleaseRegistryOptions) {
  const deployFolder = createDeployFolder(db, opts);
  let cached: { snapshot: RegistrySnapshot; at: number } | null = null;
  let loading: Promise<RegistrySnapshot> | null = null;

  async function readSnapshot(): Promise<RegistrySnapshot> {
    await deployFolder.take().catch((err: unknown) => opts.log?.warn({ err }, 'the deploy folder remotes.json could not be taken into the registry'));
    const channels = await repo.channels(db);
    const byRemote = new Map(channels.map((c) => [c.remote, c]));
    const served = channels.flatMap((c) => [c.stable_version, c.canary_version]).filter((v): v is string => v !== null);
    const manifests = new Map<string, string>();
    for (const v of await repo.manifestsOf(db, served)) manifests.set(`${v.remote} ${v.version}`, v.manifest_url);
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

  /**
   * The registry now: read again when older than a second, changed by any instance, or when the deploy folder's
   * remotes.json changed (one stat per call, as the renders did before: a local publish shows at the next page).
   */
  async function snapshot(): Promise<RegistrySnapshot> {
    if (cached && Date.now() - cached.at < REGISTRY_TTL_MS && (await deployFolder.unchanged())) return cached.snapshot;
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

  return {
    snapshot,
    forget,
    importDeployFolder: deployFolder.take,
    ...createChannelChanges(db, { takeDeployFolder: deployFolder.take, changed, audit: opts.audit, log: opts.log }),

    /** The history of a remote, newest first. */
    async listHistory(remote: RemoteName, limit = 50): Promise<ReleaseEvent[]> {
      const rows = await repo.history(db, remote, limit);
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
      const rows = await repo.versions(db, remote, limit);
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

export type ReleaseRegistry = ReturnType<typeof createReleaseRegistry>;
