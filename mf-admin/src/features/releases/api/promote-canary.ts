import { api, type ReleaseOverview } from '@shop/shared';

/** POST /api/releases/:remote/promote: the canary becomes the version every visitor gets. */
export async function promoteCanary(remote: string): Promise<ReleaseOverview> {
  const { data } = await api.post<ReleaseOverview>(`/api/releases/${encodeURIComponent(remote)}/promote`, {});
  return data;
}
