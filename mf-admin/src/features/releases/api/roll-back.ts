import { api } from '@shop/shared';
import type { RemoteOverview } from '../types.ts';

/** POST /api/releases/:remote/rollback: ends the canary, or (without one) serves the version before the stable one. */
export async function rollBack(remote: string): Promise<RemoteOverview> {
  const { data } = await api.post<RemoteOverview>(`/api/releases/${encodeURIComponent(remote)}/rollback`, {});
  return data;
}
