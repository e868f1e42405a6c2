import { api, type ReleaseTokenInfo } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/admin/release-tokens: the teams' release tokens, revoked ones included (never the tokens themselves). */
export async function getReleaseTokens(signal?: AbortSignal): Promise<ReleaseTokenInfo[]> {
  const { data } = await api.get<{ data: ReleaseTokenInfo[] }>('/api/admin/release-tokens', { signal });
  return data.data;
}

export function useReleaseTokens() {
  return useApi('admin-release-tokens', (signal) => getReleaseTokens(signal), { keepPrevious: true });
}
