// Issue 29 (3): an audit entry keeps its summary as a message code with params and changes (JSON), so the admin
// words it in its reader's language (decision 0050). Entries written before keep null and show their English summary.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('message_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('message_json').execute();
}
