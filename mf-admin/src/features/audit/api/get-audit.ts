import { api, type AuditList } from '@shop/shared';
import { useApi } from '@shop/shared/react';

export interface AuditQuery {
  page: number;
  per_page: number;
  entity?: string | undefined;
  /** A part of the author, the entity's id or the summary with its names (case and diacritics ignored). */
  q?: string | undefined;
}

/** GET /api/admin/audit: the audit log, newest first, filtered and searched on the server (administrators only). */
export async function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditList> {
  const { data } = await api.get<AuditList>('/api/admin/audit', { params: query, signal });
  return data;
}

export function useAudit(query: AuditQuery | null) {
  return useApi(query === null ? null : `admin-audit|${JSON.stringify(query)}`, (signal) => getAudit(query!, signal), { keepPrevious: true });
}
