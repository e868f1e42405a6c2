// A real nginx on a loopback port in front of the given instances, configured by deploy/nginx.conf as
// scripts/nginx-conf.mjs renders it, with every path in a temporary folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { eventually, freePort } from '../mail-support.ts';

const repoDir = path.resolve(import.meta.dirname, '../../..');
const NGINX = process.env.NGINX_BIN || 'nginx';

export interface Nginx {
  /** http://127.0.0.1:port */
  base: string;
  errorLog: () => string;
  stop: () => void;
}

/** upstreams: host:port of each instance. Resolves once nginx answers GET /api/health through an instance. */
export async function startNginx(upstreams: string[], folders: { deployDir: string; mediaDir: string }): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-nginx-'));
  const port = await freePort();
  const rendered = spawnSync(
    process.execPath,
    [path.join(repoDir, 'scripts/nginx-conf.mjs'), ...upstreams.flatMap((u) => ['--upstream', u]), '--deploy', folders.deployDir, '--media', folders.mediaDir, '--listen', `127.0.0.1:${port}`, '--cache', path.join(dir, 'cache')],
    { encoding: 'utf8' },
  );
  expect(rendered.status, rendered.stderr).toBe(0);
  writeFileSync(path.join(dir, 'shop.conf'), rendered.stdout);
  // The minimal main configuration a distribution's nginx.conf provides, with every path in the temporary folder.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    // Started by root (CI), nginx's workers would run as nobody, who cannot read the tests' private temporary folders.
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents { worker_connections 256; }\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n` +
      `  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include ${dir}/shop.conf;\n}\n`,
  );
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const errorLog = () => (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  const stop = () => {
    nginx.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await eventually(async () => expect((await fetch(`${base}/api/health`)).status, errorLog()).toBe(200), 10_000);
  } catch (e) {
    stop();
    throw e;
  }
  return { base, errorLog, stop };
}
