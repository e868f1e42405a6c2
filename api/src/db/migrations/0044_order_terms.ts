// Terms and privacy at checkout (issue 32): an order records when its buyer accepted the general terms of sale and
// the privacy policy, and which versions of the two site documents they were (a JSON list, as the order's lines are).
// Orders sent before keep null in both.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('terms_accepted_at', 'varchar(40)').execute();
  await db.schema.alterTable('orders').addColumn('accepted_documents_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('accepted_documents_json').execute();
  await db.schema.alterTable('orders').dropColumn('terms_accepted_at').execute();
}
