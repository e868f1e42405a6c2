import { api, type DownloadItem } from '@shop/shared';

/** The document kinds a product page offers: assembly instructions and protocols (declarations, test reports, certificates). */
const PRODUCT_DOCUMENT_KINDS = ['assembly', 'protocol'] as const;

/** GET /api/documents?kind=: the downloadable documents of a kind, in the current language. */
export async function getDocuments(kind: (typeof PRODUCT_DOCUMENT_KINDS)[number], signal?: AbortSignal): Promise<DownloadItem[]> {
  const { data } = await api.get<{ data: DownloadItem[] }>('/api/documents', { params: { kind }, signal });
  return data.data;
}

/** Assembly instructions first, then protocols. */
export async function getProductDocuments(signal?: AbortSignal): Promise<DownloadItem[]> {
  const lists = await Promise.all(PRODUCT_DOCUMENT_KINDS.map((kind) => getDocuments(kind, signal)));
  return lists.flat();
}
