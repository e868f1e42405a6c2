import { api, type ContentPage } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/pages/route/{route}: the page of a fixed route (about, technologies, custom-production, article-we-support). */
export async function getPageForRoute(route: string, signal?: AbortSignal): Promise<ContentPage> {
  const { data } = await api.get<{ data: ContentPage }>(`/api/pages/route/${encodeURIComponent(route)}`, { signal });
  return data.data;
}

export function usePageForRoute(route: string) {
  return useApi(`page-route|${route}`, (signal) => getPageForRoute(route, signal));
}
