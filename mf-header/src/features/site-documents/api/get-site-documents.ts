import { api, type SiteDocument } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/site/documents: the static files of the header and footer (catalogue PDF, terms, …) in the request language. */
export async function getSiteDocuments(signal?: AbortSignal): Promise<SiteDocument[]> {
  const { data } = await api.get<{ data: SiteDocument[] }>('/api/site/documents', { signal });
  return data.data;
}

/**
 * The site's documents, reloaded when the language changes; null while they load (so a link can keep its place).
 * When the call fails the list is empty: the links are simply not shown (they are extras of the header and
 * footer, never a reason for an error).
 */
export function useSiteDocuments(): SiteDocument[] | null {
  const documents = useApi('site-documents', getSiteDocuments);
  if (documents.status === 'success') return documents.data;
  return documents.status === 'error' ? [] : null;
}
