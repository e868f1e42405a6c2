import { api, type AuditList } from '@shop/shared';
import { useApi } from '@shop/shared/react';

export const LATEST_CHANGES = 5;

/** GET /api/admin/audit?per_page=5: the newest changes (administrators only; `enabled: false` skips the call). */
export async function getLatestChanges(signal?: AbortSignal): Promise<AuditList> {
  const { data } = await api.get<AuditList>('/api/admin/audit', { params: { page: 1, per_page: LATEST_CHANGES }, signal });
  return data;
}

export function useLatestChanges(enabled: boolean) {
  return useApi(enabled ? 'admin-latest-changes' : null, getLatestChanges);
}
