#!/usr/bin/env node
// Renders deploy/nginx.conf for this shop's instances and folders, to stdout:
//   node scripts/nginx-conf.mjs --upstream 10.0.0.11:8080 --upstream 10.0.0.12:8080 \
//     --deploy /srv/shop/.deploy --media /srv/shop-media [--listen 80] [--server-name shop.example] [--cache /var/cache/nginx/shop]
// The config gives each request nginx's $request_id (as X-Request-Id, to the instance and the client) and keeps the
// instances' /healthz, /readyz and /metrics off the public address (docs/operations.md); the instances run with
// TRUST_PROXY=true to take the id.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = 'usage: nginx-conf --upstream host:port [--upstream host:port …] --deploy DIR --media DIR [--listen 80] [--server-name _] [--cache DIR]';

export function renderNginxConf({ upstreams, deployDir, mediaDir, listen = '80', serverName = '_', cacheDir = '/var/cache/nginx/shop' }) {
  const template = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'deploy', 'nginx.conf'), 'utf8');
  const values = {
    UPSTREAM_SERVERS: upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n'),
    LISTEN: listen,
    SERVER_NAME: serverName,
    DEPLOY_DIR: resolve(deployDir),
    MEDIA_DIR: resolve(mediaDir),
    CACHE_DIR: resolve(cacheDir),
  };
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => values[name] ?? whole);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string', multiple: true },
      deploy: { type: 'string' },
      media: { type: 'string' },
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      cache: { type: 'string' },
    },
  });
  const problems = [];
  if (!values.upstream?.length) problems.push('--upstream host:port (once per instance) is required');
  for (const u of values.upstream ?? []) if (!/^[\w.-]+:\d+$/.test(u)) problems.push(`--upstream must be host:port, got "${u}"`);
  if (!values.deploy) problems.push('--deploy DIR (the DEPLOY_DIR the site was built into) is required');
  if (!values.media) problems.push('--media DIR (the shared MEDIA_DIR) is required');
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\n${USAGE}`);
    process.exit(2);
  }
  process.stdout.write(
    renderNginxConf({ upstreams: values.upstream, deployDir: values.deploy, mediaDir: values.media, listen: values.listen, serverName: values['server-name'], cacheDir: values.cache }),
  );
}
