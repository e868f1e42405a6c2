#!/usr/bin/env node
// npm test: every check of the project, in the order that fails fastest: static checks, unit and integration
// tests (vitest: API on real SQLite files, remotes with their real providers against a real server), then the
// Playwright journeys over the built, composed site in Chromium. Ends with "N passed, N failed".
// The API suite runs on SQLite and, when PostgreSQL and Redis answer (TEST_DATABASE_URL, TEST_REDIS_URL; by default
// the local ones) and nginx is installed, again on PostgreSQL with the several-instance tests; a run without them says that half was
// skipped, and fails instead with REQUIRE_POSTGRES=1 (CI).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { connect } from 'node:net';
import { join, relative } from 'node:path';
import { buildSite, install, pnpm, pnpmAsync, root } from './workspace.mjs';

const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Whether something listens at the URL's host and port (the suite itself then finds out whether it is PostgreSQL). */
function listening(url) {
  const { hostname, port, protocol } = new URL(url);
  const defaultPort = protocol.startsWith('redis') ? 6379 : 5432;
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort), timeout: 2000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const hidden = (url) => url.replace(/\/\/[^@/]*@/, '//');
const missing = [];
if (!(await listening(postgresUrl))) missing.push(`PostgreSQL at ${hidden(postgresUrl)}`);
if (!(await listening(redisUrl))) missing.push(`Redis at ${hidden(redisUrl)}`);
// The cluster test puts a real nginx in front of two instances (apt-get install -y nginx).
const nginxBin = process.env.NGINX_BIN || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
if (spawnSync(nginxBin, ['-v'], { stdio: 'ignore' }).status !== 0) missing.push(`nginx (${nginxBin})`);
const onPostgres = missing.length === 0;
const postgresNote = onPostgres
  ? `the API suite ran on SQLite and on PostgreSQL + Redis + nginx (${hidden(postgresUrl)}, ${hidden(redisUrl)})`
  : `POSTGRESQL HALF SKIPPED: missing ${missing.join(', ')}; the API suite ran on SQLite only`;
if (!onPostgres && process.env.REQUIRE_POSTGRES === '1') {
  console.error(`✗ ${postgresNote} (REQUIRE_POSTGRES=1)`);
  process.exit(1);
}
if (!onPostgres) console.warn(`\n! ${postgresNote}\n`);

// Each phase's wall time, printed at the end: where a slow run spent its minutes (docs/testing.md).
const phases = [];
async function timed(name, phase) {
  const started = performance.now();
  try {
    return await phase();
  } finally {
    phases.push(`${name} ${Math.round((performance.now() - started) / 1000)} s`);
  }
}

await timed('install', install);
await timed('build', buildSite);
// The static checks are one process each: side by side, they take the time of the longer one.
const [typecheckStatus, lintStatus] = await timed('static checks', () =>
  Promise.all([pnpmAsync('typecheck', ['run', 'typecheck']), pnpmAsync('lint', ['run', 'lint'])]),
);
if (typecheckStatus !== 0 || lintStatus !== 0) {
  console.error(`\n✗ ${[typecheckStatus !== 0 && 'typecheck', lintStatus !== 0 && 'lint'].filter(Boolean).join(' and ')} failed.`);
  process.exit(1);
}

// The tests' databases, uploads and mail files go to memory where the machine has a RAM disk: SQLite waits for the
// disk at each commit (decision 0093), which a test's throwaway database does not need.
const scratch = existsSync('/dev/shm') && !process.env.TMPDIR ? { TMPDIR: '/dev/shm' } : {};

const vitestReport = join(reports, 'vitest.json');
const vitestStatus = await timed('vitest', () => pnpm(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
  allowFailure: true,
  env: { ...scratch, TEST_DATABASE_URL: onPostgres ? postgresUrl : '', TEST_REDIS_URL: redisUrl, NGINX_BIN: nginxBin },
}));
const e2eReport = join(reports, 'playwright.json');
// No traces in the whole run (playwright.config.ts): rerun a failed journey alone to record its trace.
const e2eStatus = await timed('journeys', () => pnpm(['--filter', '@shop/e2e', 'test'], {
  allowFailure: true,
  env: { ...scratch, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, E2E_TRACE: process.env.E2E_TRACE ?? 'off' },
}));

// The first line of a failure, so the end of a long log says what failed without scrolling back to it.
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 240) ?? '';

function vitestCounts() {
  if (!existsSync(vitestReport)) return { passed: 0, failed: 1, names: [] };
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  const names = [];
  for (const file of report.testResults ?? []) {
    const path = relative(process.cwd(), file.name);
    const failing = (file.assertionResults ?? []).filter((test) => test.status !== 'passed');
    for (const test of failing) names.push(`${path} › ${test.fullName} (${test.status}) ${firstLine(test.failureMessages?.[0])}`);
    // A file that fails before its tests run (an import, a hook) has no failing test of its own.
    if (file.status === 'failed' && failing.length === 0) names.push(`${path} ${firstLine(file.message)}`);
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numPendingTests ?? 0), names };
}

function playwrightCounts() {
  if (!existsSync(e2eReport)) return { passed: 0, failed: 1, names: [] };
  const { stats, suites } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'flaky') continue;
        const last = test.results?.at(-1);
        names.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} (${test.status}) ${firstLine(last?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites ?? []) walk(suite, []);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + stats.skipped, names };
}

const unit = vitestCounts();
const e2e = playwrightCounts();
console.info(`\n${onPostgres ? '' : '! '}${postgresNote}`);
for (const name of [...unit.names, ...e2e.names]) console.info(`✗ ${name}`);
console.info(`phases: ${phases.join(', ')}; in all ${Math.round(performance.now() / 1000)} s`);
console.info(`vitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
// A runner that failed without a failing test (it crashed, or found no tests) still counts as a failure.
const crashed = (status, counts) => (status !== 0 && counts.failed === 0 ? 1 : 0);
const failed = unit.failed + e2e.failed + crashed(vitestStatus, unit) + crashed(e2eStatus, e2e);
console.info(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
