// Issue 29: the audit log is searched on the server by its author, the entity's id and the summary with the names it
// holds, case and diacritics ignored: each entry keeps that text folded (decision 0070), filled here for the older ones.
import type { Kysely } from 'kysely';
import { auditSearchText } from '../../modules/audit/service.ts';

type Raw = Kysely<Record<string, Record<string, unknown>>>;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();

  // Batches by id: a log of years is not held in memory at once.
  const t = db as Raw;
  let after = 0;
  for (;;) {
    const rows = await t
      .selectFrom('audit_log')
      .select(['id', 'user_name', 'user_email', 'entity', 'entity_id', 'summary', 'message_json'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const text = auditSearchText({
        user_name: String(row.user_name ?? ''),
        user_email: String(row.user_email ?? ''),
        entity: String(row.entity ?? ''),
        entity_id: row.entity_id === null ? null : String(row.entity_id),
        summary: String(row.summary ?? ''),
        message_json: row.message_json === null ? null : String(row.message_json),
      });
      await t.updateTable('audit_log').set({ search_text: text }).where('id', '=', row.id).execute();
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('search_text').execute();
}
