import { api, type ProductModel } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** GET /api/admin/product-models: the models a product can be a variant of, by name, with their product counts. */
export async function getProductModels(signal?: AbortSignal): Promise<ProductModel[]> {
  const { data } = await api.get<{ data: ProductModel[] }>('/api/admin/product-models', { signal });
  return data.data;
}

export function useProductModels() {
  return useApi('admin-product-models', getProductModels);
}

/** POST /api/admin/product-models {name}: a new model (409 productModel.nameTaken for a name in use). */
export async function createProductModel(name: string): Promise<ProductModel> {
  const { data } = await api.post<{ data: ProductModel }>('/api/admin/product-models', { name });
  return data.data;
}
