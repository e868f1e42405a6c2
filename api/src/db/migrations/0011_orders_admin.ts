// Orders in the admin: listed newest first and filtered by status; when an order was marked as handled.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('handled_at', 'varchar(40)').execute();
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_created_idx').ifExists().execute();
  await db.schema.dropIndex('orders_status_created_idx').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('handled_at').execute();
}
