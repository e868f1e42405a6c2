// The buyer's side of an order (issue 47): when the admin marked its bank transfer received and who did, and the
// parcel's tracking (carrier, number, link) given with the step to shipped. Older orders have none of these: null.
import type { Kysely } from 'kysely';

const COLUMNS = ['paid_at', 'paid_by_email', 'paid_by_name', 'tracking_carrier', 'tracking_number', 'tracking_url'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  await db.schema.alterTable('orders').addColumn('paid_by_user_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('paid_by_user_id').execute();
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('orders').dropColumn(column).execute();
}
