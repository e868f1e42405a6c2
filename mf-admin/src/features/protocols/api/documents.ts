import { api, type AdminDocument, type AdminDocumentBody, type AdminDocumentUpdate } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/admin/documents: every document (the header's files, protocols, instructions, price lists). */
export async function getDocuments(signal?: AbortSignal): Promise<AdminDocument[]> {
  const { data } = await api.get<{ data: AdminDocument[] }>('/api/admin/documents', { signal });
  return data.data;
}

export function useDocuments() {
  return useApi('admin-documents', getDocuments, { keepPrevious: true });
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
