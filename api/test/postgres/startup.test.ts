// Several instances starting together over one empty PostgreSQL database: they migrate and seed it once, and all
// of them come up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../helpers.ts';

let database: TestDatabase;
let mediaDir: string;
beforeAll(async () => {
  if (!TEST_DATABASE_URL) throw new Error('test/postgres/ runs in the api-postgres project, with TEST_DATABASE_URL set');
  database = await createTestDatabase(TEST_DATABASE_URL);
  mediaDir = mkdtempSync(path.join(tmpdir(), 'shop-pg-startup-'));
});
afterAll(async () => {
  await database.drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

it('migrates and seeds once when three instances start at the same moment', async () => {
  const instances = [1, 2, 3].map(() => openDatabase(database.url));
  try {
    const admins = await Promise.all(
      instances.map((db) => prepareDatabase(db, { mediaDir, renderImages: false, admin: { email: 'owner@example.com', password: 'long-enough-password' } })),
    );
    expect(admins).toEqual([null, null, null]);
    const db = instances[0]!;
    const categories = await db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const distinctUuids = await db.selectFrom('categories').select((eb) => eb.fn.count<number>('uuid').distinct().as('n')).executeTakeFirstOrThrow();
    expect(categories.n).toBeGreaterThan(0);
    expect(distinctUuids.n).toBe(categories.n);
    const { rows } = await sql<{ name: string; n: number }>`SELECT name, count(*) AS n FROM kysely_migration GROUP BY name HAVING count(*) > 1`.execute(db);
    expect(rows).toEqual([]);
    expect(await db.selectFrom('admin_users').select('email').execute()).toEqual([{ email: 'owner@example.com' }]);
    // The seeded products were inserted with their ids; a new one continues after them.
    const max = await db.selectFrom('products').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow();
    const created = await db
      .insertInto('products')
      .values({ uuid: 'new-product', category_id: null, price_cents: 100, vat_rate: 23, published: 1, position: 0, created_at: 'now', updated_at: 'now' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(created.id).toBe(Number(max.max) + 1);
  } finally {
    await Promise.all(instances.map((db) => db.destroy()));
  }
});
