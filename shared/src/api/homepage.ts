import type { HomepageModule } from '../contracts/index.ts';
import { api } from '@shop/shared/runtime';

/** GET /api/homepage/modules: the enabled sections of the home page, in order (the home page's loader). */
export function homepageModulesRequest(): { url: string } {
  return { url: '/api/homepage/modules' };
}

export async function getHomepageModules(signal?: AbortSignal): Promise<HomepageModule[]> {
  const { data } = await api.get<{ data: HomepageModule[] }>(homepageModulesRequest().url, { signal });
  return data.data;
}
