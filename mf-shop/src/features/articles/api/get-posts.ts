import { api, type PostKind, type PostList } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

export const ARTICLES_PER_PAGE = 5;

/** GET /api/posts?kind=&page=&per_page=: a page of published posts in the language in use, newest first. */
export async function getPosts(kind: PostKind, page: number, perPage: number, signal?: AbortSignal): Promise<PostList> {
  const { data } = await api.get<PostList>('/api/posts', { params: { kind, page, per_page: perPage }, signal });
  return data;
}

/** The article list's page of posts, from its route's loader (app/routes.tsx). */
export function usePosts() {
  return useLoaded<PostList>('posts');
}
