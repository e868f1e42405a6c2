import { api, type SiteSettings } from '@shop/shared';

/** GET /api/site/settings: the company's contact data in the current language. */
export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const { data } = await api.get<{ data: SiteSettings }>('/api/site/settings', { signal });
  return data.data;
}
