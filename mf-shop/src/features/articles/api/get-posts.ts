import { api, type PostKind, type PostList } from '@shop/shared';
import { useApi } from '@shop/shared/react';

export const ARTICLES_PER_PAGE = 5;

/** GET /api/posts?kind=&page=&per_page=: a page of published posts in the language in use, newest first. */
export async function getPosts(kind: PostKind, page: number, perPage: number, signal?: AbortSignal): Promise<PostList> {
  const { data } = await api.get<PostList>('/api/posts', { params: { kind, page, per_page: perPage }, signal });
  return data;
}

export function usePosts(kind: PostKind, page: number, perPage = ARTICLES_PER_PAGE) {
  return useApi(`posts|${kind}|${page}|${perPage}`, (signal) => getPosts(kind, page, perPage, signal));
}
