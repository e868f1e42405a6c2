// The canary watch (issue 46, 5; decision 0087): while a remote's canary runs, its share of failed slot views is
// compared with the stable version's over the same hours; a canary with at least CANARY_ROLLBACK_MIN_VIEWS views
// whose rate passes the stable one's by more than CANARY_ROLLBACK_MARGIN percentage points is rolled back by the
// server itself: its visitors get the stable version at their next page, the audit log and the history say so, and
// the team (its release token's contact) and the administrators are mailed. One instance at a time (job-lease.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DEFAULT_LANG, isLang } from '@shop/shared/languages';
import { queueMail, renderCanaryRollbackMail, type CanaryRollbackFacts } from '../mail/index.ts';
import { enabledAdmins } from '../auth/index.ts';
import { canaryTokenContact, type ReleaseActor, type ReleaseRegistry } from '../releases/index.ts';
import { createJobLease } from './job-lease.ts';
import { signalVersionOf } from './known-versions.ts';
import type { SignalsService, VersionTotals } from './service.ts';

/** Who the history and the audit log name for an automatic rollback. */
export const CANARY_WATCH_ACTOR: ReleaseActor = { kind: 'system', name: 'canary watch' };

export interface CanaryRule {
  minViews: number;
  /** Percentage points above the stable version's rate of failed views. */
  marginPct: number;
  /** How often the watch judges the running canaries (config.canaryWatchMs). */
  everyMs: number;
}

const percent = (t: VersionTotals) => (t.views === 0 ? 0 : (Math.min(t.failedViews, t.views) / t.views) * 100);

/** Pure rule: whether a canary with these figures is rolled back. */
export function canaryFails(canary: VersionTotals, stable: VersionTotals, rule: Pick<CanaryRule, 'minViews' | 'marginPct'>): boolean {
  return canary.views >= rule.minViews && percent(canary) > percent(stable) + rule.marginPct;
}

type Registry = Pick<ReleaseRegistry, 'snapshot' | 'rollbackCanary'>;

export function createCanaryWatch(deps: { db: Kysely<Database>; releases: Registry; signals: SignalsService; rule: CanaryRule; log: FastifyBaseLogger }) {
  const { db, releases, signals, rule, log } = deps;
  const lease = createJobLease(db, 'canary-watch', 3 * rule.everyMs);

  /** One look at every running canary; returns the remotes whose canary it rolled back. */
  async function round(): Promise<string[]> {
    if (!(await lease.claim())) return [];
    // This instance's latest counts first; the others write theirs every few seconds.
    await signals.flush();
    const rolledBack: string[] = [];
    for (const channel of (await releases.snapshot()).remotes) {
      if (!channel.canary || !channel.stable || !channel.canaryStartedAt) continue;
      const since = Date.parse(channel.canaryStartedAt);
      const canary = await signals.totals(channel.remote, signalVersionOf(channel.canary.version, channel.canary.manifestUrl), since);
      const stable = await signals.totals(channel.remote, signalVersionOf(channel.stable.version, channel.stable.manifestUrl), since);
      if (!canaryFails(canary, stable, rule)) continue;
      const facts: CanaryRollbackFacts = {
        remote: channel.remote,
        version: channel.canary.version,
        stable: channel.stable.version,
        failed: Math.min(canary.failedViews, canary.views),
        views: canary.views,
        rate: Math.round(percent(canary) * 10) / 10,
        stableRate: Math.round(percent(stable) * 10) / 10,
        margin: rule.marginPct,
      };
      // Figures only, so the history and the audit log read the same in every language.
      const reason = `${facts.failed}/${facts.views} (${facts.rate} %) > ${facts.stableRate} % + ${rule.marginPct}`;
      try {
        await releases.rollbackCanary(channel.remote, CANARY_WATCH_ACTOR, reason);
      } catch (err) {
        // Ended meanwhile (promoted, rolled back by hand): nothing to do.
        log.info({ err, remote: channel.remote }, 'the canary watch found the canary already ended');
        continue;
      }
      log.warn({ ...facts }, 'the canary watch rolled a failing canary back');
      rolledBack.push(channel.remote);
      await tell(facts).catch((err: unknown) => log.error({ err, remote: channel.remote }, 'could not queue the mails about an automatic rollback'));
    }
    return rolledBack;
  }

  /** Mails the token's contact (the team that released the canary) and every administrator, each in their language. */
  async function tell(facts: CanaryRollbackFacts): Promise<void> {
    const recipients = new Map<string, string>();
    for (const admin of await enabledAdmins(db)) {
      recipients.set(admin.email.toLowerCase(), admin.lang);
    }
    const contact = await canaryTokenContact(db, facts.remote, facts.version);
    if (contact && !recipients.has(contact.toLowerCase())) recipients.set(contact.toLowerCase(), 'sk');
    for (const [to, lang] of recipients) {
      const mail = renderCanaryRollbackMail(isLang(lang) ? lang : DEFAULT_LANG, facts);
      await queueMail(db, { to, ...mail, kind: 'canary-rollback', ref: `${facts.remote}@${facts.version}` });
    }
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return {
    round,
    start(): void {
      timer = setInterval(() => {
        running = round().catch((err: unknown) => log.error({ err }, 'the canary watch failed'));
      }, rule.everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await lease.release().catch(() => undefined);
    },
  };
}
