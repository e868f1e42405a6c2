// The database handle keeps prepared statements (db/connection.ts): a kept statement must answer for its own
// parameters every time, and see the schema as it is now, not as it was when it was prepared.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';

interface Scratch {
  notes: { id: number; text: string; lang?: string };
}

let db: Kysely<Scratch>;
beforeAll(async () => {
  db = openDatabase(path.join(mkdtempSync(path.join(tmpdir(), 'shop-db-test-')), 'scratch.sqlite')) as unknown as Kysely<Scratch>;
  await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)`.execute(db);
  await db.insertInto('notes').values([{ id: 1, text: 'one' }, { id: 2, text: 'two' }]).execute();
});
afterAll(async () => db.destroy());

describe('kept prepared statements', () => {
  it('answer each call with its own parameters', async () => {
    const byId = (id: number) => db.selectFrom('notes').select('text').where('id', '=', id).executeTakeFirst();
    expect(await byId(1)).toEqual({ text: 'one' });
    expect(await byId(2)).toEqual({ text: 'two' });
    expect(await byId(3)).toBeUndefined();
    await db.updateTable('notes').set({ text: 'uno' }).where('id', '=', 1).execute();
    expect(await byId(1)).toEqual({ text: 'uno' });
  });

  it('see a column added after they were prepared', async () => {
    const all = () => db.selectFrom('notes').selectAll().orderBy('id').execute();
    expect(await all()).toEqual([{ id: 1, text: 'uno' }, { id: 2, text: 'two' }]);
    await sql`ALTER TABLE notes ADD COLUMN lang TEXT NOT NULL DEFAULT 'sk'`.execute(db);
    expect(await all()).toEqual([{ id: 1, text: 'uno', lang: 'sk' }, { id: 2, text: 'two', lang: 'sk' }]);
  });
});

describe('durability (issue 50, 10; decision 0093)', () => {
  it('commits in WAL mode with synchronous FULL: a committed order survives a power loss, not only a killed process', async () => {
    const pragma = async (name: string) => (await sql.raw<Record<string, unknown>>(`PRAGMA ${name}`).execute(db)).rows[0];
    expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' });
    // 2 is FULL (1 NORMAL: the WAL reached the disk only at checkpoints).
    expect(await pragma('synchronous')).toEqual({ synchronous: 2 });
  });
});
