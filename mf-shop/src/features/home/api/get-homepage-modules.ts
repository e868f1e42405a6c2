import { api, type HomepageModule } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/homepage/modules: the enabled sections of the home page, in order. */
export async function getHomepageModules(signal?: AbortSignal): Promise<HomepageModule[]> {
  const { data } = await api.get<{ data: HomepageModule[] }>('/api/homepage/modules', { signal });
  return data.data;
}

export function useHomepageModules() {
  return useApi('homepage-modules', getHomepageModules);
}
