// A change counter of the public catalogue: triggers bump it on every write to the tables the cached menu,
// top-category and category answers are made of, so the in-process cache of the catalogue service sees any
// change (from the admin, the seed CLI or another process) with one tiny read per call.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './frozen/dialect.ts';

export const CATALOG_VERSION_TABLES = ['categories', 'category_translations', 'products', 'product_translations', 'product_images'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`INSERT INTO catalog_version (id, version) VALUES (1, 0)`.execute(db);
  if (isPostgres(db)) {
    // One bump per statement (a batch insert of the seed is one change), through one trigger function.
    await sql`CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$`.execute(db);
    for (const table of CATALOG_VERSION_TABLES) {
      await sql`CREATE TRIGGER ${sql.raw(`${table}_bumps_catalog_version`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`.execute(db);
    }
    return;
  }
  for (const table of CATALOG_VERSION_TABLES) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) {
      const name = sql.raw(`${table}_${event.toLowerCase()}_bumps_catalog_version`);
      await sql`CREATE TRIGGER ${name} AFTER ${sql.raw(event)} ON ${sql.table(table)}
        BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.dropTable('catalog_version').ifExists().execute();
    for (const table of CATALOG_VERSION_TABLES) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_bumps_catalog_version`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP FUNCTION IF EXISTS bump_catalog_version()`.execute(db);
    return;
  }
  for (const table of CATALOG_VERSION_TABLES) {
    for (const event of ['insert', 'update', 'delete']) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_${event}_bumps_catalog_version`)}`.execute(db);
  }
  await db.schema.dropTable('catalog_version').ifExists().execute();
}
