import { api, type AdminPost, type AdminPostBody, type ListMeta, type PostKind, type AdminPostListItem, type PostPreviewAnswer, type PostPreviewBody } from '@shop/shared';
import { useApi } from '@shop/shared/react';

export const POSTS_PER_PAGE = 20;

/** GET /api/admin/posts?kind=&page=: posts of every state, newest first. */
export async function getPosts(kind: PostKind | null, page: number, signal?: AbortSignal): Promise<{ data: AdminPostListItem[]; meta: ListMeta }> {
  const { data } = await api.get<{ data: AdminPostListItem[]; meta: ListMeta }>('/api/admin/posts', { params: { ...(kind ? { kind } : {}), page, per_page: POSTS_PER_PAGE }, signal });
  return data;
}

export function usePosts(kind: PostKind | null, page: number) {
  return useApi(`admin-posts|${kind ?? 'all'}|${page}`, (signal) => getPosts(kind, page, signal), { keepPrevious: true });
}

/** GET /api/admin/posts/{uuid}: one post with all its translations. */
export async function getPost(uuid: string, signal?: AbortSignal): Promise<AdminPost> {
  const { data } = await api.get<{ data: AdminPost }>(`/api/admin/posts/${encodeURIComponent(uuid)}`, { signal });
  return data.data;
}

export function usePost(uuid: string | null) {
  return useApi(uuid ? `admin-post|${uuid}` : null, (signal) => getPost(uuid!, signal));
}

/** POST /api/admin/posts, or PUT /api/admin/posts/{uuid} for an existing one. */
export async function savePost(uuid: string | null, body: AdminPostBody): Promise<AdminPost> {
  const { data } = uuid
    ? await api.put<{ data: AdminPost }>(`/api/admin/posts/${encodeURIComponent(uuid)}`, body)
    : await api.post<{ data: AdminPost }>('/api/admin/posts', body);
  return data.data;
}

/** DELETE /api/admin/posts/{uuid} */
export async function deletePost(uuid: string): Promise<void> {
  await api.delete(`/api/admin/posts/${encodeURIComponent(uuid)}`);
}

/**
 * POST /api/admin/posts/preview: keeps the post as the form holds it (saved or not) for a few minutes and answers
 * its address on the public site in `lang`, which only this browser's session can open (decision 0063).
 */
export async function previewPost(body: PostPreviewBody): Promise<PostPreviewAnswer> {
  const { data } = await api.post<{ data: PostPreviewAnswer }>('/api/admin/posts/preview', body);
  return data.data;
}
