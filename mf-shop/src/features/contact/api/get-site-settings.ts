import { api, type SiteSettings } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

/** GET /api/site/settings: company data, opening hours and location. */
export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const { data } = await api.get<{ data: SiteSettings }>('/api/site/settings', { signal });
  return data.data;
}

/** The contact page's company data, from its route's loader (app/routes.tsx). */
export function useSiteSettings() {
  return useLoaded<SiteSettings>('siteSettings');
}
