// Mail attachments (issue 32, the order confirmation PDF): a queued mail keeps its files in its outbox row, as a
// JSON list with base64 contents (one text column, the same on SQLite and PostgreSQL), so a retry sends exactly
// what was queued with the order. Mails queued before have null.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('attachments_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments_json').execute();
}
