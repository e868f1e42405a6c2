import { api, type ReleaseOverview } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/admin/releases: every remote's stable version, canary, share, versions and history (administrators). */
export async function getReleases(signal?: AbortSignal): Promise<ReleaseOverview[]> {
  const { data } = await api.get<{ data: ReleaseOverview[] }>('/api/admin/releases', { signal });
  return data.data;
}

export function useReleases() {
  return useApi('admin-releases', (signal) => getReleases(signal), { keepPrevious: true });
}
