// The database: one SQLite file through better-sqlite3 (WAL journal, foreign keys on) by default, or PostgreSQL
// through a pg pool when the location is a postgres:// URL (DATABASE_URL), for several instances over one database.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** Opens a SQLite file (or ':memory:') or, for a postgres:// URL, a PostgreSQL pool. */
export function openDatabase(location: string, opts: { poolSize?: number } = {}): Kysely<Database> {
  if (isPostgresUrl(location)) return openPostgres(location, opts.poolSize ?? 10);
  const file = location;
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** More distinct statements than the site runs (its queries, with IN lists of a few lengths); the oldest go first. */
const STATEMENT_CACHE_LIMIT = 2000;

/**
 * The database as Kysely sees it, keeping prepared statements: Kysely prepares every query it runs, and preparing
 * costs about as much as running a small indexed query (10 % of the server's time under load on
 * GET /api/cart/{id}). SQLite re-prepares a kept statement by itself when the schema changes.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_LIMIT) statements.delete(statements.keys().next().value as string);
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

// Counts and sums come back as int8/numeric, which pg hands over as strings to keep their precision; the shop's
// counts and cents fit a JS number by far, and the code reads numbers as it does on SQLite.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const numberTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A pool that opens its connections before the first query and keeps them (idleTimeoutMillis 0: never closed for
 * being idle). A new connection costs ~3 ms to open and ~1 ms more at the first statement on each table, so with
 * pg's default (connections opened on demand, closed after 10 idle seconds) a quiet shop's searches paid that on
 * most requests: the uncached suggestions' slowest took 10-28 ms instead of 4-6 (docs/performance.md). Kysely's
 * documented pool factory runs once, before the first query; a failed start is retried at the next query.
 */
function openPostgres(url: string, max: number): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 0, types: numberTypes });
  // An idle client that loses its connection (a database restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const opened = async () => {
    const clients = await Promise.allSettled(Array.from({ length: max }, () => pool.connect()));
    for (const client of clients) if (client.status === 'fulfilled') client.value.release();
    const failed = clients.find((client) => client.status === 'rejected');
    if (failed) throw failed.reason;
    return pool;
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: opened }) });
}
