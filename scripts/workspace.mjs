// What npm start and npm test share: pnpm from the registry (pinned by packageManager), the environment for
// native addons, and running commands with their output streamed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packageManager = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager; // "pnpm@x.y.z"

export const env = { ...process.env };
// better-sqlite3 compiles from source where prebuilt binaries cannot be downloaded; node-gyp finds the
// local Node headers through nodedir.
if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';

/** Runs a command in the repo, streaming its output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const label = [command, ...args].join(' ');
  console.info(`\n> ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...options.env }, shell: false });
  if (result.status !== 0 && !options.allowFailure) {
    console.error(`\n✗ "${label}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

/** pnpm without a global install: npx fetches the pinned version from the npm registry once and caches it. */
export function pnpm(args, options) {
  return run('npx', ['--yes', packageManager, ...args], options);
}

export function install() {
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

export function buildSite() {
  pnpm(['run', 'build']);
}
