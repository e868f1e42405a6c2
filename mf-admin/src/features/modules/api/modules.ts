import { api, type AdminModule, type AdminModuleUpdate } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/admin/modules: every homepage module in order, with its texts in all languages. */
export async function getModules(signal?: AbortSignal): Promise<AdminModule[]> {
  const { data } = await api.get<{ data: AdminModule[] }>('/api/admin/modules', { signal });
  return data.data;
}

export function useModules() {
  return useApi('admin-modules', getModules, { keepPrevious: true });
}

/** PUT /api/admin/modules/{uuid} */
export async function saveModule(uuid: string, body: AdminModuleUpdate): Promise<AdminModule> {
  const { data } = await api.put<{ data: AdminModule }>(`/api/admin/modules/${encodeURIComponent(uuid)}`, body);
  return data.data;
}

/** PUT /api/admin/modules/order: every module's uuid in the new order. */
export async function orderModules(uuids: string[]): Promise<AdminModule[]> {
  const { data } = await api.put<{ data: AdminModule[] }>('/api/admin/modules/order', { uuids });
  return data.data;
}
