#!/usr/bin/env node
// Independent releases of one remote (see README, "Releasing a remote"): the shell and the other remotes are not
// rebuilt; open pages pick the new version up at their next navigation (builds/latest.json changes).
//   pnpm release mf-cart                 build mf-cart and publish it as a new version
//   pnpm release mf-cart --rollback      point the registry back at the version before the active one
//   pnpm release mf-cart --rollback ID   point the registry at a given published version
//   pnpm release mf-cart --list          the published versions, the active one marked
import { REMOTES, activateRemote, publishRemote, remoteVersions, writeLatestBuild } from './publish.mjs';
import { pnpm } from './workspace.mjs';

const [remote, ...flags] = process.argv.slice(2);
if (!remote || !REMOTES[remote]) {
  console.error(`Usage: pnpm release <remote> [--rollback [version] | --list]; remotes: ${Object.keys(REMOTES).join(', ')}`);
  process.exit(2);
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
  const build = writeLatestBuild({ [remote]: target });
  console.info(`${remote} now serves ${target} (was ${active}); build ${build}`);
  process.exit(0);
}

pnpm(['--filter', `@shop/${remote}`, 'build']);
const version = publishRemote(remote);
const build = writeLatestBuild({ [remote]: version });
console.info(`released ${remote} ${version}; build ${build}`);
