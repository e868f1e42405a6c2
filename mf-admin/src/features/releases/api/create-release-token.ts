import { api } from '@shop/shared';
import type { ReleaseToken } from '../types.ts';

export interface ReleaseTokenInput {
  name: string;
  remotes: string[];
  contactEmail?: string | null;
}

/** POST /api/admin/release-tokens: a new token for some remotes; the answer is the one place the token is shown. */
export async function createReleaseToken(input: ReleaseTokenInput): Promise<{ token: string; data: ReleaseToken }> {
  const { data } = await api.post<{ token: string; data: ReleaseToken }>('/api/admin/release-tokens', input);
  return data;
}
