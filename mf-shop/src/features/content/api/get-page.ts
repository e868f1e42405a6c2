import { api, type ContentPage } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

/** GET /api/pages/route/{route}: the page of a fixed route (about, technologies, custom-production, article-we-support). */
export async function getPageForRoute(route: string, signal?: AbortSignal): Promise<ContentPage> {
  const { data } = await api.get<{ data: ContentPage }>(`/api/pages/route/${encodeURIComponent(route)}`, { signal });
  return data.data;
}

/** A fixed route's managed page, from its route's loader (app/routes.tsx). */
export function usePageForRoute() {
  return useLoaded<ContentPage>('routePage');
}
