// Issue 29: the audit log is searched on the server by its author, the entity's id and the summary with the names it
// holds, case and diacritics ignored: each entry keeps that text folded (decision 0070), filled here for the older ones.
import type { Kysely } from 'kysely';
import { searchFold } from './frozen/fold.ts';

type Raw = Kysely<Record<string, Record<string, unknown>>>;

// The search text as modules/audit/service.ts wrote it when this migration was written (auditSearchText and
// parseAuditMessage, kept here so the migration fills the same texts forever).
type AuditParams = Record<string, string | number>;
const isParams = (value: unknown): value is AuditParams =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

function parseAuditMessage(json: string | null): { params: AuditParams; changes: Array<{ params: AuditParams }> } | null {
  if (json === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { code, params, changes } = raw as { code?: unknown; params?: unknown; changes?: unknown };
  if (typeof code !== 'string') return null;
  const list = Array.isArray(changes) ? changes : [];
  return {
    params: isParams(params) ? params : {},
    changes: list
      .filter((c): c is { code: string; params?: unknown } => typeof c === 'object' && c !== null && typeof (c as { code?: unknown }).code === 'string')
      .map((c) => ({ params: isParams(c.params) ? c.params : {} })),
  };
}

interface AuditSearchSource {
  user_name: string;
  user_email: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  message_json: string | null;
}

function auditSearchText(entry: AuditSearchSource): string {
  const message = parseAuditMessage(entry.message_json);
  const values = message ? [...Object.values(message.params), ...message.changes.flatMap((c) => Object.values(c.params))].map(String) : [];
  return searchFold([entry.user_name, entry.user_email, entry.entity, entry.entity_id ?? '', entry.summary, ...values].join(' | ')).slice(0, 8000);
}

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
