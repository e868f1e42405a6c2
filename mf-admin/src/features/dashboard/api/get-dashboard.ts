import { api, type Dashboard } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/admin/dashboard: counts and the latest orders. */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const { data } = await api.get<Dashboard>('/api/admin/dashboard', { signal });
  return data;
}

export function useDashboard() {
  return useApi('admin-dashboard', getDashboard);
}
