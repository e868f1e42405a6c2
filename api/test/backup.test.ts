// Issue 49: `cli backup --to FILE` of a shop that keeps taking cart writes, and `cli restore --from FILE` onto an
// empty data folder (SQLite) or database (PostgreSQL, the api-postgres run): every table and media file of the
// restored shop is as it was at one moment of the backup, and the restored shop serves it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { databaseLocation, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import type { Database } from '../src/db/schema.ts';
import { DEMO_ADMIN } from '../src/modules/auth/service.ts';
import { tokens, uploadImage } from './admin-helpers.ts';
import { createTestApp, createTestDatabase, TEST_DATABASE_URL, type TestContext, type TestDatabase } from './helpers.ts';
import { baseEnv, runCli, serverEnv } from './server-process.ts';

/** Tables the writes during the backup change. */
// The tables written while the backup runs: the test's cart writes, and the canary watch's lease, renewed on its timer.
const WRITTEN = new Set(['carts', 'cart_items', 'job_leases']);

let t: TestContext;
let dir: string;
let target: { dataDir: string; mediaDir: string; database?: TestDatabase };
let uploaded: string;

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  dir = mkdtempSync(path.join(tmpdir(), 'shop-backup-test-'));
  // A file uploaded through the admin, beside the ones the seed wrote.
  uploaded = (await uploadImage(t, (await tokens(t)).admin, 120, 80)).path;
  const restoredDir = path.join(dir, 'restored');
  target = { dataDir: path.join(restoredDir, 'data'), mediaDir: path.join(restoredDir, 'media'), ...(TEST_DATABASE_URL ? { database: await createTestDatabase(TEST_DATABASE_URL) } : {}) };
});
afterAll(async () => {
  await t?.close();
  await target?.database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The environment of the restored shop: a new data folder and media folder, a new (empty) database. */
const targetEnv = (): Record<string, string> => ({
  ...baseEnv(),
  DATA_DIR: target.dataDir,
  MEDIA_DIR: target.mediaDir,
  DEPLOY_DIR: t.config.deployDir,
  JWT_SECRET: t.config.jwtSecret,
  LOG_LEVEL: 'silent',
  ...(target.database ? { DATABASE_URL: target.database.url } : {}),
});

/** Every row of every table, as sorted JSON lines (the order rows are stored in is no part of the data). */
async function contents(db: Kysely<Database>, tables: string[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) out[table] = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db)).rows.map((row) => JSON.stringify(row)).sort();
  return out;
}

/** Every file under a folder: relative path -> SHA-256. */
function files(root: string, rel = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const name = path.join(rel, entry.name);
    if (entry.isDirectory()) Object.assign(out, files(root, name));
    else out[name] = createHash('sha256').update(readFileSync(path.join(root, name))).digest('hex');
  }
  return out;
}

describe('backup and restore', () => {
  it('backs up a shop under cart writes and restores it, table by table and file by file, onto an empty one', async () => {
    const product = (await t.app.inject({ method: 'GET', url: '/api/product-category/brany?per_page=1' })).json().data.products[0].uuid as string;
    const cart = (await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: product } })).json().data.uuid as string;
    // The shop takes its deploy folder into the release registry (with an audit entry) at its first look at the
    // registry, which the canary watch's timer may otherwise make in the middle of the backup.
    expect((await t.app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
    let writing = true;
    let acknowledged = 1;
    const writes = (async () => {
      while (writing) {
        const res = await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { cart_uuid: cart, product_uuid: product } });
        expect(res.statusCode).toBe(200);
        acknowledged += 1;
        if (acknowledged % 2 === 0) await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: product } });
      }
    })();

    const file = path.join(dir, 'shop-backup.tar.gz');
    const startedAt = acknowledged;
    const made = await runCli(['backup', '--to', file], { ...baseEnv(), ...serverEnv(t, { LOG_LEVEL: 'silent' }) });
    writing = false;
    await writes;
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/backed up \d+ rows of \d+ tables \((sqlite|postgres)\) and \d+ media files into/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The shop kept writing during the backup.
    expect(acknowledged).toBeGreaterThan(startedAt);

    const restored = await runCli(['restore', '--from', file], targetEnv());
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/restored \d+ rows of \d+ tables and \d+ media files from the backup of/);

    const config = loadConfig(targetEnv());
    const copy = openDatabase(databaseLocation(config));
    try {
      const tables = (TEST_DATABASE_URL
        ? (await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(t.db)).rows
        : (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(t.db)).rows
      ).map((row) => row.name);
      expect(tables).toContain('orders');
      const now = await contents(t.db, tables);
      const then = await contents(copy, tables);
      for (const table of tables) {
        if (WRITTEN.has(table)) continue;
        expect(then[table], table).toEqual(now[table]);
      }
      // The written tables as they were at one moment: carts that exist now, none of their lines ahead of now.
      const cartIds = (rows: string[]) => rows.map((row) => (JSON.parse(row) as { id: number }).id);
      expect(now.carts).toEqual(expect.arrayContaining(then.carts!.filter((row) => !row.includes(cart))));
      expect(cartIds(now.carts!)).toEqual(expect.arrayContaining(cartIds(then.carts!)));
      const units = async (db: Kysely<Database>) =>
        Number((await db.selectFrom('cart_items').innerJoin('carts', 'carts.id', 'cart_items.cart_id').where('carts.uuid', '=', cart).select((eb) => eb.fn.sum<number>('quantity').as('n')).executeTakeFirst())?.n ?? 0);
      const backedUp = await units(copy);
      expect(backedUp).toBeGreaterThanOrEqual(startedAt);
      expect(backedUp).toBeLessThanOrEqual(acknowledged);
      expect(await units(t.db)).toBe(acknowledged);

      // Every media file, the upload included, byte for byte.
      const mediaNow = files(t.config.mediaDir);
      expect(Object.keys(mediaNow)).toContain(uploaded);
      expect(files(config.mediaDir)).toEqual(mediaNow);

      // The restored shop serves the cart as it was backed up, and its admin signs in.
      const app = await buildApp(config, { db: copy, logger: false });
      try {
        expect((await app.inject({ method: 'GET', url: `/api/cart/${cart}` })).json().data.count).toBe(backedUp);
        expect((await app.inject({ method: 'GET', url: `/media/${uploaded}` })).statusCode).toBe(200);
        const signIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, remoteAddress: '10.49.1.1' });
        expect(signIn.statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/readyz' })).json().checks).toMatchObject({ database: 'ok', migrations: 'ok' });
      } finally {
        await app.close();
      }
    } finally {
      await copy.destroy();
    }

    // A shop that holds data already is not overwritten.
    const again = await runCli(['restore', '--from', file], targetEnv());
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty|already/);
  }, 120_000);

  it('refuses a file that is not a backup, and a backup file that exists, with a clear message', async () => {
    const notBackup = path.join(dir, 'not-a-backup.tar.gz');
    const existing = await runCli(['backup', '--to', path.join(dir, 'exists.tar.gz')], { ...baseEnv(), ...serverEnv(t, { LOG_LEVEL: 'silent' }) });
    expect(existing.code, existing.stderr).toBe(0);
    const twice = await runCli(['backup', '--to', path.join(dir, 'exists.tar.gz')], { ...baseEnv(), ...serverEnv(t, { LOG_LEVEL: 'silent' }) });
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('exists already');
    const empty = path.join(dir, 'empty-target');
    mkdirSync(empty);
    const missing = await runCli(['restore', '--from', notBackup], { ...targetEnv(), DATA_DIR: path.join(empty, 'data'), MEDIA_DIR: path.join(empty, 'media') });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no backup file');
    expect(existsSync(path.join(empty, 'media'))).toBe(false);
  }, 60_000);
});
