import { api, type Lang, type SynonymGroup, type SynonymGroupBody } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/admin/search-synonyms?lang=…: the synonym groups of one language (administrators only). */
export async function getSynonymGroups(lang: Lang, signal?: AbortSignal): Promise<SynonymGroup[]> {
  const { data } = await api.get<{ data: SynonymGroup[] }>('/api/admin/search-synonyms', { params: { lang }, signal });
  return data.data;
}

export function useSynonymGroups(lang: Lang) {
  return useApi(`admin-search-synonyms|${lang}`, (signal) => getSynonymGroups(lang, signal));
}

/** POST /api/admin/search-synonyms (a new group) or PUT /api/admin/search-synonyms/{id}; 422 names the refused word. */
export async function saveSynonymGroup(id: number | null, body: SynonymGroupBody): Promise<SynonymGroup> {
  const { data } = id === null
    ? await api.post<{ data: SynonymGroup }>('/api/admin/search-synonyms', body)
    : await api.put<{ data: SynonymGroup }>(`/api/admin/search-synonyms/${id}`, body);
  return data.data;
}

/** DELETE /api/admin/search-synonyms/{id}. */
export async function deleteSynonymGroup(id: number): Promise<void> {
  await api.delete(`/api/admin/search-synonyms/${id}`);
}
