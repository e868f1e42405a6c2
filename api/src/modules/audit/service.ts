// Records who changed what in the admin, and when; admins read it in the audit log screen.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditAction, AuditEntry, AuditList, AuditMessage } from '@shop/shared/contracts/admin';
import type { AuthContext } from '../../types.ts';
import { searchFold } from '../../lib/text.ts';
import { listMeta } from '../../lib/list-query.ts';
import { createAuditRepository, type AuditFilter } from './repository.ts';

type AuditParams = Record<string, string | number>;

/**
 * One change. `summary` is the English sentence (database readers, logs, API callers); `code`, `params` and
 * `changes` name the same sentence for the admin to word in its reader's language (decision 0050).
 */
export interface AuditEvent {
  /** One of AUDIT_ACTIONS, each worded by the admin in five languages. */
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  summary: string;
  code: string;
  params?: AuditParams;
  /** One entry per change an "Updated …: a; b; c" summary lists. */
  changes?: Array<{ code: string; params?: AuditParams }>;
}

/** A change an "Updated …: a; b; c" summary lists: its English words and its code with params. */
export interface AuditChange {
  text: string;
  code: string;
  params?: AuditParams;
}

/** The English tail of an "Updated …" summary (": a; b; c", or '' without changes) and the changes of the event. */
export function listedChanges(changes: AuditChange[]): { text: string; changes: NonNullable<AuditEvent['changes']> } {
  return {
    text: changes.length ? `: ${changes.map((c) => c.text).join('; ')}` : '',
    changes: changes.map(({ code, params }) => (params ? { code, params } : { code })),
  };
}

/** The stored message, lean: empty params and changes are left out. */
function messageJson(event: AuditEvent): string {
  const lean = (params: AuditParams | undefined) => (params && Object.keys(params).length > 0 ? { params } : {});
  return JSON.stringify({
    code: event.code,
    ...lean(event.params),
    ...(event.changes?.length ? { changes: event.changes.map((c) => ({ code: c.code, ...lean(c.params) })) } : {}),
  });
}

const isParams = (value: unknown): value is AuditParams =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

/** The stored message with every part present; null for entries written before codes (or a column that does not parse). */
export function parseAuditMessage(json: string | null): AuditMessage | null {
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
    code,
    params: isParams(params) ? params : {},
    changes: list
      .filter((c): c is { code: string; params?: unknown } => typeof c === 'object' && c !== null && typeof (c as { code?: unknown }).code === 'string')
      .map((c) => ({ code: c.code, params: isParams(c.params) ? c.params : {} })),
  };
}

/** The columns of an entry the log's search looks in. */
export interface AuditSearchSource {
  user_name: string;
  user_email: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  message_json: string | null;
}

/**
 * What the log's search looks in, folded when the entry is written (migration 0054 for older ones): the author's name
 * and e-mail, the entity and its id, the English summary and the message's values, i.e. the names a summary holds as
 * they were written (a Slovak title, an e-mail), so they are found whatever language the admin reads.
 */
export function auditSearchText(entry: AuditSearchSource): string {
  const message = parseAuditMessage(entry.message_json);
  const values = message ? [...Object.values(message.params), ...message.changes.flatMap((c) => Object.values(c.params))].map(String) : [];
  return searchFold([entry.user_name, entry.user_email, entry.entity, entry.entity_id ?? '', entry.summary, ...values].join(' | ')).slice(0, 8000);
}

export function createAuditService(db: Kysely<Database>) {
  const repo = createAuditRepository(db);
  /** Appends an entry by an author who may have no account (a release token, the shop itself). */
  async function recordBy(author: { id: number | null; email: string; name: string } | null, event: AuditEvent): Promise<void> {
    const entry = {
      user_id: author?.id ?? null,
      user_email: author?.email ?? '',
      user_name: author?.name ?? '',
      action: event.action,
      entity: event.entity,
      entity_id: event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
      summary: event.summary.slice(0, 2000),
      message_json: messageJson(event),
    };
    await repo.insert({ ...entry, search_text: auditSearchText(entry) });
  }

  return {
    /** Appends an entry for the signed-in user of the request. */
    async record(auth: AuthContext | null, event: AuditEvent): Promise<void> {
      return recordBy(auth ? { id: auth.user.id, email: auth.user.email, name: auth.user.name } : null, event);
    },

    recordBy,

    /** A page of the entries the filter finds (its text a part of the folded search text), newest first. */
    async list(filter: AuditFilter, page: number, perPage: number): Promise<AuditList> {
      const [total, rows] = await Promise.all([repo.count(filter), repo.page(filter, perPage, (page - 1) * perPage)]);
      const data: AuditEntry[] = rows.map((r) => ({
        id: r.id,
        created_at: r.created_at,
        user: r.user_email ? { id: r.user_id, email: r.user_email, name: r.user_name } : null,
        action: r.action,
        entity: r.entity,
        entity_id: r.entity_id,
        summary: r.summary,
        message: parseAuditMessage(r.message_json),
      }));
      return { data, meta: listMeta(page, perPage, total) };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
