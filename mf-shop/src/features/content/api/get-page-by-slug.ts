import { api, type ContentPage } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/pages/{slug}: a content page reached at /{lang}/{slug}. */
export async function getPageBySlug(slug: string, signal?: AbortSignal): Promise<ContentPage> {
  const { data } = await api.get<{ data: ContentPage }>(`/api/pages/${encodeURIComponent(slug)}`, { signal });
  return data.data;
}

/** `enabled: false` waits (the generic slug route asks for a product first). */
export function usePageBySlug(slug: string, enabled = true) {
  return useApi(enabled ? `page-slug|${slug}` : null, (signal) => getPageBySlug(slug, signal));
}
