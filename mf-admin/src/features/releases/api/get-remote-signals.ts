import { api } from '@shop/shared';
import type { VersionHour } from '@shop/shared/contracts/signals';
import { useApi } from '@shop/shared/react';

/** GET /api/admin/signals/:remote: views, failed views, errors and p75 vitals per version and hour (administrators). */
export async function getRemoteSignals(remote: string, hours: number, signal?: AbortSignal): Promise<VersionHour[]> {
  const { data } = await api.get<{ data: VersionHour[] }>(`/api/admin/signals/${encodeURIComponent(remote)}`, { params: { hours }, signal });
  return data.data;
}

export function useRemoteSignals(remote: string, hours: number) {
  return useApi(`admin-signals|${remote}|${hours}`, (signal) => getRemoteSignals(remote, hours, signal), { keepPrevious: true });
}
