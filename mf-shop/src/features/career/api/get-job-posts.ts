import { api, type PostList } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

/** GET /api/posts?kind=career&with_body=true: the open positions (a company has a handful; one page holds them all). */
export async function getJobPosts(signal?: AbortSignal): Promise<PostList> {
  const { data } = await api.get<PostList>('/api/posts', { params: { kind: 'career', per_page: 50, with_body: true }, signal });
  return data;
}

/** The career page's positions, from its route's loader (app/routes.tsx). */
export function useJobPosts() {
  return useLoaded<PostList>('jobPosts');
}
