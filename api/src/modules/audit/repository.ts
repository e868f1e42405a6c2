// The audit log table: appended by every admin change, read page by page, newest first.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { foldedLikeOf } from '../../lib/list-query.ts';

export interface AuditFilter {
  entity?: string | undefined;
  userId?: number | undefined;
  /** A part of the entry's folded search text (author, entity id, summary and its names). */
  q?: string | undefined;
}

export function createAuditRepository(db: Kysely<Database>) {
  const filtered = (f: AuditFilter) => {
    let q = db.selectFrom('audit_log');
    if (f.entity) q = q.where('entity', '=', f.entity);
    if (f.userId) q = q.where('user_id', '=', f.userId);
    const text = f.q?.trim();
    // Both sides folded to lower case: LIKE compares them alike on SQLite and PostgreSQL.
    if (text) q = q.where(sql<boolean>`search_text LIKE ${foldedLikeOf(text)} ESCAPE '\\'`);
    return q;
  };
  return {
    async insert(entry: { user_id: number | null; user_email: string; user_name: string; action: string; entity: string; entity_id: string | null; summary: string; message_json: string | null; search_text: string }) {
      await db.insertInto('audit_log').values({ ...entry, created_at: new Date().toISOString() }).execute();
    },
    async count(f: AuditFilter): Promise<number> {
      const row = await filtered(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    page(f: AuditFilter, limit: number, offset: number) {
      return filtered(f).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },
  };
}
