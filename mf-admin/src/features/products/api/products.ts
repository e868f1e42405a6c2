import { api, type AdminProduct, type AdminProductList, type AdminProductQuery, type ProductInput } from '@shop/shared';
import { useApi } from '@shop/shared/react';

// The product calls of the admin (/api/admin/products): a server-paginated list, one product, save, publish, delete.

export async function getProducts(query: AdminProductQuery, signal?: AbortSignal): Promise<AdminProductList> {
  const { data } = await api.get<AdminProductList>('/api/admin/products', { params: query, signal });
  return data;
}

export function useProducts(query: AdminProductQuery, version: number) {
  return useApi(`admin-products|${version}|${JSON.stringify(query)}`, (signal) => getProducts(query, signal), { keepPrevious: true });
}

export async function getProduct(id: number, signal?: AbortSignal): Promise<AdminProduct> {
  const { data } = await api.get<{ data: AdminProduct }>(`/api/admin/products/${id}`, { signal });
  return data.data;
}

export function useProduct(id: number | null) {
  return useApi(id === null ? null : `admin-product|${id}`, (signal) => getProduct(id!, signal));
}

export async function saveProduct(id: number | null, input: ProductInput): Promise<AdminProduct> {
  const { data } = id === null ? await api.post<{ data: AdminProduct }>('/api/admin/products', input) : await api.put<{ data: AdminProduct }>(`/api/admin/products/${id}`, input);
  return data.data;
}

export async function setProductPublished(id: number, published: boolean): Promise<AdminProduct> {
  const { data } = await api.put<{ data: AdminProduct }>(`/api/admin/products/${id}/published`, { published });
  return data.data;
}

export async function deleteProduct(id: number): Promise<void> {
  await api.delete(`/api/admin/products/${id}`);
}
