import { api, type ReleaseTokenInfo } from '@shop/shared';

/** DELETE /api/admin/release-tokens/:id: the token stops working at once. */
export async function revokeReleaseToken(id: number): Promise<ReleaseTokenInfo> {
  const { data } = await api.delete<{ data: ReleaseTokenInfo }>(`/api/admin/release-tokens/${id}`);
  return data.data;
}
