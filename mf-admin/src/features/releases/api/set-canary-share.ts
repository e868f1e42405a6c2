import { api } from '@shop/shared';
import type { RemoteOverview } from '../types.ts';

/** PUT /api/releases/:remote/canary: the per cent of visitors (1-99) the running canary goes to. */
export async function setCanaryShare(remote: string, share: number): Promise<RemoteOverview> {
  const { data } = await api.put<RemoteOverview>(`/api/releases/${encodeURIComponent(remote)}/canary`, { share });
  return data;
}
