import { api, type PostList } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/posts?kind=article&per_page=: the newest articles for the home page. */
export async function getLatestArticles(limit: number, signal?: AbortSignal): Promise<PostList> {
  const { data } = await api.get<PostList>('/api/posts', { params: { kind: 'article', per_page: limit }, signal });
  return data;
}

export function useLatestArticles(limit: number) {
  return useApi(`latest-articles|${limit}`, (signal) => getLatestArticles(limit, signal));
}
