import { api, type DownloadItem, type DownloadKind } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/documents?kind=: protocols, assembly instructions or price lists offered in the language in use. */
export async function getDocuments(kind: DownloadKind, signal?: AbortSignal): Promise<DownloadItem[]> {
  const { data } = await api.get<{ data: DownloadItem[] }>('/api/documents', { params: { kind }, signal });
  return data.data;
}

export function useDocuments(kind: DownloadKind) {
  return useApi(`documents|${kind}`, (signal) => getDocuments(kind, signal));
}
