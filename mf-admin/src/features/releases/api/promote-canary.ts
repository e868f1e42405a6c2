import { api } from '@shop/shared';
import type { RemoteOverview } from '../types.ts';

/** POST /api/releases/:remote/promote: the canary becomes the version every visitor gets. */
export async function promoteCanary(remote: string): Promise<RemoteOverview> {
  const { data } = await api.post<RemoteOverview>(`/api/releases/${encodeURIComponent(remote)}/promote`, {});
  return data;
}
