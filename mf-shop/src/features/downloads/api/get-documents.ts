import { api, type DownloadItem, type DownloadKind } from '@shop/shared';
import { useLoaded } from '@shop/shared/react';

/** The documents pages, each with the kind of files it offers. */
export const DOCUMENT_KINDS = { protocols: 'protocol', 'assembly-instruction': 'assembly', download: 'price-list' } as const satisfies Record<string, DownloadKind>;
export type DocumentsRoute = keyof typeof DOCUMENT_KINDS;

/** GET /api/documents?kind=: protocols, assembly instructions or price lists offered in the language in use. */
export async function getDocuments(kind: DownloadKind, signal?: AbortSignal): Promise<DownloadItem[]> {
  const { data } = await api.get<{ data: DownloadItem[] }>('/api/documents', { params: { kind }, signal });
  return data.data;
}

/** The documents page's files, from its route's loader (app/routes.tsx). */
export function useDocuments() {
  return useLoaded<DownloadItem[]>('documents');
}
