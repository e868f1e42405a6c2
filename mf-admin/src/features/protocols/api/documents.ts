import { api, type AdminDocument, type AdminDocumentBody, type AdminDocumentList, type AdminDocumentQuery, type AdminDocumentUpdate } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/admin/documents: a page of one kind's documents (searched, filtered by a missing language, sorted). */
export async function getDocuments(query: AdminDocumentQuery, signal?: AbortSignal): Promise<AdminDocumentList> {
  const { data } = await api.get<AdminDocumentList>('/api/admin/documents', { params: query, signal });
  return data;
}

export function useDocuments(query: AdminDocumentQuery) {
  return useApi(`admin-documents|${JSON.stringify(query)}`, (signal) => getDocuments(query, signal), { keepPrevious: true });
}

/** POST /api/admin/documents (a new one) or PUT /api/admin/documents/{uuid}. */
export async function saveDocument(uuid: string | null, body: AdminDocumentBody | AdminDocumentUpdate): Promise<AdminDocument> {
  const { data } = uuid
    ? await api.put<{ data: AdminDocument }>(`/api/admin/documents/${encodeURIComponent(uuid)}`, body)
    : await api.post<{ data: AdminDocument }>('/api/admin/documents', body);
  return data.data;
}

/** DELETE /api/admin/documents/{uuid} (the header's files cannot be deleted, only replaced). */
export async function deleteDocument(uuid: string): Promise<void> {
  await api.delete(`/api/admin/documents/${encodeURIComponent(uuid)}`);
}
