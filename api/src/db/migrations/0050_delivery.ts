// Delivery (issue 32): the carrier's price table the admin edits (a row per country and order-value band, amounts in
// cents with VAT), the buyer's choice on the open cart, and the priced delivery kept with each order as a JSON
// snapshot (as the order's lines are). Carts and orders from before keep null: no choice made, none recorded.
import type { Kysely } from 'kysely';
import { idColumn } from './frozen/dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_prices')
    .addColumn('id', ...idColumn(db))
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('min_order_cents', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addUniqueConstraint('delivery_prices_band_unique', ['country', 'min_order_cents'])
    .execute();
  await db.schema.alterTable('carts').addColumn('delivery_method', 'varchar(10)').execute();
  await db.schema.alterTable('orders').addColumn('delivery_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('delivery_json').execute();
  await db.schema.alterTable('carts').dropColumn('delivery_method').execute();
  await db.schema.dropTable('delivery_prices').execute();
}
