import { api } from '@shop/shared';
import type { ReleaseToken } from '../types.ts';

/** DELETE /api/admin/release-tokens/:id: the token stops working at once. */
export async function revokeReleaseToken(id: number): Promise<ReleaseToken> {
  const { data } = await api.delete<{ data: ReleaseToken }>(`/api/admin/release-tokens/${id}`);
  return data.data;
}
