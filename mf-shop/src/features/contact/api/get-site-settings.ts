import { api, type SiteSettings } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/site/settings: company data, opening hours and location. */
export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const { data } = await api.get<{ data: SiteSettings }>('/api/site/settings', { signal });
  return data.data;
}

export function useSiteSettings() {
  return useApi('site-settings', getSiteSettings);
}
