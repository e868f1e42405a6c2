// Global setup of the frontend tests: a real API server (migrated and seeded, on a fresh data folder) at the
// jsdom origin, so remotes are tested against the real server with same-origin calls, as in the browser. The
// database is seeded first with the API's own `seed --no-images` (jsdom never loads a picture, and rendering the
// products' pictures was half of the seed's time), so the server starts on a ready database.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const FRONTEND_TEST_API_PORT = Number(process.env.FRONTEND_TEST_API_PORT);
const FRONTEND_TEST_ORIGIN = `http://127.0.0.1:${FRONTEND_TEST_API_PORT}`;

/**
 * How long the server may take to start on its seeded database: seconds on an idle 2-core machine, far more when other
 * builds and tests share it. A start-up limit, not a budget.
 */
const START_LIMIT_MS = 240_000;

async function waitForHealth(server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The test API exited with ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${FRONTEND_TEST_ORIGIN}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The test API did not become healthy within ${START_LIMIT_MS / 1000} s:\n${output()}`);
}

/**
 * The run's one test API, shared by the frontend projects: vitest calls each project's global setup, in this one
 * process (each through a module instance of its own, hence the global), and the teardowns after all files are done.
 */
const SERVER_OF_THE_RUN = Symbol.for('shop.frontend-test-api');
type RunGlobal = typeof globalThis & { [SERVER_OF_THE_RUN]?: Promise<unknown> };

export default async function setup(): Promise<() => Promise<void>> {
  const run = globalThis as RunGlobal;
  if (run[SERVER_OF_THE_RUN]) {
    await run[SERVER_OF_THE_RUN];
    return async () => undefined;
  }
  const started = startServer();
  run[SERVER_OF_THE_RUN] = started;
  return started;
}

async function startServer(): Promise<() => Promise<void>> {
  if (!Number.isInteger(FRONTEND_TEST_API_PORT)) throw new Error('vitest.config.ts sets FRONTEND_TEST_API_PORT for the test API');
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-frontend-test-'));
  const apiDir = resolve(import.meta.dirname, '..', 'api');
  const seedEnv = { ...process.env, DATA_DIR: dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', DATABASE_URL: '' };
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/db/cli.ts', 'seed', '--no-images'], { cwd: apiDir, env: seedEnv });
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(FRONTEND_TEST_API_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', JWT_SECRET: process.env.FRONTEND_TEST_JWT_SECRET ?? '',
      // Every test file calls from one address; the per-client cart limits are the API tests' subject.
      CART_WRITE_LIMIT: '1000000', CART_SEND_LIMIT: '1000000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(server, () => log);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
