import { api, type ReleaseOverview } from '@shop/shared';

/** PUT /api/releases/:remote/canary: the per cent of visitors (1-99) the running canary goes to. */
export async function setCanaryShare(remote: string, share: number): Promise<ReleaseOverview> {
  const { data } = await api.put<ReleaseOverview>(`/api/releases/${encodeURIComponent(remote)}/canary`, { share });
  return data;
}
