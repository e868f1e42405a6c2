import { api, type AdminPost, type AdminPostBody, type AdminPostList, type AdminPostQuery, type PostPreviewAnswer, type PostPreviewBody } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/admin/posts: a page of the posts of every state the query finds (searched, sorted and paged on the server). */
export async function getPosts(query: AdminPostQuery, signal?: AbortSignal): Promise<AdminPostList> {
  const { data } = await api.get<AdminPostList>('/api/admin/posts', { params: query, signal });
  return data;
}

export function usePosts(query: AdminPostQuery) {
  return useApi(`admin-posts|${JSON.stringify(query)}`, (signal) => getPosts(query, signal), { keepPrevious: true });
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
