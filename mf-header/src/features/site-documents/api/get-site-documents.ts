import { api, type SiteDocument } from '@shop/shared';

/** GET /api/site/documents: the static files of the header and footer (catalogue PDF, terms, …) in the request language. */
export async function getSiteDocuments(signal?: AbortSignal): Promise<SiteDocument[]> {
  const { data } = await api.get<{ data: SiteDocument[] }>('/api/site/documents', { signal });
  return data.data;
}
