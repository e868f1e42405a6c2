#!/usr/bin/env node
// npm test: every check of the project, in the order that fails fastest: static checks, unit and integration
// tests (vitest: API on real SQLite files, remotes with their real providers against a real server), then the
// Playwright journeys over the built, composed site in Chromium. Ends with "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, install, pnpm, root } from './workspace.mjs';

const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

install();
buildSite();
pnpm(['run', 'typecheck']);
pnpm(['run', 'lint']);

const vitestReport = join(reports, 'vitest.json');
const vitestStatus = pnpm(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], { allowFailure: true });
const e2eReport = join(reports, 'playwright.json');
const e2eStatus = pnpm(['--filter', '@shop/e2e', 'test'], { allowFailure: true, env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } });

function vitestCounts() {
  if (!existsSync(vitestReport)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numPendingTests ?? 0) };
}

function playwrightCounts() {
  if (!existsSync(e2eReport)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + stats.skipped };
}

const unit = vitestCounts();
const e2e = playwrightCounts();
console.info(`\nvitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
// A runner that failed without a failing test (it crashed, or found no tests) still counts as a failure.
const crashed = (status, counts) => (status !== 0 && counts.failed === 0 ? 1 : 0);
const failed = unit.failed + e2e.failed + crashed(vitestStatus, unit) + crashed(e2eStatus, e2e);
console.info(`tests: ${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
