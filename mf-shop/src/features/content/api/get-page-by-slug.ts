import { api, type ContentPage } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

/** GET /api/pages/{slug}: a content page reached at /{lang}/{slug}. */
export async function getPageBySlug(slug: string, signal?: AbortSignal): Promise<ContentPage> {
  const { data } = await api.get<{ data: ContentPage }>(`/api/pages/${encodeURIComponent(slug)}`, { signal });
  return data.data;
}

/** The content page of the generic slug route (asked when no product has the slug), from its route's loader. */
export function usePageBySlug() {
  return useLoaded<ContentPage>('contentPage');
}
