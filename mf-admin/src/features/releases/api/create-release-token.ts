import { api, type CreatedReleaseToken } from '@shop/shared';

export interface ReleaseTokenInput {
  name: string;
  remotes: string[];
  contactEmail?: string | null;
}

/** POST /api/admin/release-tokens: a new token for some remotes; the answer is the one place the token is shown. */
export async function createReleaseToken(input: ReleaseTokenInput): Promise<CreatedReleaseToken> {
  const { data } = await api.post<CreatedReleaseToken>('/api/admin/release-tokens', input);
  return data;
}
