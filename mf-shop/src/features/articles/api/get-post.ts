import { api, type PostDetail } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/posts/{slug}: one post in the language in use (found by a slug of any language). */
export async function getPost(slug: string, signal?: AbortSignal): Promise<PostDetail> {
  const { data } = await api.get<{ data: PostDetail }>(`/api/posts/${encodeURIComponent(slug)}`, { signal });
  return data.data;
}

export function usePost(slug: string) {
  return useApi(`post|${slug}`, (signal) => getPost(slug, signal));
}
