import { api, type ReleaseOverview } from '@shop/shared';

/** POST /api/releases/:remote/rollback: ends the canary, or (without one) serves the version before the stable one. */
export async function rollBack(remote: string): Promise<ReleaseOverview> {
  const { data } = await api.post<ReleaseOverview>(`/api/releases/${encodeURIComponent(remote)}/rollback`, {});
  return data;
}
