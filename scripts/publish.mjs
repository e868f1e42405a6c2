#!/usr/bin/env node
// Publishes built frontends into the deploy folder the server serves (DEPLOY_DIR, default .deploy):
//   shell/                       the host (index.html + hashed assets), replaced as a whole
//   remotes/<remote>/<version>/  each remote build in its own versioned folder; old versions stay for rollback
//   remotes.json                 registry: Module Federation name -> mf-manifest.json URL
//   builds/latest.json           changes with every publish; open pages poll it and reload at the next navigation
// Usage: node scripts/publish.mjs --all | node scripts/publish.mjs mf-cart [mf-shop ...] | node scripts/publish.mjs shell
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { REMOTE_NAMES, federationNameOf } from '../shared/remotes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const deployDir = resolve(process.env.DEPLOY_DIR ?? join(root, '.deploy'));
/** Each remote's folder -> its Module Federation name (its key in remotes.json), from the one list of remotes. */
export const REMOTES = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, federationNameOf(remote)]));
/** What browsers fetch as text: source maps (read by developer tools only) are left as they are. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
/** A remote's render function for the server (read by Node from disk, never sent): not precompressed. */
const SERVER_BUILD = `${sep}server${sep}`;

function filesOf(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((file) => statSync(file).isFile());
}

/** A version named by the content of the build, so republishing the same build is a no-op. */
function contentVersion(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir).sort()) hash.update(relative(dir, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

/**
 * Brotli and gzip copies beside each text asset a browser fetches, served as they are by the server (no per-request
 * compression), at the highest levels: compressed once per release, sent to every visitor.
 */
function precompress(dir) {
  for (const file of filesOf(dir)) {
    if (!COMPRESSIBLE.test(file) || relative(dir, file).startsWith(SERVER_BUILD.slice(1))) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;
}

function writeJson(file, value) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  // rename is atomic: a page polling the file never reads half of it
  renameSync(`${file}.tmp`, file);
}

function requireBuild(pkgDir) {
  const dist = join(root, pkgDir, 'dist');
  // A build still being written (or a failed one) has no manifest yet: publishing it would serve a broken remote.
  const complete = pkgDir === 'shell' ? 'index.html' : 'mf-manifest.json';
  if (!existsSync(join(dist, complete))) throw new Error(`${pkgDir} is not built (no dist/${complete}): run "pnpm --filter @shop/${pkgDir} build" first.`);
  return dist;
}

export function publishShell() {
  const dist = requireBuild('shell');
  const target = join(deployDir, 'shell');
  rmSync(target, { recursive: true, force: true });
  cpSync(dist, target, { recursive: true });
  precompress(target);
  return contentVersion(dist);
}

/**
 * Publishes a remote's build (by default its package's dist/; `distDir` for a build made elsewhere, e.g. a team's
 * working copy) as a new version and points the registry at it.
 */
export function publishRemote(pkgDir, distDir = requireBuild(pkgDir)) {
  if (!REMOTES[pkgDir]) throw new Error(`Unknown remote "${pkgDir}". Known: ${Object.keys(REMOTES).join(', ')}`);
  if (!existsSync(join(distDir, 'mf-manifest.json'))) throw new Error(`${distDir} holds no finished remote build (no mf-manifest.json)`);
  const version = contentVersion(distDir);
  const target = join(deployDir, 'remotes', pkgDir, version);
  if (!existsSync(target)) {
    cpSync(distDir, target, { recursive: true });
    precompress(target);
  }
  activateRemote(pkgDir, version);
  recordRelease(pkgDir, version);
  return version;
}

const isExternal = (version) => /^https?:\/\//.test(version);

/**
 * Records that a version (a folder name, or a manifest URL on another origin) is now served: the history lists each
 * version once, in the order they were last served, so a rollback goes back to the one served before.
 */
export function recordRelease(pkgDir, version) {
  const historyFile = join(deployDir, 'remotes', pkgDir, 'history.json');
  const history = readJson(historyFile, []);
  if (history.at(-1) !== version) writeJson(historyFile, [...history.filter((v) => v !== version), version]);
}

/**
 * Points the registry at one version of a remote: a release, or a rollback. A version is a folder published here,
 * or the URL of a manifest the team hosts on an origin of its own (its CDN or bucket).
 */
export function activateRemote(pkgDir, version) {
  const federationName = REMOTES[pkgDir];
  if (!isExternal(version) && !existsSync(join(deployDir, 'remotes', pkgDir, version, 'mf-manifest.json'))) {
    throw new Error(`${pkgDir} has no published version ${version}`);
  }
  const registryFile = join(deployDir, 'remotes.json');
  const registry = readJson(registryFile, {});
  registry[federationName] = isExternal(version) ? version : `/remotes/${pkgDir}/${version}/mf-manifest.json`;
  writeJson(registryFile, registry);
}

/** The published versions of a remote, oldest first, and the one the registry points at. */
export function remoteVersions(pkgDir) {
  const history = readJson(join(deployDir, 'remotes', pkgDir, 'history.json'), []);
  const registry = readJson(join(deployDir, 'remotes.json'), {});
  const entry = registry[REMOTES[pkgDir]] ?? '';
  const active = isExternal(entry) ? entry : (/\/remotes\/[^/]+\/([^/]+)\//.exec(entry)?.[1] ?? null);
  return { history, active };
}

export function writeLatestBuild(changes) {
  const registry = readJson(join(deployDir, 'remotes.json'), {});
  const shell = existsSync(join(deployDir, 'shell', 'index.html')) ? contentVersion(join(deployDir, 'shell')) : null;
  const id = createHash('sha256').update(JSON.stringify({ registry, shell })).digest('hex').slice(0, 12);
  writeJson(join(deployDir, 'builds', 'latest.json'), { id, publishedAt: new Date().toISOString(), changes });
  return id;
}

function main(args) {
  const all = args.includes('--all');
  const named = args.filter((a) => !a.startsWith('--'));
  const withShell = all || named.includes('shell');
  const remotes = all ? Object.keys(REMOTES) : named.filter((name) => name !== 'shell');
  if (!withShell && remotes.length === 0) {
    console.error('Usage: node scripts/publish.mjs --all | shell | <remote> [<remote> ...]');
    process.exit(2);
  }
  const changes = {};
  if (withShell) changes.shell = publishShell();
  for (const remote of remotes) changes[remote] = publishRemote(remote);
  const id = writeLatestBuild(changes);
  for (const [name, version] of Object.entries(changes)) console.log(`published ${name} ${version}`);
  console.log(`build ${id} in ${relative(process.cwd(), deployDir) || '.'}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
