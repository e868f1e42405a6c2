// The few places where SQLite and PostgreSQL differ (column types, defaults, locks) ask this module, not the driver.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Whether the instance (or transaction) talks to PostgreSQL. Read from the SQL it compiles (public API, works inside
 * migrations and transactions alike): PostgreSQL numbers its parameters ($1), SQLite does not (?).
 */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return sql`${0}`.compile(db).sql === '$1';
}

/** An auto-numbered integer primary key: `integer … autoincrement` on SQLite, `serial` on PostgreSQL. */
export function idColumn<DB>(db: Kysely<DB>): ['serial' | 'integer', (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return isPostgres(db) ? ['serial', (c) => c.primaryKey()] : ['integer', (c) => c.primaryKey().autoIncrement()];
}

/**
 * The current UTC time as the text SQLite's CURRENT_TIMESTAMP gives ("YYYY-MM-DD HH:MM:SS"), so a default-filled
 * time column reads the same on both databases.
 */
export function nowText<DB>(db: Kysely<DB>) {
  return isPostgres(db) ? sql`(to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'))` : sql`CURRENT_TIMESTAMP`;
}

/** Tables whose id is a serial on PostgreSQL: rows inserted with explicit ids (seed, data move) must move its sequence on. */
export async function syncIdSequences<DB>(db: Kysely<DB>, tables: readonly string[]): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of tables) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

/**
 * Serialises a critical section across every instance on PostgreSQL (a transaction-scoped advisory lock, released
 * at commit or rollback). SQLite runs one write transaction at a time anyway.
 */
export async function lockForTransaction<DB>(trx: Kysely<DB>, name: string): Promise<void> {
  if (isPostgres(trx)) await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}

/**
 * Runs fn while holding a PostgreSQL session advisory lock, so instances that start together prepare the database
 * (migrations, the first seed) one after another: the second finds the work done. On SQLite fn just runs.
 */
export async function withDatabaseLock<DB, T>(db: Kysely<DB>, name: string, fn: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return fn();
  // The lock lives on one pooled connection held for the duration; fn works through the rest of the pool.
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(hashtext(${name}))`.execute(conn);
    try {
      return await fn();
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${name}))`.execute(conn);
    }
  });
}
