// What npm start and npm test share: pnpm from the registry (pinned below), the environment for
// native addons, and running commands with their output streamed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The pnpm every command uses. Pinned here rather than in package.json's packageManager field: with that field
 * pnpm 12 also wants its own version recorded in the lockfile, which fails a frozen install on this registry.
 */
const PNPM = 'pnpm@12.21.0';

export const env = { ...process.env };
// better-sqlite3 compiles from source where prebuilt binaries cannot be downloaded; node-gyp finds the
// local Node headers through nodedir.
if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';

/** Runs a command in the repo (or `options.cwd`), streaming its output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const label = [command, ...args].join(' ');
  console.info(`\n> ${label}`);
  const result = spawnSync(command, args, { cwd: options.cwd ?? root, stdio: 'inherit', env: { ...env, ...options.env }, shell: false });
  if (result.status !== 0 && !options.allowFailure) {
    console.error(`\n✗ "${label}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

/** pnpm without a global install: npx fetches the pinned version from the npm registry once and caches it. */
export function pnpm(args, options) {
  return run('npx', ['--yes', PNPM, ...args], options);
}

/**
 * pnpm in the background, beside other commands: each line of its output is prefixed with `label`, and the promise
 * gives its exit status when it ends.
 */
export function pnpmAsync(label, args, options = {}) {
  console.info(`\n> [${label}] pnpm ${args.join(' ')}`);
  const child = spawn('npx', ['--yes', PNPM, ...args], { cwd: options.cwd ?? root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...options.env } });
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let rest = '';
    from.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) to.write(`[${label}] ${line}\n`);
    });
    from.on('end', () => rest && to.write(`[${label}] ${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

export function install() {
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

export function buildSite() {
  pnpm(['run', 'build']);
}
