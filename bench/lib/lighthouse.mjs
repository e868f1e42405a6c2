// Lighthouse (npm `lighthouse`, its CLI in a child process) driving the system Chromium, in its mobile (default:
// simulated slow 4G and a 4x slower CPU) and desktop configurations; performance category only.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --disable-quic --disable-dev-shm-usage';

/**
 * Lighthouse's first trace in a fresh Chromium sometimes has no navigation start (NO_NAVSTART: "Something went
 * wrong with recording the trace"; on this machine about one run in three right after another run): such a run says
 * nothing about the page, so it is run again, up to ATTEMPTS times in all, and the figures are from the first whole run.
 */
const ATTEMPTS = 3;

/**
 * `runs` Lighthouse runs of one page and configuration, one after another: each figure is the median of the runs
 * (Lighthouse's own advice for variable figures), and `tbtRunsMs` keeps every run's TBT, so the spread is visible.
 * On this machine one page's mobile TBT moves by ±100 ms between single runs, as much as the budget itself.
 */
export async function lighthouseMedian(url, options, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouse(url, options));
  return summarize(results);
}

/** The median of each figure of several runs of one page and configuration, with every run's TBT (`tbtRunsMs`). */
export function summarize(results) {
  if (results.length === 1) return { ...results[0], runs: 1 };
  const median = (pick) => {
    const values = results.map(pick).filter((value) => value !== null).sort((a, b) => a - b);
    return values.length === 0 ? null : values[Math.floor((values.length - 1) / 2)];
  };
  return {
    score: median((r) => r.score),
    lcpMs: median((r) => r.lcpMs),
    fcpMs: median((r) => r.fcpMs),
    tbtMs: median((r) => r.tbtMs),
    cls: median((r) => r.cls),
    speedIndexMs: median((r) => r.speedIndexMs),
    jsTransferred: median((r) => r.jsTransferred),
    lighthouseVersion: results[0].lighthouseVersion,
    runs: results.length,
    tbtRunsMs: results.map((r) => r.tbtMs),
    // The long tasks of the run whose TBT is the median one.
    longTasks: results.find((r) => r.tbtMs === median((run) => run.tbtMs))?.longTasks ?? [],
  };
}

export async function lighthouse(url, options) {
  let failure;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      return await lighthouseOnce(url, options);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

async function lighthouseOnce(url, { preset, chromePath }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const output = join(dir, 'report.json');
  const args = [cli, url, '--output=json', `--output-path=${output}`, '--only-categories=performance', '--quiet', `--chrome-flags=${CHROME_FLAGS}`, '--max-wait-for-load=45000'];
  if (preset === 'desktop') args.push('--preset=desktop');
  const report = () => (existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : null);
  try {
    await new Promise((resolve, reject) => {
      execFile(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath }, timeout: 180_000 }, (error, _stdout, stderr) => {
        if (!error) return resolve();
        // A run that failed inside the page still writes its report, with the reason.
        const reason = report()?.runtimeError?.message ?? `${error.message}\n${stderr}`;
        reject(new Error(`lighthouse ${preset} ${url}: ${reason}`));
      });
    });
    const result = report();
    const audit = (id) => result.audits[id]?.numericValue ?? null;
    if (result.runtimeError) throw new Error(`lighthouse ${preset} ${url}: ${result.runtimeError.message}`);
    return {
      score: result.categories.performance.score === null ? null : Math.round(result.categories.performance.score * 100),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
      // The long main-thread tasks Lighthouse's simulation counts (start and length in simulated ms, the script it
      // attributes each to): what to look at when TBT is over.
      longTasks: (result.audits['long-tasks']?.details?.items ?? []).map((item) => ({ startMs: Math.round(item.startTime), durationMs: Math.round(item.duration), url: String(item.url) })),
      // JavaScript transferred (compressed, as Lighthouse counts it: every script request of its run, the ones a
      // page fetches ahead at idle included), in bytes.
      jsTransferred: (result.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      lighthouseVersion: result.lighthouseVersion,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
