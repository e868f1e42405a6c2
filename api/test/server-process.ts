// The shop's server as an operator runs it: `src/server.ts` in a process of its own (through tsx, as `npm run dev`
// does), over a test app's data folder or PostgreSQL database, stopped with a real signal.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import type { TestContext } from './helpers.ts';
import { eventually } from './mail-support.ts';

const apiDir = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote (the start log, then JSON log lines). */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** The environment of a server over the test app's database, media and deploy folders. */
export function serverEnv(t: TestContext, env: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: t.config.dataDir,
    DEPLOY_DIR: t.config.deployDir,
    MEDIA_DIR: t.config.mediaDir,
    JWT_SECRET: t.config.jwtSecret,
    ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    CART_WRITE_LIMIT: '1000000',
    ...env,
  };
}

/**
 * A GET on a connection of its own, closed after the answer: fetch would keep its connection open for a minute, and
 * a stopping server waits for the connections its clients keep (graceful-shutdown.ts).
 */
export function getOnce(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent: false, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

/** Starts the server on `port` and waits until it is ready (GET /readyz answers 200). */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...baseEnv(), ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  await eventually(async () => {
    if (gone) throw new Error(`the server ended before it was ready:\n${output}`);
    const res = await getOnce(`${url}/readyz`);
    if (res.status !== 200) throw new Error(`/readyz answered ${res.status}`);
    // Generous: the start compiles the sources (tsx) on a machine that may be running the rest of the suite.
  }, 120_000).catch((e: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`the server on port ${port} was not ready: ${(e as Error).message}\n${output.slice(-3000)}`, { cause: e });
  });
  return { url, port, child, output: () => output, exited };
}

/** The JSON log lines the process wrote. */
export function logLines(server: ServerProcess): Array<Record<string, unknown>> {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Runs the database CLI (src/db/cli.ts, `node api/dist/cli.mjs` once built) with exactly this environment. */
export function runCli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/db/cli.ts', ...args], { cwd: apiDir, env, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** PATH, HOME and TMPDIR of this process, for a child that should find what the machine has installed. */
export function baseEnv(): Record<string, string> {
  const { PATH, HOME, TMPDIR } = process.env;
  return { ...(PATH ? { PATH } : {}), ...(HOME ? { HOME } : {}), ...(TMPDIR ? { TMPDIR } : {}) };
}
