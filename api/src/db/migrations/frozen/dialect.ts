// Frozen copy of ../../dialect.ts as it was on 2026-11-29 (issue 51, 2): the migrations ask this, never the live
// module, so a later change of the live helpers cannot change what an old migration creates.
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
