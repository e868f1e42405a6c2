// Per-version signals from real visitors (issue 46, 4; decision 0085): slot views, failed views and errors of each
// remote version per hour, and its web vitals as histograms (p75 is read from them), kept 30 days.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_signals')
    .addColumn('remote', 'varchar(40)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    // The hour's start, "YYYY-MM-DDTHH:00:00.000Z": sorts and compares as text on both databases.
    .addColumn('hour', 'varchar(24)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errors', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('remote_signals_pk', ['remote', 'version', 'hour'])
    .execute();
  await db.schema.createIndex('remote_signals_hour_idx').on('remote_signals').column('hour').execute();
  await db.schema
    .createTable('remote_vitals')
    .addColumn('remote', 'varchar(40)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('hour', 'varchar(24)', (c) => c.notNull())
    .addColumn('metric', 'varchar(8)', (c) => c.notNull())
    // Log-scale bucket of the value (signals/histogram.ts): ~10 % resolution whatever the magnitude.
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('samples', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('remote_vitals_pk', ['remote', 'version', 'hour', 'metric', 'bucket'])
    .execute();
  await db.schema.createIndex('remote_vitals_hour_idx').on('remote_vitals').column('hour').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_vitals').ifExists().execute();
  await db.schema.dropTable('remote_signals').ifExists().execute();
}
