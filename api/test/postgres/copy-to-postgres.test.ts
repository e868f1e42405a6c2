// The data move: a shop that ran on SQLite copied into PostgreSQL keeps its orders, carts, users, content and audit
// log, and the shop on PostgreSQL answers as before.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLocation, loadConfig } from '../../src/config.ts';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/connection.ts';
import { COPIED_TABLES, copyToPostgres, NulCharacterError, TargetNotEmptyError } from '../../src/db/copy-to-postgres.ts';
import { DEMO_ADMIN } from '../../src/modules/auth/service.ts';
import type { App } from '../../src/types.ts';
import { bearer } from '../admin-helpers.ts';
import { createTestApp, createTestDatabase, TEST_DATABASE_URL, type TestContext, type TestDatabase } from '../helpers.ts';
import { CONTACT } from '../mail-support.ts';

let shop: TestContext; // the small shop on SQLite
let target: TestDatabase;
let orderNumber: string;
let openCart: string;

beforeAll(async () => {
  if (!TEST_DATABASE_URL) throw new Error('test/postgres/ runs in the api-postgres project, with TEST_DATABASE_URL set');
  shop = await createTestApp({ sqlite: true, products: 40 });
  target = await createTestDatabase(TEST_DATABASE_URL);
  const product = ((await shop.app.inject({ method: 'GET', url: '/api/product-category/brany?per_page=2' })).json().data.products as Array<{ uuid: string }>)[0]!.uuid;
  const sent = (await shop.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: product, quantity: 3 } })).json().data.uuid as string;
  await shop.app.inject({ method: 'PUT', url: `/api/cart/${sent}/update`, payload: { contact: CONTACT } });
  orderNumber = (await shop.app.inject({ method: 'POST', url: `/api/cart/${sent}/send`, payload: { terms_accepted: true } })).json().data.order_number as string;
  openCart = (await shop.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: product, quantity: 2 } })).json().data.uuid as string;
  const token = (await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).json().token as string;
  const { data } = (await shop.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(token) })).json();
  await shop.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(token), payload: { ...data, company: { ...data.company, phone: '+421 41 000 111' } } });
}, 60_000);
afterAll(async () => {
  await shop?.close();
  await target?.drop();
});

async function countRows(db: TestContext['db']): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of COPIED_TABLES) counts[name] = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(db)).rows[0]!.n);
  return counts;
}

describe('copy-to-postgres', () => {
  let app: App;
  afterAll(async () => app?.close());

  it('copies every row, and the shop on PostgreSQL shows the same orders, carts, accounts and settings', async () => {
    const pg = openDatabase(target.url);
    try {
      const counts = await copyToPostgres(shop.db, pg);
      const before = await countRows(shop.db);
      expect(counts).toEqual(before);
      expect(await countRows(pg)).toEqual(before);
      expect(before.orders).toBe(1);
      expect(before.audit_log).toBeGreaterThan(0);
    } finally {
      await pg.destroy();
    }

    const config = loadConfig({ DATA_DIR: shop.config.dataDir, DEPLOY_DIR: shop.config.deployDir, JWT_SECRET: shop.config.jwtSecret, LOG_LEVEL: 'silent', DATABASE_URL: target.url });
    app = await buildApp(config, { logger: false });
    expect(databaseLocation(config)).toBe(target.url);
    const token = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).json().token as string;
    const orders = (await app.inject({ method: 'GET', url: '/admin/orders', headers: bearer(token) })).json().data as Array<{ order_number: string }>;
    expect(orders.map((o) => o.order_number)).toEqual([orderNumber]);
    const cart = (await app.inject({ method: 'GET', url: `/api/cart/${openCart}` })).json().data as { count: number };
    expect(cart.count).toBe(2);
    expect((await app.inject({ method: 'GET', url: '/api/site/settings' })).json().data.company.phone).toBe('+421 41 000 111');
    // The search index was rebuilt, and new rows get new ids.
    expect((await app.inject({ method: 'GET', url: '/api/search/search?query=brana' })).json().meta.total).toBeGreaterThan(0);
    const again = await app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: (await app.inject({ method: 'GET', url: '/api/product-category/brany?per_page=1' })).json().data.products[0].uuid } });
    expect(again.statusCode).toBe(200);
    const next = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).statusCode;
    expect(next).toBe(200);
  });

  it('issue 50, 5: names the table, row and column of a NUL character that SQLite held and PostgreSQL cannot, and copies nothing', async () => {
    const source = await createTestApp({ sqlite: true, products: 3 });
    const empty = await createTestDatabase(TEST_DATABASE_URL!);
    const pg = openDatabase(empty.url);
    try {
      const { id } = await source.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
      await source.db.updateTable('product_translations').set({ name: 'Brána\u0000X' }).where('product_id', '=', id).where('lang', '=', 'en').execute();
      const copy = copyToPostgres(source.db, pg);
      await expect(copy).rejects.toBeInstanceOf(NulCharacterError);
      await expect(copy).rejects.toThrow(`product_translations (product_id ${id}, lang en), column name`);
      expect(Number((await sql<{ n: number }>`SELECT count(*) AS n FROM products`.execute(pg)).rows[0]!.n)).toBe(0);
    } finally {
      await pg.destroy();
      await empty.drop();
      await source.close();
    }
  });

  it('refuses to overwrite a database that holds data, unless forced', async () => {
    const pg = openDatabase(target.url);
    try {
      await expect(copyToPostgres(shop.db, pg)).rejects.toBeInstanceOf(TargetNotEmptyError);
      const counts = await copyToPostgres(shop.db, pg, { force: true });
      expect(counts).toEqual(await countRows(shop.db));
    } finally {
      await pg.destroy();
    }
  });
});
