// What the figures were measured on: they vary from machine to machine, so every result carries this.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error('No Chromium found: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.');
  return found;
}

const run = (cmd, args, cwd) => {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

export function machineInfo(root) {
  const cpus = os.cpus();
  const commit = run('git', ['rev-parse', '--short', 'HEAD'], root);
  const dirty = run('git', ['status', '--porcelain'], root);
  return {
    cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: run(chromiumPath(), ['--version']) ?? 'unknown',
    commit: commit ? `${commit}${dirty ? ' (with uncommitted changes)' : ''}` : 'unknown',
  };
}
