import { api, type PostList } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/posts?kind=career&with_body=true: the open positions (a company has a handful; one page holds them all). */
export async function getJobPosts(signal?: AbortSignal): Promise<PostList> {
  const { data } = await api.get<PostList>('/api/posts', { params: { kind: 'career', per_page: 50, with_body: true }, signal });
  return data;
}

export function useJobPosts() {
  return useApi('job-posts', getJobPosts);
}
