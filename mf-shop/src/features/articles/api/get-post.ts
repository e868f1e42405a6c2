import { api, type PostDetail } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

/**
 * GET /api/posts/{slug}: one post in the language in use (found by a slug of any language). With `preview` (the
 * page's `?preview=` token), an admin's unpublished draft, answered only to that admin's signed-in browser.
 */
export async function getPost(slug: string, preview: string | null, signal?: AbortSignal): Promise<PostDetail> {
  const { data } = await api.get<{ data: PostDetail }>(`/api/posts/${encodeURIComponent(slug)}`, { params: preview ? { preview } : {}, signal });
  return data.data;
}

/** The article page's post, from its route's loader (app/routes.tsx). */
export function usePost() {
  return useLoaded<PostDetail>('post');
}
