// The category listings' rules for products of their own (each its own card) are tested with the seed's models set
// aside (decision 0107); a model's card is product-variants.test.ts's. Answers the function that gives them back.
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';

export async function setModelsAside(db: Kysely<Database>): Promise<() => Promise<void>> {
  const byModel = new Map<number, number[]>();
  for (const row of await db.selectFrom('products').select(['id', 'model_id']).where('model_id', 'is not', null).execute()) {
    byModel.set(row.model_id!, [...(byModel.get(row.model_id!) ?? []), row.id]);
  }
  await db.updateTable('products').set({ model_id: null }).execute();
  return async () => {
    for (const [modelId, ids] of byModel) await db.updateTable('products').set({ model_id: modelId }).where('id', 'in', ids).execute();
  };
}
