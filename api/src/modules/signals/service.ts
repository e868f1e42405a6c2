// Per-version signals from real visitors (issue 46, 4; decision 0085). A beacon only adds to counters in memory;
// every few seconds one transaction adds them to the hour's rows (remote_signals, remote_vitals), so a burst of
// visitors costs a few writes, not one commit each (a SQLite commit waits for the disk, ~4 ms). Rows older than
// 30 days are deleted hourly.
import type { Kysely } from 'kysely';
import { VITALS, type SignalsBody, type VersionHour, type Vital } from '@shop/shared/contracts/signals';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { bucketOf, p75Of } from './histogram.ts';
import { createSignalsRepository } from './repository.ts';

export const SIGNALS_RETENTION_DAYS = 30;
const HOUR_MS = 3_600_000;
/** How often the counters in memory are written: the canary watch reads them within a minute. */
export const SIGNALS_FLUSH_MS = 5_000;

/** Start of the hour of a time, as stored ("YYYY-MM-DDTHH:00:00.000Z"). */
export function hourOf(ms: number): string {
  return new Date(Math.floor(ms / HOUR_MS) * HOUR_MS).toISOString();
}

interface Counts {
  views: number;
  failed: number;
  errors: number;
}

/** Figures of one remote version over a span of hours. */
export interface VersionTotals {
  views: number;
  failedViews: number;
  errors: number;
}

export interface SignalsOptions {
  /** Whether a remote serves (or served) this version: signals of versions the shop never had are refused. */
  knownVersion: (remote: string, version: string) => Promise<boolean> | boolean;
  now?: () => number;
}

export function createSignalsService(db: Kysely<Database>, opts: SignalsOptions) {
  const repo = createSignalsRepository(db);
  const now = opts.now ?? Date.now;
  let counts = new Map<string, Counts & { remote: string; version: string; hour: string }>();
  let vitals = new Map<string, { remote: string; version: string; hour: string; metric: Vital; bucket: number; samples: number }>();
  let flushing: Promise<void> = Promise.resolve();

  /** Adds one beacon's figures to the counters in memory; refuses the whole beacon if any item is not plausible. */
  async function record(body: SignalsBody): Promise<void> {
    for (const item of body.signals) {
      if (item.failed > item.views) throw new HttpError(422, 'A report cannot have more failed views than views', undefined, 'signals.failedOverViews');
      if (!(await opts.knownVersion(item.remote, item.version))) {
        throw new HttpError(422, `${item.remote} has no version ${item.version}`, undefined, { code: 'signals.unknownVersion', params: { remote: item.remote } });
      }
    }
    const hour = hourOf(now());
    for (const item of body.signals) {
      const key = `${item.remote}\n${item.version}\n${hour}`;
      const entry = counts.get(key) ?? { remote: item.remote, version: item.version, hour, views: 0, failed: 0, errors: 0 };
      entry.views += item.views;
      entry.failed += item.failed;
      entry.errors += item.errors;
      counts.set(key, entry);
      for (const metric of VITALS) {
        const value = item[metric];
        if (value === undefined) continue;
        const bucket = bucketOf(metric, value);
        const vitalKey = `${key}\n${metric}\n${bucket}`;
        const sample = vitals.get(vitalKey) ?? { remote: item.remote, version: item.version, hour, metric, bucket, samples: 0 };
        sample.samples += 1;
        vitals.set(vitalKey, sample);
      }
    }
  }

  async function write(): Promise<void> {
    if (counts.size === 0 && vitals.size === 0) return;
    const taken = { counts: [...counts.values()], vitals: [...vitals.values()] };
    counts = new Map();
    vitals = new Map();
    try {
      await repo.add(
        taken.counts.map((c) => ({ remote: c.remote, version: c.version, hour: c.hour, views: c.views, failed_views: c.failed, errors: c.errors })),
        taken.vitals,
      );
    } catch (error) {
      // Not lost: added back, to go with the next round.
      for (const c of taken.counts) {
        const key = `${c.remote}\n${c.version}\n${c.hour}`;
        const entry = counts.get(key);
        if (entry) {
          entry.views += c.views;
          entry.failed += c.failed;
          entry.errors += c.errors;
        } else counts.set(key, c);
      }
      for (const v of taken.vitals) {
        const key = `${v.remote}\n${v.version}\n${v.hour}\n${v.metric}\n${v.bucket}`;
        const entry = vitals.get(key);
        if (entry) entry.samples += v.samples;
        else vitals.set(key, v);
      }
      throw error;
    }
  }

  /** Writes what the beacons brought since the last time; one write at a time. */
  function flush(): Promise<void> {
    const next = flushing.then(write, write);
    flushing = next.catch(() => undefined);
    return next;
  }

  /** Deletes the hours past the retention; returns how many rows went. */
  async function prune(): Promise<number> {
    return repo.prune(hourOf(now() - SIGNALS_RETENTION_DAYS * 24 * HOUR_MS));
  }

  /** A remote's figures per version and hour since a time (the Releases screen's chart), oldest hour first. */
  async function history(remote: string, sinceMs: number): Promise<VersionHour[]> {
    const [rows, samples] = await repo.since(remote, hourOf(sinceMs));
    const histograms = new Map<string, Map<number, number>>();
    for (const s of samples) {
      const key = `${s.version}\n${s.hour}\n${s.metric}`;
      const histogram = histograms.get(key) ?? new Map<number, number>();
      histogram.set(s.bucket, (histogram.get(s.bucket) ?? 0) + s.samples);
      histograms.set(key, histogram);
    }
    const p75 = (version: string, hour: string, metric: Vital) => p75Of(metric, histograms.get(`${version}\n${hour}\n${metric}`) ?? new Map());
    return rows.map((r) => ({
      version: r.version,
      hour: r.hour,
      views: r.views,
      failed_views: r.failed_views,
      errors: r.errors,
      lcp_p75: p75(r.version, r.hour, 'lcp'),
      inp_p75: p75(r.version, r.hour, 'inp'),
      cls_p75: p75(r.version, r.hour, 'cls'),
    }));
  }

  /** A version's views, failed views and errors in the hours from a time on (the canary watch's figures). */
  async function totals(remote: string, version: string, sinceMs: number): Promise<VersionTotals> {
    const row = await repo.totals(remote, version, hourOf(sinceMs));
    return { views: Number(row?.views ?? 0), failedViews: Number(row?.failed_views ?? 0), errors: Number(row?.errors ?? 0) };
  }

  let timers: NodeJS.Timeout[] = [];
  /** Writes the counters every few seconds and prunes hourly, until stop(), which writes what is left. */
  function start(log: { warn: (obj: object, msg: string) => void }): void {
    const report = (what: string) => (err: unknown) => log.warn({ err }, `could not ${what} the remotes' signals`);
    timers = [
      setInterval(() => void flush().catch(report('write')), SIGNALS_FLUSH_MS),
      setInterval(() => void prune().catch(report('prune')), HOUR_MS),
    ];
    for (const timer of timers) timer.unref();
    void prune().catch(report('prune'));
  }
  async function stop(): Promise<void> {
    for (const timer of timers) clearInterval(timer);
    timers = [];
    await flush();
  }

  return { record, flush, prune, history, totals, start, stop };
}

export type SignalsService = ReturnType<typeof createSignalsService>;
