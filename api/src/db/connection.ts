// The database: one SQLite file through better-sqlite3 (WAL journal, foreign keys on, each commit on the disk before it
// returns: decision 0093) by default, or PostgreSQL through a pg pool when the location is a postgres:// URL
// (DATABASE_URL), for several instances over one database.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type DatabaseConnection, type Dialect, type Driver, type SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Database } from './schema.ts';

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** How busy a database's connections are now (the metrics' pool gauges). */
export interface PoolUse {
  /** Connections the pool holds at most: SQLite has the one. */
  size: number;
  /** Connections lent to a query or transaction now. */
  inUse: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
}

const poolUse = new WeakMap<Kysely<Database>, () => PoolUse>();

/** The pool's use now, for a database opened by openDatabase (null for one opened elsewhere). */
export function poolUseOf(db: Kysely<Database>): PoolUse | null {
  return poolUse.get(db)?.() ?? null;
}

/** Opens a SQLite file (or ':memory:') or, for a postgres:// URL, a PostgreSQL pool. */
export function openDatabase(location: string, opts: { poolSize?: number } = {}): Kysely<Database> {
  if (isPostgresUrl(location)) {
    const size = opts.poolSize ?? 10;
    return counted(postgresDialect(location, size), size);
  }
  const file = location;
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // A commit waits for its WAL frames to reach the disk: an order (and the mail confirming it) survives a power loss,
  // not only a killed process. About one fsync per commit (decision 0093).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  return counted(new SqliteDialect({ database: withStatementCache(sqlite) }), 1);
}

/**
 * The database over a dialect whose driver counts the connections lent and the callers waiting for one, through
 * Kysely's documented Dialect and Driver interfaces: the same figures on SQLite (one connection, callers queued by
 * Kysely) and PostgreSQL (pg's pool), where pg's own counters would not see Kysely's queue.
 */
function counted(inner: Dialect, size: number): Kysely<Database> {
  const use = { size, inUse: 0, waiting: 0 };
  const dialect: Dialect = {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createDriver: () => countingDriver(inner.createDriver(), use),
  };
  const db = new Kysely<Database>({ dialect });
  poolUse.set(db, () => ({ ...use }));
  return db;
}

function countingDriver(driver: Driver, use: { inUse: number; waiting: number }): Driver {
  const counting: Driver = {
    init: () => driver.init(),
    async acquireConnection(): Promise<DatabaseConnection> {
      use.waiting += 1;
      try {
        const connection = await driver.acquireConnection();
        use.inUse += 1;
        return connection;
      } finally {
        use.waiting -= 1;
      }
    },
    async releaseConnection(connection) {
      use.inUse -= 1;
      await driver.releaseConnection(connection);
    },
    beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
    commitTransaction: (connection) => driver.commitTransaction(connection),
    rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
    destroy: () => driver.destroy(),
  };
  // Kysely asks whether a driver has savepoints before it uses them: only the ones the inner driver has.
  if (driver.savepoint) counting.savepoint = driver.savepoint.bind(driver);
  if (driver.rollbackToSavepoint) counting.rollbackToSavepoint = driver.rollbackToSavepoint.bind(driver);
  if (driver.releaseSavepoint) counting.releaseSavepoint = driver.releaseSavepoint.bind(driver);
  return counting;
}

/** More distinct statements than the site runs (its queries, with IN lists of a few lengths); the least recently used go first. */
const STATEMENT_CACHE_LIMIT = 2000;

/**
 * The database as Kysely sees it, keeping prepared statements: Kysely prepares every query it runs, and preparing
 * costs about as much as running a small indexed query (10 % of the server's time under load on
 * GET /api/cart/{id}). SQLite re-prepares a kept statement by itself when the schema changes.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_LIMIT });
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
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
function postgresDialect(url: string, max: number): Dialect {
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
  return new PostgresDialect({ pool: opened });
}
