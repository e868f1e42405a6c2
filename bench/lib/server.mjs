// Databases of a given size (seeded once and kept, keyed by the seed's sources) and the project's own server on
// them: start time until /api/health answers, and peak memory (resident set) while it runs.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The signing key of the bench's server on PostgreSQL, which refuses to start without one (decision 0095). */
const BENCH_JWT_SECRET = randomBytes(48).toString('base64url');

function hashTree(hash, dir) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) hashTree(hash, path);
    else hash.update(name).update(readFileSync(path));
  }
}

/** What a seeded database depends on: the schema, the seed and the search indexes' sources. */
function seedHash(root) {
  const hash = createHash('sha256');
  hashTree(hash, join(root, 'api', 'src', 'db'));
  hashTree(hash, join(root, 'api', 'src', 'modules', 'search'));
  return hash.digest('hex').slice(0, 10);
}

/** A seeded database of `products` products, reused while the schema and seed sources stay the same. */
export function seededDatabase({ root, cacheDir, products, images, log }) {
  const dir = join(cacheDir, `db-${products}${images ? '' : '-noimg'}-${seedHash(root)}`);
  if (existsSync(join(dir, 'ready'))) return { dir, seconds: null };
  rmSync(dir, { recursive: true, force: true });
  log(`seed ${products} products (once; kept in ${dir})`);
  const started = performance.now();
  const args = [join(root, 'api', 'dist', 'cli.mjs'), 'seed', '--products', String(products), '--reset'];
  if (!images) args.push('--no-images');
  execFileSync(process.execPath, args, { env: { ...process.env, DATA_DIR: dir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync(process.execPath, ['-e', 'require("node:fs").writeFileSync(process.argv[1], "")', join(dir, 'ready')]);
  return { dir, seconds: (performance.now() - started) / 1000 };
}

/**
 * A seeded PostgreSQL database of `products` products (no images) on the server of `serverUrl` (BENCH_DATABASE_URL),
 * named after the size and the sources, so it is seeded once and reused: bench_<products>_<hash>. The API's `pg`
 * client creates it.
 */
export async function seededPostgres({ root, serverUrl, cacheDir, products, log }) {
  const { default: pg } = await import(createRequire(join(root, 'api', 'package.json')).resolve('pg'));
  const name = `bench_${products}_${seedHash(root)}`;
  const url = new URL(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
    url.pathname = `/${name}`;
    const marker = join(cacheDir, `${name}.ready`);
    if (exists && existsSync(marker)) return { url: url.toString(), seconds: null };
    if (exists) await admin.query(`DROP DATABASE "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
    log(`seed ${products} products on PostgreSQL (once; kept as database ${name})`);
    const started = performance.now();
    const dataDir = join(cacheDir, `${name}-data`);
    mkdirSync(dataDir, { recursive: true });
    execFileSync(process.execPath, [join(root, 'api', 'dist', 'cli.mjs'), 'seed', '--products', String(products), '--reset', '--no-images'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url.toString(), JWT_SECRET: BENCH_JWT_SECRET, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    writeFileSync(marker, '');
    return { url: url.toString(), seconds: (performance.now() - started) / 1000 };
  } finally {
    await admin.end();
  }
}

/** A working copy of a seeded database (the load test writes carts into it). */
export function workingCopy(seeded, target) {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(seeded)) {
    const from = join(seeded, name);
    if (name === 'ready') continue;
    if (statSync(from).isDirectory()) cpSync(from, join(target, name), { recursive: true });
    else copyFileSync(from, join(target, name));
  }
  return target;
}

/** Peak resident memory of a process so far, in MB (Linux: VmHWM; elsewhere the largest sample taken). */
function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
    const rss = /VmRSS:\s+(\d+) kB/.exec(status);
    return { peak: hwm ? Number(hwm[1]) / 1024 : null, now: rss ? Number(rss[1]) / 1024 : null };
  } catch {
    try {
      const kb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
      return { peak: null, now: kb / 1024 };
    } catch {
      return { peak: null, now: null };
    }
  }
}

export async function startServer({ root, port, dataDir, deployDir, databaseUrl }) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'api', 'dist', 'server.mjs')], {
    // The load comes from one address: the per-client cart write limit would answer most adds 429.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEPLOY_DIR: deployDir, LOG_LEVEL: 'warn', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', CART_WRITE_LIMIT: '1000000', BEACON_LIMIT: '1000000', ...(databaseUrl ? { DATABASE_URL: databaseUrl, JWT_SECRET: BENCH_JWT_SECRET } : {}) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  let sampledPeak = 0;
  const sampler = setInterval(() => {
    const { now } = residentMb(child.pid);
    if (now) sampledPeak = Math.max(sampledPeak, now);
  }, 200);
  for (;;) {
    if (child.exitCode !== null) {
      clearInterval(sampler);
      throw new Error(`The server exited while starting:\n${stderr}`);
    }
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (performance.now() - started > 120_000) throw new Error(`The server did not answer within 120 s:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    memory() {
      const { peak, now } = residentMb(child.pid);
      if (now) sampledPeak = Math.max(sampledPeak, now);
      return { peakMb: peak ?? sampledPeak, nowMb: now };
    },
    async stop() {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
