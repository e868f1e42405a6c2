// Builds an app on a fresh temporary DATA_DIR with its own SQLite file, migrated and seeded: a copy of the run's seeded
// template (decision 0074). With TEST_DATABASE_URL (a PostgreSQL server's maintenance database, e.g.
// postgres://postgres@127.0.0.1:5432/postgres) each app gets a fresh PostgreSQL database instead, dropped by close().
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { sharedSerializers } from './shared-serializers.ts';
import { databaseLocation, loadConfig, type Config } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { seed } from '../src/db/seed/index.ts';
import type { App } from '../src/types.ts';
import { LANGUAGES, type Lang } from '@shop/shared/languages';
import { TEST_DATABASE_PREFIX, templatePrefix } from './global-setup.ts';

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
    'remotes.json': '{"mf_header":"/remotes/mf-header/1.0.0/remoteEntry.js"}',
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

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A new PostgreSQL database on the TEST_DATABASE_URL server: empty, or a copy of the database `template`. */
export async function createTestDatabase(serverUrl: string, opts: { name?: string; template?: string } = {}): Promise<TestDatabase> {
  const name = opts.name ?? `${TEST_DATABASE_PREFIX}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = openDatabase(serverUrl, { poolSize: 1 });
  try {
    // PostgreSQL's own copy of a database (CREATE DATABASE ... TEMPLATE); nobody may be connected to the template.
    if (opts.template) await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(opts.template)}`.execute(admin);
    else await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
    // A test database need not survive a power loss: its commits do not wait for the disk (the server's own
    // databases keep their settings).
    await sql`ALTER DATABASE ${sql.id(name)} SET synchronous_commit = off`.execute(admin);
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

type SeedOptions = Pick<Parameters<typeof seed>[1], 'products' | 'admin'>;

/** A migrated and seeded database (a SQLite file or a PostgreSQL database's name) with the media files the seed wrote. */
interface SeedTemplate {
  sqliteFile?: string;
  postgresDatabase?: string;
  mediaDir: string;
}

/** How long a test process waits for another one seeding the template it needs (seconds on an idle machine). */
const TEMPLATE_WAIT_MS = 120_000;

/** Whether this process made the folder (and so seeds the template); false when another one already had. */
function claim(folder: string): boolean {
  try {
    mkdirSync(folder);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
}

/**
 * The seeded template for these seed options, made once per test run by the first test process that needs it and
 * copied for every test app: seeding writes the site's PDF documents (fonts parsed, pages laid out), several seconds
 * in each process, and gives the same database every time. Without the suite's global setup (global-setup.ts), null.
 */
async function seededTemplate(kind: 'sqlite' | 'postgres', seedOptions: SeedOptions): Promise<SeedTemplate | null> {
  const dir: string | undefined = inject('seedTemplatesDir');
  if (!dir) return null;
  const key = createHash('sha256')
    .update(JSON.stringify([seedOptions.products ?? null, seedOptions.admin?.email ?? null, seedOptions.admin?.password ?? null]))
    .digest('hex')
    .slice(0, 12);
  const base = path.join(dir, `${kind}-${key}`);
  const made = `${base}.json`;
  const failed = `${base}.failed`;
  if (!claim(base)) {
    for (const deadline = Date.now() + TEMPLATE_WAIT_MS; Date.now() < deadline; await sleep(100)) {
      if (existsSync(made)) return JSON.parse(readFileSync(made, 'utf8')) as SeedTemplate;
      if (existsSync(failed)) throw new Error(`seeding the test template failed in another test process: ${readFileSync(failed, 'utf8')}`);
    }
    throw new Error(`no seeded test template at ${base} after ${TEMPLATE_WAIT_MS / 1000} s`);
  }
  const template: SeedTemplate = { mediaDir: path.join(base, 'media') };
  try {
    let location: string;
    if (kind === 'postgres') {
      template.postgresDatabase = `${templatePrefix(dir)}${key}`;
      location = (await createTestDatabase(TEST_DATABASE_URL!, { name: template.postgresDatabase })).url;
    } else {
      location = template.sqliteFile = path.join(base, 'shop.db');
    }
    const db = openDatabase(location, { poolSize: 1 });
    try {
      await migrateToLatest(db);
      await seed(db, { mediaDir: template.mediaDir, renderImages: false, ...seedOptions });
    } finally {
      // Closed before it is copied: SQLite folds its write-ahead log into the file, PostgreSQL copies only an unused database.
      await db.destroy();
    }
  } catch (e) {
    writeFileSync(failed, String(e));
    throw e;
  }
  writeFileSync(made, JSON.stringify(template));
  return template;
}

/** sqlite: on a SQLite file even when the suite runs on PostgreSQL (the source of the data move). */
export async function createTestApp(
  opts: { env?: Record<string, string>; products?: number; deploy?: boolean; build?: BuildOptions; sqlite?: boolean } = {},
): Promise<TestContext> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-api-test-'));
  const onPostgres = Boolean(TEST_DATABASE_URL && !opts.sqlite);
  const configWith = (databaseUrl?: string) =>
    loadConfig({
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: path.join(dir, 'data'),
      DEPLOY_DIR: path.join(dir, 'deploy'),
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
      // Every inject comes from one address: the per-client cart limits are set by the tests about them.
      CART_WRITE_LIMIT: '1000000',
      CART_SEND_LIMIT: '1000000',
      ...opts.env,
    });
  const { adminEmail, adminPassword } = configWith();
  const seedOptions: SeedOptions = { products: opts.products, admin: { email: adminEmail, password: adminPassword } };
  const template = await seededTemplate(onPostgres ? 'postgres' : 'sqlite', seedOptions);
  const database = onPostgres ? await createTestDatabase(TEST_DATABASE_URL!, { template: template?.postgresDatabase }) : undefined;
  const config = configWith(database?.url);
  if (opts.deploy !== false) writeFakeDeploy(config.deployDir);
  if (template?.sqliteFile) {
    mkdirSync(path.dirname(config.databaseFile), { recursive: true });
    copyFileSync(template.sqliteFile, config.databaseFile);
  }
  if (template) cpSync(template.mediaDir, config.mediaDir, { recursive: true });
  const db = openDatabase(databaseLocation(config));
  let app: App;
  try {
    if (!template) {
      await migrateToLatest(db);
      await seed(db, { mediaDir: config.mediaDir, renderImages: false, ...seedOptions });
    }
    app = await buildApp(config, { db, logger: false, schemaController: sharedSerializers, ...opts.build });
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
  const app = await buildApp(config, { db, logger: false, schemaController: sharedSerializers, ...opts.build });
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

/** A language header value per site language: the locale tags the site's API client sends. */
export const LOCALES = Object.fromEntries(LANGUAGES.map((l) => [l.code, l.tag])) as Record<Lang, string>;
