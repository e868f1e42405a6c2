#!/usr/bin/env node
// Independent releases of one remote (see README, "Releasing a remote"): the shell and the other remotes are not
// rebuilt; open pages pick the new version up at their next navigation (builds/latest.json changes).
//   pnpm release mf-cart                   build mf-cart and publish it as a new version
//   pnpm release mf-cart --dir PATH        build the working copy of mf-cart at PATH (a team's checkout) and publish it
//   pnpm release mf-cart --dist PATH       publish a build made already (a CI's build step) without building
//   pnpm release mf-cart --at URL          register the remote's manifest hosted on another origin (the team's CDN)
//   pnpm release mf-cart --rollback        point the registry back at the version served before the active one
//   pnpm release mf-cart --rollback ID     point the registry at a given published version
//   pnpm release mf-cart --list            the versions in the order they were last served, the active one marked
// With SHOP_URL and RELEASE_TOKEN (a team's CI, decision 0081) the same commands go through the shop's release API,
// and a canary can be run: --canary 10 (the new version to 10 % of visitors), --share N, --promote, --rollback [ID],
// --list (stable, canary, share).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { REMOTES, activateRemote, publishRemote, recordRelease, remoteVersions, writeLatestBuild } from './publish.mjs';
import { pnpm } from './workspace.mjs';

const [remote, ...flags] = process.argv.slice(2);
if (!remote || !REMOTES[remote]) {
  console.error(`Usage: pnpm release <remote> [--dir PATH | --dist PATH | --at URL | --rollback [version] | --list] (with SHOP_URL also --canary N, --share N, --promote); remotes: ${Object.keys(REMOTES).join(', ')}`);
  process.exit(2);
}
const option = (name) => (flags.includes(name) ? flags[flags.indexOf(name) + 1] : undefined);

if (process.env.SHOP_URL) {
  await remoteRelease(process.env.SHOP_URL.replace(/\/+$/, ''), process.env.RELEASE_TOKEN);
  process.exit(0);
}
if (['--canary', '--promote', '--share'].some((flag) => flags.includes(flag))) {
  console.error('Canaries are run by the shop: set SHOP_URL (and RELEASE_TOKEN) to release through its API.');
  process.exit(2);
}

/** The release through the shop's API (scripts' only network use): prints what the shop serves afterwards. */
async function remoteRelease(shop, token) {
  if (!token) {
    console.error('SHOP_URL needs RELEASE_TOKEN: a release token for this remote (admin, Releases, or `node api/dist/cli.mjs release-token create`).');
    process.exit(2);
  }
  const call = async (method, path, body) => {
    const headers = { authorization: `Bearer ${token}` };
    const init = body instanceof FormData ? { body } : body === undefined ? {} : { body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } };
    const response = await fetch(`${shop}/api/releases/${remote}${path}`, { method, headers, ...init });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) {
      console.error(`${method} ${path || '/'}: ${response.status} ${answer.message ?? ''}${answer.code ? ` (${answer.code})` : ''}`);
      process.exit(1);
    }
    return answer;
  };
  const show = (state) => {
    console.info(`${remote}: stable ${state.stable?.version ?? 'none'}${state.canary ? `, canary ${state.canary.version} to ${state.share} % of visitors` : ', no canary'}`);
  };
  const share = option('--canary');
  if (share !== undefined && !/^\d+$/.test(share)) {
    console.error('--canary takes the per cent of visitors, e.g. --canary 10');
    process.exit(2);
  }
  if (flags[0] === '--list') {
    const state = await call('GET', '');
    show(state);
    for (const version of state.versions) console.info(`${version.version === state.stable?.version ? '*' : version.version === state.canary?.version ? 'c' : ' '} ${version.version}  ${version.createdAt} by ${version.createdBy}`);
    return;
  }
  if (flags[0] === '--promote') return show(await call('POST', '/promote'));
  if (flags[0] === '--share') return show(await call('PUT', '/canary', { share: Number(flags[1]) }));
  if (flags[0] === '--rollback') return show(await call('POST', '/rollback', flags[1] ? { version: flags[1] } : {}));
  let version;
  const at = option('--at');
  if (at !== undefined) {
    version = (await call('POST', '/versions/at', { url: at })).version;
  } else {
    const dir = option('--dir');
    const built = option('--dist');
    if (built === undefined && dir !== undefined) pnpm(['run', 'build'], { cwd: resolve(dir) });
    else if (built === undefined) pnpm(['--filter', `@shop/${remote}`, 'build']);
    const dist = built !== undefined ? resolve(built) : join(dir === undefined ? join(resolve(import.meta.dirname, '..'), remote) : resolve(dir), 'dist');
    const form = new FormData();
    for (const name of readdirSync(dist, { recursive: true }).map(String)) {
      const file = join(dist, name);
      if (statSync(file).isFile()) form.append('files', new Blob([readFileSync(file)]), relative(dist, file).split(sep).join('/'));
    }
    version = (await call('POST', '/versions', form)).version;
  }
  show(await call('POST', '/release', share === undefined ? { version } : { version, share: Number(share) }));
}

if (flags[0] === '--list') {
  const { history, active } = remoteVersions(remote);
  for (const version of history) console.info(`${version === active ? '*' : ' '} ${version}`);
  process.exit(0);
}

if (flags[0] === '--rollback') {
  const { history, active } = remoteVersions(remote);
  const target = flags[1] ?? history[history.indexOf(active) - 1];
  if (!target) {
    console.error(`${remote} has no version before ${active} to roll back to.`);
    process.exit(1);
  }
  activateRemote(remote, target);
  // The history lists versions in the order they were last served, so the next rollback goes back from here.
  recordRelease(remote, target);
  const build = writeLatestBuild({ [remote]: target });
  console.info(`${remote} now serves ${target} (was ${active}); build ${build}`);
  process.exit(0);
}

const at = option('--at');
if (at !== undefined) {
  // The page loads the manifest and the remote's files from that origin: they must be there and readable by it.
  if (!/^https?:\/\/.+\/mf-manifest\.json$/.test(at)) {
    console.error(`--at needs the URL of the remote's mf-manifest.json, e.g. https://cdn.example.com/mf-cart/1.4.0/mf-manifest.json (got ${at})`);
    process.exit(2);
  }
  const response = await fetch(at, { headers: { origin: 'https://registry-check.invalid' } }).catch((error) => ({ ok: false, status: String(error) }));
  if (!response.ok) {
    console.error(`${at} does not answer (${response.status}): publish the build there first.`);
    process.exit(1);
  }
  if (!response.headers.get('access-control-allow-origin')) {
    console.error(`${at} answers without Access-Control-Allow-Origin: the shop's pages could not read it. Serve the remote's files with CORS.`);
    process.exit(1);
  }
  activateRemote(remote, at);
  recordRelease(remote, at);
  const build = writeLatestBuild({ [remote]: at });
  console.info(`${remote} now loads from ${at}; build ${build}`);
  process.exit(0);
}

const built = option('--dist');
if (built !== undefined) {
  const version = publishRemote(remote, resolve(built));
  const build = writeLatestBuild({ [remote]: version });
  console.info(`released ${remote} ${version} from ${resolve(built)}; build ${build}`);
  process.exit(0);
}

const dir = option('--dir');
if (dir !== undefined) {
  const workingCopy = resolve(dir);
  if (!existsSync(join(workingCopy, 'package.json'))) {
    console.error(`${workingCopy} is not a working copy of ${remote} (no package.json)`);
    process.exit(2);
  }
  pnpm(['run', 'build'], { cwd: workingCopy });
  const version = publishRemote(remote, join(workingCopy, 'dist'));
  const build = writeLatestBuild({ [remote]: version });
  console.info(`released ${remote} ${version} from ${workingCopy}; build ${build}`);
  process.exit(0);
}

pnpm(['--filter', `@shop/${remote}`, 'build']);
const version = publishRemote(remote);
const build = writeLatestBuild({ [remote]: version });
console.info(`released ${remote} ${version}; build ${build}`);
