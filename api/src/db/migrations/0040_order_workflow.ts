// The order workflow (issue 29): new -> confirmed -> ready_for_pickup or shipped -> completed, or cancelled with a
// reason. Orders marked 'handled' before become 'completed'. The history of status steps and internal notes get their
// tables; orders get a folded search text (number, customer name, company, e-mail) for the admin's search.
import { sql, type Kysely } from 'kysely';
import { searchFold } from './frozen/fold.ts';
import { idColumn, isPostgres, nowText } from './frozen/dialect.ts';

/** The search text of an order as the orders module writes it (kept here too so this migration stays as it ran). */
function orderSearchText(orderNumber: string, contactJson: string): string {
  let contact: { name?: unknown; company?: unknown; email?: unknown } = {};
  try {
    contact = JSON.parse(contactJson) as typeof contact;
  } catch {
    // an unreadable contact is found by its number only
  }
  const parts = [orderNumber, contact.name, contact.company, contact.email].filter((v): v is string => typeof v === 'string' && v !== '');
  return searchFold(parts.join(' | ')).slice(0, 1000);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // 'ready_for_pickup' is longer than the varchar(10) of 0001; SQLite does not enforce the length.
  if (isPostgres(db)) await db.schema.alterTable('orders').alterColumn('status', (c) => c.setDataType('varchar(20)')).execute();
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
  await db.schema.alterTable('orders').addColumn('search_text', 'varchar(1000)', (c) => c.notNull().defaultTo('')).execute();

  await db.schema
    .createTable('order_status_changes')
    .addColumn('id', ...idColumn(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('user_email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(nowText(db)))
    .execute();
  await db.schema.createIndex('order_status_changes_order_idx').on('order_status_changes').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('order_notes')
    .addColumn('id', ...idColumn(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('user_email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(nowText(db)))
    .execute();
  await db.schema.createIndex('order_notes_order_idx').on('order_notes').columns(['order_id', 'id']).execute();

  // A handled order was done with: it is completed, and its history says when (by whom is not known).
  const t = db as Kysely<Record<string, Record<string, unknown>>>;
  const handled = await t.selectFrom('orders').select(['id', 'created_at', 'handled_at']).where('status', '=', 'handled').execute();
  for (const row of handled) {
    await t
      .insertInto('order_status_changes')
      .values({ order_id: row.id, from_status: 'new', to_status: 'completed', created_at: String(row.handled_at ?? row.created_at) })
      .execute();
  }
  await t.updateTable('orders').set({ status: 'completed' }).where('status', '=', 'handled').execute();

  // Batches by id, so a large shop's orders are not all held in memory at once.
  let after = 0;
  for (;;) {
    const rows = await t.selectFrom('orders').select(['id', 'order_number', 'contact_json']).where('id', '>', after).orderBy('id').limit(500).execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      await t.updateTable('orders').set({ search_text: orderSearchText(String(row.order_number), String(row.contact_json)) }).where('id', '=', row.id).execute();
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = db as Kysely<Record<string, Record<string, unknown>>>;
  // Lossy by nature: the two statuses of before can hold only done (handled) and not done (new).
  await t.updateTable('orders').set({ status: 'handled' }).where('status', '=', 'completed').execute();
  await t.updateTable('orders').set({ status: 'new' }).where('status', 'in', ['confirmed', 'ready_for_pickup', 'shipped', 'cancelled']).execute();
  await db.schema.dropTable('order_notes').ifExists().execute();
  await db.schema.dropTable('order_status_changes').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('search_text').execute();
  await db.schema.alterTable('orders').dropColumn('cancel_reason').execute();
  if (isPostgres(db)) await sql`ALTER TABLE orders ALTER COLUMN status TYPE varchar(10)`.execute(db);
}
