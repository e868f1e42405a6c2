// Product models (decision 0107): the colour and size variants of one product point to their model.
import type { ProductModel, ProductModelInput } from '@shop/shared/contracts/admin';
import type { AuthContext } from '../../types.ts';
import { conflict, invalidFields } from '../../lib/errors.ts';
import type { RecordChange } from './catalog-rules.ts';
import type { AdminCatalogRepository } from './repository.ts';

export function createModelsAdmin(repo: AdminCatalogRepository, changed: RecordChange) {
  /** The models by name, with how many products each groups. */
  async function productModels(): Promise<ProductModel[]> {
    return (await repo.models()).map((m) => ({ id: m.id, name: m.name, product_count: Number(m.product_count) }));
  }

  /** A new model by its name; 409 when a model of that name exists (the admin picks it instead). */
  async function createProductModel(auth: AuthContext | null, input: ProductModelInput): Promise<ProductModel> {
    const name = input.name.trim();
    if (!name) throw invalidFields('The model needs a name', [{ field: 'name', message: 'is required', code: 'field.required' }]);
    if (await repo.modelByName(name)) throw conflict(`A model named "${name}" exists`, { code: 'productModel.nameTaken', params: { name } });
    const id = await repo.insertModel(name, new Date().toISOString());
    await changed(auth, { action: 'create', entity: 'product-model', entityId: id, summary: `Created model "${name}"`, code: 'productModel.created', params: { name } });
    return { id, name, product_count: 0 };
  }

  return { productModels, createProductModel };
}
