import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Journeys run against the production build served by the project's own server, on a fresh database.
const PORT = Number(process.env.E2E_PORT ?? 8199);
const baseURL = `http://127.0.0.1:${PORT}`;
// Kept in the environment, so the test workers (which load this file again) see the same folder: journeys read the
// mails the server wrote there (support/outbox.ts).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-')));

/** Debian's Chromium (CI installs it with apt-get); Playwright's own browser where one is installed. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ${resolve(import.meta.dirname, '../api/dist/server.mjs')}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    // DEPLOY_DIR passes through, so a journey can run against another published build (empty: the default).
    // Every journey signs in from the one loopback address: the per-address sign-in cap (30 per 15 minutes) would
    // refuse the later journeys' admins; its own API test (api/test/auth.test.ts) keeps the default.
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DEPLOY_DIR: process.env.DEPLOY_DIR ?? '', LOG_LEVEL: 'warn', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SIGN_IN_LIMIT: '1000' },
  },
});
