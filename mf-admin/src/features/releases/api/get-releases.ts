import { api } from '@shop/shared';
import { useApi } from '@shop/shared/react';
import type { RemoteOverview } from '../types.ts';

/** GET /api/admin/releases: every remote's stable version, canary, share, versions and history (administrators). */
export async function getReleases(signal?: AbortSignal): Promise<RemoteOverview[]> {
  const { data } = await api.get<{ data: RemoteOverview[] }>('/api/admin/releases', { signal });
  return data.data;
}

export function useReleases() {
  return useApi('admin-releases', (signal) => getReleases(signal), { keepPrevious: true });
}
