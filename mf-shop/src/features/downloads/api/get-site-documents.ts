import { api, type SiteDocument } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

/** GET /api/site/documents: the header's static files (the prices page offers the catalogue among them). */
export async function getSiteDocuments(signal?: AbortSignal): Promise<SiteDocument[]> {
  const { data } = await api.get<{ data: SiteDocument[] }>('/api/site/documents', { signal });
  return data.data;
}

/** The site's documents on the prices page (idle on the other documents pages), from its route's loader. */
export function useSiteDocuments() {
  return useLoaded<SiteDocument[]>('siteDocuments');
}
