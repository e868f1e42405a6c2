// The PostgreSQL pool of an instance: its connections are open before the first query is answered, and a burst of
// parallel queries (an uncached suggestion runs several) finds them open instead of opening new ones.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../helpers.ts';

let database: TestDatabase;
beforeAll(async () => {
  if (!TEST_DATABASE_URL) throw new Error('test/postgres/ runs in the api-postgres project, with TEST_DATABASE_URL set');
  database = await createTestDatabase(TEST_DATABASE_URL);
});
afterAll(async () => {
  await database.drop();
});

const databaseName = () => new URL(database.url).pathname.slice(1);

it('opens every connection of the pool before the first answer and keeps using them', async () => {
  const db = openDatabase(database.url, { poolSize: 4 });
  try {
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
    const opened = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE datname = ${databaseName()}`.execute(db);
    expect(opened.rows).toHaveLength(4);
    const pids = new Set(opened.rows.map((row) => row.pid));
    expect(pids.has(rows[0]!.pid)).toBe(true);

    // Four at once, each holding its connection for a moment: all four are the connections opened at the start.
    const burst = await Promise.all([1, 2, 3, 4].map(() => sql<{ pid: number }>`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`.execute(db)));
    expect(new Set(burst.map((answer) => answer.rows[0]!.pid))).toEqual(pids);
  } finally {
    await db.destroy();
  }
});

it('answers once the database can be reached, after a start that could not reach it', async () => {
  const later = `${databaseName()}_later`;
  const url = new URL(database.url);
  url.pathname = `/${later}`;
  const db = openDatabase(url.toString(), { poolSize: 2 });
  let created: TestDatabase | undefined;
  try {
    await expect(sql`SELECT 1`.execute(db)).rejects.toThrow(/does not exist/);
    created = await createTestDatabase(TEST_DATABASE_URL!, { name: later });
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  } finally {
    await db.destroy();
    await created?.drop();
  }
});
