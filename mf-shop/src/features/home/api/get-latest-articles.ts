import { api, type PostList } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

/** GET /api/posts?kind=article&per_page=: the newest articles for the home page. */
export async function getLatestArticles(limit: number, signal?: AbortSignal): Promise<PostList> {
  const { data } = await api.get<PostList>('/api/posts', { params: { kind: 'article', per_page: limit }, signal });
  return data;
}

/** The home page's newest articles (idle without that section), from its route's loader (app/routes.tsx). */
export function useLatestArticles() {
  return useLoaded<PostList>('latestArticles');
}
