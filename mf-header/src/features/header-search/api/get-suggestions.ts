import { api, type Suggestion } from '@shop/shared';

/** GET /api/search/autosuggestion?query=: up to 10 products (uuid, name, slug, thumbnail) for the typed text. */
export async function getSuggestions(query: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const { data } = await api.get<{ data: Suggestion[] }>('/api/search/autosuggestion', { params: { query }, signal });
  return data.data;
}
