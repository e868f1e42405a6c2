// Builds an app on a fresh temporary DATA_DIR with its own SQLite file, migrated and seeded (once per test file).
// With TEST_DATABASE_URL (a PostgreSQL server's maintenance database, e.g. postgres://postgres@127.0.0.1:5432/postgres)
// each app gets a fresh PostgreSQL database instead, dropped again by close().
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { databaseLocation, loadConfig, type Config } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { seed } from '../src/db/seed/index.ts';
import type { App } from '../src/types.ts';

export interface TestContext {
  app: App;
  db: Kysely<Database>;
  config: Config;
  dir: string;
  close: () => Promise<void>;
}

export const INDEX_HTML =
  '<!doctype html><html><head><title>Shop</title><!--public-config--></head><body><div id="app" data-layout="default">' +
  '<div id="slot-header" class="slot slot-header" data-slot="header"></div><div id="slot-main" class="slot slot-main" data-slot="main"></div>' +
  '<div id="slot-footer" class="slot slot-footer" data-slot="footer"></div></div></body></html>';

/** A tiny DEPLOY_DIR as the site build would leave it. */
export function writeFakeDeploy(deployDir: string): void {
  const files: Record<string, string> = {
    'shell/index.html': INDEX_HTML,
    'shell/favicon.ico': 'icon',
    'shell/static/js/main.abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'shell/static/css/main.abc123.css': 'body { margin: 0; }',
    'remotes/mf-header/1.0.0/remoteEntry.js': 'var header = 1;',
    'remotes/mf-header/remotes.json': '{}',
    'remotes.json': '{"mf-header":"/remotes/mf-header/1.0.0/remoteEntry.js"}',
    'builds/latest.json': '{"id":"build-1"}',
  };
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(deployDir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/** The PostgreSQL server the suite runs on, when it runs on PostgreSQL. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
/** Names of the databases the tests create start with this (several runs on one server must not collide). */
const TEST_DATABASE_PREFIX = process.env.TEST_DATABASE_PREFIX || 'shop_test';

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A new empty PostgreSQL database on the TEST_DATABASE_URL server. */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `${TEST_DATABASE_PREFIX}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = openDatabase(serverUrl, { poolSize: 1 });
  try {
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const server = openDatabase(serverUrl, { poolSize: 1 });
      try {
        await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(server);
      } finally {
        await server.destroy();
      }
    },
  };
}

/** sqlite: on a SQLite file even when the suite runs on PostgreSQL (the source of the data move). */
export async function createTestApp(
  opts: { env?: Record<string, string>; products?: number; deploy?: boolean; build?: BuildOptions; sqlite?: boolean } = {},
): Promise<TestContext> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-api-test-'));
  const database = TEST_DATABASE_URL && !opts.sqlite ? await createTestDatabase(TEST_DATABASE_URL) : undefined;
  const config = loadConfig({
    ...(database ? { DATABASE_URL: database.url } : {}),
    DATA_DIR: path.join(dir, 'data'),
    DEPLOY_DIR: path.join(dir, 'deploy'),
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    // Every inject comes from one address: the per-client cart limits are set by the tests about them.
    CART_WRITE_LIMIT: '1000000',
    CART_SEND_LIMIT: '1000000',
    ...opts.env,
  });
  if (opts.deploy !== false) writeFakeDeploy(config.deployDir);
  const db = openDatabase(databaseLocation(config));
  let app: App;
  try {
    await migrateToLatest(db);
    await seed(db, { mediaDir: config.mediaDir, renderImages: false, products: opts.products, admin: { email: config.adminEmail, password: config.adminPassword } });
    app = await buildApp(config, { db, logger: false, ...opts.build });
    await app.ready();
  } catch (e) {
    // A test of a failing start leaves no database or folder behind.
    await db.destroy();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    app,
    db,
    config,
    dir,
    close: async () => {
      await app.close();
      await db.destroy();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance of the shop over the first one's PostgreSQL database, as a second server would run: its own
 * data folder (mail files, caches) and its own connection pool.
 */
export async function createSecondInstance(first: TestContext, opts: { env?: Record<string, string>; build?: BuildOptions } = {}): Promise<TestContext> {
  if (!first.config.databaseUrl) throw new Error('a second instance shares a PostgreSQL database (TEST_DATABASE_URL)');
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-api-test-b-'));
  const config = loadConfig({
    DATABASE_URL: first.config.databaseUrl,
    DATA_DIR: path.join(dir, 'data'),
    DEPLOY_DIR: first.config.deployDir,
    MEDIA_DIR: first.config.mediaDir,
    JWT_SECRET: first.config.jwtSecret,
    LOG_LEVEL: 'silent',
    // As for the first instance: every request of a test comes from one address.
    CART_WRITE_LIMIT: '1000000',
    CART_SEND_LIMIT: '1000000',
    ...opts.env,
  });
  const db = openDatabase(databaseLocation(config));
  const app = await buildApp(config, { db, logger: false, ...opts.build });
  await app.ready();
  return {
    app,
    db,
    config,
    dir,
    close: async () => {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A language header value per site language. */
export const LOCALES = { sk: 'sk-SK', en: 'en-US', hu: 'hu-HU', sr: 'sr-RS', ru: 'ru-RU' } as const;
