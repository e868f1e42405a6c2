// Records who changed what in the admin, and when; admins read it in the audit log screen.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditEntry, AuditList } from '@shop/shared/contracts/admin';
import type { AuthContext } from '../../types.ts';
import { listMeta } from '../catalog/service.ts';
import { createAuditRepository, type AuditFilter } from './repository.ts';

export interface AuditEvent {
  action: string;
  entity: string;
  entityId?: string | number | null;
  summary: string;
}

export function createAuditService(db: Kysely<Database>) {
  const repo = createAuditRepository(db);
  return {
    /** Appends an entry for the signed-in user of the request. */
    async record(auth: AuthContext | null, event: AuditEvent): Promise<void> {
      await repo.insert({
        user_id: auth?.user.id ?? null,
        user_email: auth?.user.email ?? '',
        user_name: auth?.user.name ?? '',
        action: event.action,
        entity: event.entity,
        entity_id: event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
        summary: event.summary.slice(0, 2000),
      });
    },

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
      }));
      return { data, meta: listMeta(page, perPage, total) };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
