// The shop the journeys run against: the production build (api/dist/server.mjs) serving a deploy folder, on a data
// folder of its own. Each Playwright worker has one (support/test.ts), so journeys running at the same time never
// see each other's carts, orders, settings or releases.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative, resolve, sep } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');
const serverScript = join(repoRoot, 'api', 'dist', 'server.mjs');
/** How long a start may take on a 2-core machine busy with other workers: a limit, not a budget. */
const START_LIMIT_MS = 120_000;

export interface ShopServer {
  url: string;
  dataDir: string;
  deployDir: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (typeof address !== 'object' || !address) throw new Error('No free port');
  return address.port;
}

/** Starts the built server on the folders and waits until it answers; `stop` ends it (SIGTERM) and waits. */
export async function startShop({ dataDir, deployDir }: { dataDir: string; deployDir: string }): Promise<ShopServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const server: ChildProcess = spawn(process.execPath, [serverScript], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEPLOY_DIR: deployDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      // Every journey signs in from the one loopback address: the per-address sign-in cap (30 per 15 minutes) would
      // refuse the later journeys' admins; its own API test (api/test/auth.test.ts) keeps the default.
      SIGN_IN_LIMIT: '1000',
      // The canary watch judges every 2 s instead of every 15 s: the rollback journey waits for its round, not the
      // clock; the rule it applies is the default one.
      CANARY_WATCH_SECONDS: '2',
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The shop exited with ${server.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`The shop did not answer within ${START_LIMIT_MS / 1000} s:\n${output}`);
    }
    await new Promise((retry) => setTimeout(retry, 200));
  }
  return {
    url,
    dataDir,
    deployDir,
    stop: async () => {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}

/** A copy of a folder (a seeded data folder): every file copied. */
export function copyFolder(from: string, to: string): void {
  copyTree(from, to, () => false);
}

/**
 * A deploy folder of a worker's own: the published builds (immutable, named by their content) as hard links where
 * the file system allows, the registry and build files (which journeys release into) as copies.
 */
export function copyDeployFolder(from: string, to: string): void {
  copyTree(from, to, (file) => {
    const parts = relative(from, file).split(sep);
    const inVersion = parts[0] === 'remotes' && parts.length > 3;
    return parts[0] === 'shell' || inVersion;
  });
}

function copyTree(from: string, to: string, link: (file: string) => boolean): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target, link);
    else if (link(source)) linkOrCopy(source, target);
    else copyFileSync(source, target);
  }
}

/** A hard link where both folders are on one file system; a copy where they are not (the worker's folders in /dev/shm). */
function linkOrCopy(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(source, target);
  }
}

/** Removes a folder a journey made (a team's working copy, a build, a released version), if it is there. */
export function removeFolder(folder: string): void {
  if (existsSync(folder)) rmSync(folder, { recursive: true });
}
