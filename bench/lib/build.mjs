// The production build the pages are measured on: every frontend built (only what changed since its last build)
// and published with scripts/publish.mjs into the bench's own deploy folder, so the shop's .deploy is untouched.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '../../shared/remotes.mjs';

export const FRONTENDS = ['shell', ...REMOTE_NAMES];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/**
 * A package needs a build when its dist is missing or older than its own sources, shared's sources (every build
 * bundles what it uses of them) or the shared build rules.
 */
function isStale(root, pkg) {
  const marker = join(root, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (!existsSync(marker)) return true;
  const inputs = ['src', 'federation.mjs', 'rsbuild-remote.mjs', 'compile-hints.mjs', 'package.json'].map((name) => join(root, 'shared', name));
  inputs.push(join(root, pkg, 'src'), join(root, pkg, 'package.json'), join(root, pkg, 'rsbuild.config.ts'));
  return Math.max(...inputs.map(newestMtime)) > statSync(marker).mtimeMs;
}

/** Publishes the frontends as they are built into the deploy folder, once: the API part reports signals for them. */
export function publishBuilt({ root, deployDir, log }) {
  if (existsSync(join(deployDir, 'remotes.json'))) return;
  if (FRONTENDS.some((pkg) => !existsSync(join(root, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json')))) {
    throw new Error('The API part publishes the built frontends for its beacon line: build the site first (npm start or pnpm build)');
  }
  log('publish the built frontends');
  execFileSync(process.execPath, [join(root, 'scripts', 'publish.mjs'), '--all'], { cwd: root, env: { ...process.env, DEPLOY_DIR: deployDir }, stdio: ['ignore', 'ignore', 'inherit'] });
}

export function buildAndPublish({ root, deployDir, force, log }) {
  const built = [];
  for (const pkg of FRONTENDS) {
    if (!force && !isStale(root, pkg)) continue;
    log(`build ${pkg}`);
    execFileSync(join(root, pkg, 'node_modules', '.bin', 'rsbuild'), ['build'], { cwd: join(root, pkg), stdio: ['ignore', 'ignore', 'inherit'] });
    built.push(pkg);
  }
  log('build api');
  execFileSync(process.execPath, ['build.mjs'], { cwd: join(root, 'api'), stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync(process.execPath, [join(root, 'scripts', 'publish.mjs'), '--all'], { cwd: root, env: { ...process.env, DEPLOY_DIR: deployDir }, stdio: ['ignore', 'ignore', 'inherit'] });
  return { built, reused: FRONTENDS.filter((p) => !built.includes(p)) };
}
