// Global setup of the API suite (each of its projects): a folder for this run's seeded templates (helpers.ts makes
// each kind of seed once and copies it for every test app), removed at the end with the PostgreSQL templates in it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connection.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's seeded templates (see seededTemplate in helpers.ts). */
    seedTemplatesDir: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-seed-templates-'));
  project.provide('seedTemplatesDir', dir);
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const server = openDatabase(serverUrl, { poolSize: 1 });
      try {
        const { rows } = await sql<{ datname: string }>`SELECT datname FROM pg_database WHERE datname LIKE ${`${templatePrefix(dir)}%`}`.execute(server);
        for (const { datname } of rows) await sql`DROP DATABASE IF EXISTS ${sql.id(datname)} WITH (FORCE)`.execute(server);
      } finally {
        await server.destroy();
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Names of the databases (and Redis keys) the tests create start with this: several runs on one server must not collide. */
export const TEST_DATABASE_PREFIX = process.env.TEST_DATABASE_PREFIX || 'shop_test';

/** The name every PostgreSQL template of the run in `dir` starts with. */
export function templatePrefix(dir: string): string {
  return `${TEST_DATABASE_PREFIX}_tpl_${path.basename(dir).replace(/[^a-z0-9]/gi, '').slice(-6).toLowerCase()}_`;
}
