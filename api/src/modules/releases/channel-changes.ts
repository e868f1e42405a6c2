// Changes of a remote's channel: a published version recorded, released to everyone or as a canary to a share of
// visitors, promoted, rolled back. Each runs in a transaction serialised over instances, lands in the history and the
// audit log, and tells every instance.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lockForTransaction } from '../../db/dialect.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { AuditEvent } from '../audit/index.ts';
import { actorName, type ReleaseActor } from './actor.ts';
import { manifestUrlOf } from './manifests.ts';
import { canaryAudit, releaseAudit } from './release-audit.ts';
import type { RemoteName } from '@shop/shared/remotes';
import { releasesRepository as repo } from './repository.ts';

const now = (): string => new Date().toISOString();

export interface ChannelChangeDeps {
  /** Takes the deploy folder's remotes.json first: a change acts on the registry as the folder left it. */
  takeDeployFolder: () => Promise<boolean>;
  /** Drops this instance's snapshot and tells the others. */
  changed: () => Promise<void>;
  audit: (actor: ReleaseActor, event: AuditEvent) => Promise<void>;
  log?: { warn: (obj: object, msg: string) => void } | undefined;
}

export function createChannelChanges(db: Kysely<Database>, deps: ChannelChangeDeps) {
  const channelOf = (trx: Kysely<Database>, remote: RemoteName) => repo.channel(trx, remote);

  async function requireVersion(trx: Kysely<Database>, remote: RemoteName, version: string): Promise<void> {
    const row = await repo.version(trx, remote, version);
    if (!row) throw notFound(`${remote} has no version ${version}`, { code: 'release.versionNotFound', params: { remote, version } });
  }

  async function event(trx: Kysely<Database>, remote: RemoteName, action: string, actor: ReleaseActor, fields: { version?: string | null; previous?: string | null; share?: number | null; reason?: string | null }) {
    await repo.addEvent(trx, {
      remote,
      action,
      version: fields.version ?? null,
      previous_version: fields.previous ?? null,
      share: fields.share ?? null,
      actor: actorName(actor).slice(0, 200),
      reason: fields.reason?.slice(0, 500) ?? null,
    });
  }

  /** Runs one change of a remote's channel in a transaction serialised over instances, then tells every instance. */
  async function change<T>(remote: RemoteName, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    // A change acts on the registry as the deploy folder left it, also before any page has asked for it (a team's
    // first canary on a shop whose stable versions are only in the folder's remotes.json).
    await deps.takeDeployFolder().catch((err: unknown) => deps.log?.warn({ err }, 'the deploy folder remotes.json could not be taken into the registry'));
    const result = await db.transaction().execute(async (trx) => {
      await lockForTransaction<Database>(trx, `release:${remote}`);
      return fn(trx);
    });
    await deps.changed();
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
      await repo.endCanary(trx, remote);
      await event(trx, remote, 'canary-rollback', actor, { version: channel.canary_version, previous: channel.stable_version, reason });
      return { version: channel.canary_version, stable: channel.stable_version };
    });
    await deps.audit(actor, {
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
    /** Records a version a remote published (idempotent: the same version again is the same row). */
    async addVersion(remote: RemoteName, input: { version: string; source: 'publish' | 'upload' | 'at' }, actor: ReleaseActor): Promise<{ version: string; created: boolean }> {
      const existing = await repo.version(db, remote, input.version);
      if (existing) return { version: input.version, created: false };
      await repo.addVersion(db, { remote, version: input.version, manifest_url: manifestUrlOf(remote, input.version), source: input.source, created_by: actorName(actor).slice(0, 200), created_at: now() });
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
          await repo.setStable(trx, remote, version, true);
          await event(trx, remote, 'release', actor, { version, previous: channel?.stable_version ?? null });
          return channel?.stable_version ?? null;
        }
        if (!channel?.stable_version) throw conflict(`${remote} serves no version yet: release one to everyone first`, 'release.noStable');
        if (channel.stable_version === version) throw conflict(`${version} is already the version ${remote} serves`, 'release.alreadyStable');
        await repo.startCanary(trx, remote, version, share);
        await event(trx, remote, 'canary', actor, { version, previous: channel.stable_version, share });
        return channel.stable_version;
      });
      await deps.audit(actor, share === undefined ? releaseAudit('release', remote, version, previous) : canaryAudit(remote, version, share));
    },

    /** Makes the canary the version everyone gets. */
    async promoteCanary(remote: RemoteName, actor: ReleaseActor): Promise<{ version: string; previous: string | null }> {
      const result = await change(remote, async (trx) => {
        const channel = await channelOf(trx, remote);
        if (!channel?.canary_version || channel.canary_share === 0) throw conflict(`${remote} has no canary to promote`, 'release.noCanary');
        await repo.setStable(trx, remote, channel.canary_version, true);
        await event(trx, remote, 'promote', actor, { version: channel.canary_version, previous: channel.stable_version });
        return { version: channel.canary_version, previous: channel.stable_version };
      });
      await deps.audit(actor, {
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
          const before = await repo.lastServedBefore(trx, remote, current);
          if (!before) throw conflict(`${remote} has no version before ${current ?? 'none'} to roll back to`, 'release.nothingToRollBack');
          version = before.version;
        }
        await requireVersion(trx, remote, version);
        await repo.setStable(trx, remote, version, true);
        await event(trx, remote, 'rollback', actor, { version, previous: current });
        return { version, previous: current };
      });
      await deps.audit(actor, releaseAudit('rollback', remote, result.version, result.previous));
      return { ...result, canary: false };
    },

    /** Changes the share of visitors the running canary goes to. */
    async setCanaryShare(remote: RemoteName, share: number, actor: ReleaseActor): Promise<void> {
      checkShare(share);
      const version = await change(remote, async (trx) => {
        const channel = await channelOf(trx, remote);
        if (!channel?.canary_version || channel.canary_share === 0) throw conflict(`${remote} has no canary`, 'release.noCanary');
        await repo.setCanaryShare(trx, remote, share);
        await event(trx, remote, 'share', actor, { version: channel.canary_version, share });
        return channel.canary_version;
      });
      await deps.audit(actor, {
        action: 'update',
        entity: 'release',
        entityId: remote,
        summary: `The canary ${version} of ${remote} now goes to ${share} % of visitors`,
        code: 'release.shareChanged',
        params: { remote, version, share },
      });
    },
  };
}
