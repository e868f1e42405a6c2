#!/usr/bin/env node
// Independent releases of one remote (see README, "Releasing a remote"): the shell and the other remotes are not
// rebuilt; open pages pick the new version up at their next navigation (builds/latest.json changes).
//   pnpm release mf-cart                   build mf-cart and publish it as a new version
//   pnpm release mf-cart --dir PATH        build the working copy of mf-cart at PATH (a team's checkout) and publish it
//   pnpm release mf-cart --at URL          register the remote's manifest hosted on another origin (the team's CDN)
//   pnpm release mf-cart --rollback        point the registry back at the version served before the active one
//   pnpm release mf-cart --rollback ID     point the registry at a given published version
//   pnpm release mf-cart --list            the versions in the order they were last served, the active one marked
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTES, activateRemote, publishRemote, recordRelease, remoteVersions, writeLatestBuild } from './publish.mjs';
import { pnpm } from './workspace.mjs';

const [remote, ...flags] = process.argv.slice(2);
if (!remote || !REMOTES[remote]) {
  console.error(`Usage: pnpm release <remote> [--dir PATH | --at URL | --rollback [version] | --list]; remotes: ${Object.keys(REMOTES).join(', ')}`);
  process.exit(2);
}
const option = (name) => (flags.includes(name) ? flags[flags.indexOf(name) + 1] : undefined);

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
