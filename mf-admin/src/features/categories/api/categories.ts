import { api, type AdminCategory, type CategoryInput } from '@shop/shared';
import { useApi } from '@shop/shared/react';

// One module for the category calls: list, one, create, update, delete (/api/admin/categories).

export async function getCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  const { data } = await api.get<{ data: AdminCategory[] }>('/api/admin/categories', { signal });
  return data.data;
}

export function useCategories() {
  return useApi('admin-categories', getCategories, { keepPrevious: true });
}

export async function getCategory(id: number, signal?: AbortSignal): Promise<AdminCategory> {
  const { data } = await api.get<{ data: AdminCategory }>(`/api/admin/categories/${id}`, { signal });
  return data.data;
}

export async function saveCategory(id: number | null, input: CategoryInput): Promise<AdminCategory> {
  const { data } = id === null ? await api.post<{ data: AdminCategory }>('/api/admin/categories', input) : await api.put<{ data: AdminCategory }>(`/api/admin/categories/${id}`, input);
  return data.data;
}

export async function deleteCategory(id: number): Promise<void> {
  await api.delete(`/api/admin/categories/${id}`);
}
