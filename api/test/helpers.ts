// Builds an app on a fresh temporary DATA_DIR with its own SQLite file, migrated and seeded (once per test file).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
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

export async function createTestApp(opts: { env?: Record<string, string>; products?: number; deploy?: boolean; build?: BuildOptions } = {}): Promise<TestContext> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-api-test-'));
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'data'),
    DEPLOY_DIR: path.join(dir, 'deploy'),
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  if (opts.deploy !== false) writeFakeDeploy(config.deployDir);
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  await seed(db, { mediaDir: config.mediaDir, renderImages: false, products: opts.products, admin: { email: config.adminEmail, password: config.adminPassword } });
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
