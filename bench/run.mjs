#!/usr/bin/env node
// `pnpm bench` (everything, < 15 min on 2 cores) and `pnpm bench --quick` (< 3 min): how fast the shop is, on a
// phone and under load. Prints a table with each figure against its budget (budgets.json) and writes the same as
// JSON beside it in bench/results/. Options: --quick, --no-build (measure what is published in the bench's deploy
// folder), --rebuild (build every frontend, not only the changed ones), --api (the API part alone: no build, no
// pages; with --quick, 10,000 products only), --search (the API part's two budgeted search lines alone: each word's
// first suggestion and suggestions under load, on 10,000 and 100,000 products; with --quick, 10,000 only),
// --lighthouse home,product,category (Lighthouse mobile alone, for the named pages: --runs N runs of each, default 5,
// interleaved page by page, each figure their median, with the long tasks of the median run; --presets mobile,desktop
// for both of Lighthouse's configurations). Environment: BENCH_DIR (seeded databases and the deploy folder; default
// <tmp>/bench-shop), BENCH_DEPLOY_DIR, BENCH_PORT (default 8110; uses the next few), CHROMIUM_PATH, and
// BENCH_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres): the API part runs on
// PostgreSQL as well, on databases it creates there (bench_<products>_<hash>).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTest } from './lib/api-load.mjs';
import { buildAndPublish, publishBuilt } from './lib/build.mjs';
import { lighthouse, lighthouseMedian, summarize } from './lib/lighthouse.mjs';
import { chromiumPath, machineInfo } from './lib/machine.mjs';
import { discoverUrls, federationCosts, launch, navigationJourney, SINGLETONS, weighPage } from './lib/pages.mjs';
import { seededDatabase, seededPostgres, startServer, workingCopy } from './lib/server.mjs';
import { renderTable } from './lib/report.mjs';
import budgets from './budgets.json' with { type: 'json' };

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const searchOnly = args.includes('--search');
const apiOnly = args.includes('--api') || searchOnly;
/** The value after an option (`--runs 5`), or null. */
const optionValue = (name) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? null) : null);
const lighthousePages = optionValue('--lighthouse')?.split(',').filter(Boolean) ?? null;
const postgresServer = process.env.BENCH_DATABASE_URL || null;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = resolve(process.env.BENCH_DIR ?? join(tmpdir(), 'bench-shop'));
const deployDir = resolve(process.env.BENCH_DEPLOY_DIR ?? join(benchDir, 'deploy'));
const basePort = Number(process.env.BENCH_PORT ?? 8110);
const started = performance.now();
const log = (message) => console.info(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

// lighthouseRuns: runs of each budgeted page's mobile figures (home, product), reported as their median.
const plan = quick
  ? { pagesLighthouse: ['home'], lighthouseRuns: 1, navigationRuns: 1, apiSizes: [10_000], apiSeconds: 2 }
  : { pagesLighthouse: ['home', 'category', 'product', 'cart', 'admin'], lighthouseRuns: 3, navigationRuns: 5, apiSizes: [10_000, 100_000], apiSeconds: 10 };
/** The pages the budgets name. */
const BUDGETED_PAGES = ['home', 'product'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

async function main() {
  mkdirSync(benchDir, { recursive: true });
  const only = lighthousePages ? `, Lighthouse mobile only (${lighthousePages.join(', ')})` : searchOnly ? ', search only' : apiOnly ? ', API only' : '';
  const results = { mode: `${quick ? 'quick' : 'full'}${only}`, startedAt: new Date().toISOString(), machine: machineInfo(root), budgets };
  log(`${results.machine.cpuModel}, ${results.machine.cores} cores, ${results.machine.memoryGb} GB, Node ${results.machine.node}, ${results.machine.chromium}`);

  if (!args.includes('--no-build') && !apiOnly) {
    results.build = buildAndPublish({ root, deployDir, force: args.includes('--rebuild'), log });
  } else if (apiOnly) {
    publishBuilt({ root, deployDir, log });
  }
  if (lighthousePages) await measureLighthouseOnly(results, chromiumPath(), lighthousePages, Number(optionValue('--runs') ?? 5), optionValue('--presets')?.split(',') ?? ['mobile']);
  else if (!apiOnly) await measurePages(results, chromiumPath());

  // API under load, on each catalogue size: SQLite, and PostgreSQL when BENCH_DATABASE_URL names a server.
  results.api = {};
  for (const [i, products] of (lighthousePages ? [] : plan.apiSizes).entries()) {
    // The 10,000-product catalogue is the one the pages were measured on; larger ones skip the images (API only).
    const db = seededDatabase({ root, cacheDir: benchDir, products, images: products <= 10_000, log });
    results.api[products] = await measureApi({ products, database: 'SQLite', seedSeconds: db.seconds, port: basePort + 1 + i, dataDir: workingCopy(db.dir, join(benchDir, `work-api-${products}`)) });
    if (postgresServer) {
      const pg = await seededPostgres({ root, serverUrl: postgresServer, cacheDir: benchDir, products, log });
      const dataDir = join(benchDir, `work-api-${products}-postgres`);
      mkdirSync(dataDir, { recursive: true });
      results.api[`${products}-postgres`] = await measureApi({ products, database: 'PostgreSQL', seedSeconds: pg.seconds, port: basePort + 1 + i, dataDir, databaseUrl: pg.url });
    }
  }

  results.durationSeconds = Math.round((performance.now() - started) / 1000);
  const table = renderTable(results, { singletons: SINGLETONS });
  const outDir = join(root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  writeFileSync(join(outDir, `bench-${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(outDir, `bench-${stamp}.txt`), `${table}\n`);
  writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.info(`\n${table}\n\nResults: bench/results/bench-${stamp}.json (and .txt)`);
}

/** Pages: the production build on a catalogue of 10,000 products. */
async function measurePages(results, chrome) {
  const pagesDb = seededDatabase({ root, cacheDir: benchDir, products: 10_000, images: true, log });
  const pagesServer = await startServer({ root, port: basePort, dataDir: workingCopy(pagesDb.dir, join(benchDir, 'work-pages')), deployDir });
  try {
    const browser = await launch(chrome);
    try {
      const urls = await discoverUrls(browser, pagesServer.url);
      results.urls = urls;
      results.pages = {};
      for (const [name, path] of Object.entries(urls)) {
        log(`weigh ${name} ${path}`);
        results.pages[name] = await weighPage(browser, pagesServer.url + path);
      }
      results.pages.home.withPrefetch = await weighPage(browser, pagesServer.url + urls.home, { prefetch: true });
      const runs = [];
      for (let i = 0; i < plan.navigationRuns; i++) {
        log(`navigate home → category → product → cart (${i + 1}/${plan.navigationRuns})`);
        runs.push(await navigationJourney(browser, pagesServer.url, urls));
      }
      results.navigation = Object.fromEntries(Object.keys(runs[0].steps).map((step) => [step, { medianMs: median(runs.map((r) => r.steps[step])), maxMs: Math.max(...runs.map((r) => r.steps[step])), runs: runs.length }]));
      results.sharing = { ...runs[0].sharing, errors: runs.flatMap((r) => r.errors) };
      results.federation = await federationCosts(pagesServer.url);
    } finally {
      await browser.close();
    }
    results.lighthouse = {};
    for (const name of plan.pagesLighthouse) {
      for (const preset of ['mobile', 'desktop']) {
        const runs = preset === 'mobile' && BUDGETED_PAGES.includes(name) ? plan.lighthouseRuns : 1;
        log(`lighthouse ${preset} ${name}${runs > 1 ? ` (${runs} runs)` : ''}`);
        results.lighthouse[name] ??= {};
        results.lighthouse[name][preset] = await lighthouseMedian(pagesServer.url + results.urls[name], { preset, chromePath: chrome }, runs).catch((error) => ({ error: error.message.split('\n')[0] }));
      }
    }
  } finally {
    await pagesServer.stop();
  }
}

/**
 * Lighthouse mobile alone, for the named pages: `runs` runs of each, interleaved (run 1 of every page, then run 2…),
 * so a change of the machine's load during the run falls on every page alike. With the load average at the start
 * and the end, since on a shared machine a single run's TBT moves by as much as its budget.
 */
async function measureLighthouseOnly(results, chrome, pages, runs, presets) {
  const pagesDb = seededDatabase({ root, cacheDir: benchDir, products: 10_000, images: true, log });
  const pagesServer = await startServer({ root, port: basePort, dataDir: workingCopy(pagesDb.dir, join(benchDir, 'work-pages')), deployDir });
  try {
    const browser = await launch(chrome);
    try {
      results.urls = await discoverUrls(browser, pagesServer.url);
    } finally {
      await browser.close();
    }
    const unknown = pages.filter((name) => !results.urls[name]);
    if (unknown.length > 0) throw new Error(`--lighthouse: no such page ${unknown.join(', ')} (pages: ${Object.keys(results.urls).join(', ')})`);
    results.loadAverage = { start: loadavg()[0] };
    const runsOf = Object.fromEntries(pages.flatMap((name) => presets.map((preset) => [`${name} ${preset}`, []])));
    for (let run = 0; run < runs; run++) {
      for (const name of pages) {
        for (const preset of presets) {
          log(`lighthouse ${preset} ${name} (${run + 1}/${runs}, load average ${loadavg()[0].toFixed(1)})`);
          runsOf[`${name} ${preset}`].push(await lighthouse(pagesServer.url + results.urls[name], { preset, chromePath: chrome }).catch((error) => ({ error: error.message.split('\n')[0] })));
        }
      }
    }
    results.loadAverage.end = loadavg()[0];
    results.lighthouse = {};
    for (const name of pages) {
      results.lighthouse[name] = {};
      for (const preset of presets) {
        const all = runsOf[`${name} ${preset}`];
        const whole = all.filter((r) => !r.error);
        results.lighthouse[name][preset] = whole.length > 0 ? summarize(whole) : all[0];
      }
    }
  } finally {
    await pagesServer.stop();
  }
}

/** The API of one catalogue on one database under load (lib/api-load.mjs). */
async function measureApi({ products, database, seedSeconds, port, dataDir, databaseUrl }) {
  const server = await startServer({ root, port, dataDir, deployDir, databaseUrl });
  try {
    log(`server on ${products} products (${database}) started in ${server.startMs.toFixed(0)} ms`);
    const memoryAtStart = server.memory();
    const load = await loadTest(server.url, { seconds: plan.apiSeconds, log, searchOnly });
    return { products, database, seedSeconds, startMs: Math.round(server.startMs), memoryAtStartMb: Math.round(memoryAtStart.nowMb ?? 0), peakMemoryMb: Math.round(server.memory().peakMb ?? 0), endpoints: load };
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
