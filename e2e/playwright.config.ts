import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { nameWorkerFolders } from './support/test.ts';

// Journeys run against the production build served by the project's own server. Each worker has a shop of its own
// (support/test.ts: a copy of a data folder seeded once by global-setup.ts, a copy of the deploy folder), so journeys
// run in parallel without seeing each other's carts, orders, settings or releases. This file is loaded again in
// every worker: that is where the worker's folders are named, before any journey file reads them.
if (process.env.TEST_WORKER_INDEX !== undefined) nameWorkerFolders();

/** Debian's Chromium (CI installs it with apt-get); Playwright's own browser where one is installed. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
}

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }]],
  use: {
    // As a visitor who asked the system for less motion: antd then opens dialogs and lists without animating them
    // (AntdScope), so a click is never aimed at something still moving.
    reducedMotion: 'reduce',
    // A journey run alone keeps the trace of a failure to open with `playwright show-trace`. `npm test` records none
    // (E2E_TRACE=off): recording every journey costs a sixth of the suite's time on two cores, and a CI log cannot
    // hold a trace. Rerun the failed journey alone to get one.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
