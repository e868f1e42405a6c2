// Business buyers (issue 32): an order records whether it was a VAT reverse charge (an EU business outside
// Slovakia with a VAT ID of its country's form, decision 0065), as decided when it was sent, so a later change of the
// rules does not rewrite old orders. Orders sent before were all charged VAT: 0.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('vat_reverse_charge', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('vat_reverse_charge').execute();
}
