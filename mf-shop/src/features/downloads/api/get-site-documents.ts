import { api, type SiteDocument } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/site/documents: the header's static files (the prices page offers the catalogue among them). */
export async function getSiteDocuments(signal?: AbortSignal): Promise<SiteDocument[]> {
  const { data } = await api.get<{ data: SiteDocument[] }>('/api/site/documents', { signal });
  return data.data;
}

export function useSiteDocuments(enabled: boolean) {
  return useApi(enabled ? 'site-documents' : null, getSiteDocuments);
}
