import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.ts';
import { reindexProducts } from '../src/modules/search/repository.ts';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';

// Suggestions and result pages are answered from memory while the catalogue is unchanged; any change of a product
// (from the admin or another process: the catalogue version triggers) is visible to every request that comes after
// it (requests arriving in the same turn of the event loop as the write share one version read: they are concurrent).
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const suggest = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/search/autosuggestion', query: { query }, headers: { localization: LOCALES.sk } })).json() as { data: Array<{ uuid: string; name: string }> };
const search = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/search/search', query: { query }, headers: { localization: LOCALES.sk } })).json() as { data: Array<{ uuid: string; name: string }>; meta: { total: number } };

async function rename(uuid: string, name: string): Promise<void> {
  const product = await t.db.selectFrom('products').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow();
  await t.db.transaction().execute(async (trx) => {
    await trx.updateTable('product_translations').set({ name }).where('product_id', '=', product.id).where('lang', '=', 'sk').execute();
    await reindexProducts<Database>(trx, [product.id]);
  });
  // The next request comes in a later turn of the event loop, as any request sent after the change does.
  await new Promise((resolve) => setImmediate(resolve));
}

describe('search answers from memory', () => {
  it('answers the same question the same way, and a renamed product at once under its new name', async () => {
    const first = await suggest('brá');
    expect(first.data.length).toBeGreaterThan(0);
    expect(await suggest('brá')).toEqual(first);
    const target = first.data[0]!;

    await rename(target.uuid, 'Zlatá brána Xylofónová');
    const afterRename = await suggest('brá');
    expect(afterRename.data.find((s) => s.uuid === target.uuid)?.name).toBe('Zlatá brána Xylofónová');
    expect((await suggest('xylof')).data.map((s) => s.uuid)).toEqual([target.uuid]);
    expect((await search('xylofónová')).data.map((p) => p.uuid)).toEqual([target.uuid]);
  });

  it('forgets a word that no longer matches after the change', async () => {
    const found = await search('xylofónová');
    expect(found.meta.total).toBe(1);
    await rename(found.data[0]!.uuid, 'Záhradná brána Klasik');
    expect((await search('xylofónová')).meta.total).toBe(0);
    expect((await suggest('xylof')).data).toEqual([]);
  });

  it('ranks by a renamed category at once: the kinds of its name are kept only while the catalogue is unchanged', async () => {
    expect((await suggest('xylof')).data).toEqual([]);
    const category = await t.db
      .selectFrom('products')
      .select('category_id')
      .where('published', '=', 1)
      .where('category_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const categoryId = category.category_id!;
    const inCategory = await t.db.selectFrom('products').select('uuid').where('category_id', '=', categoryId).where('published', '=', 1).execute();
    const { name } = await t.db.selectFrom('category_translations').select('name').where('category_id', '=', categoryId).where('lang', '=', 'sk').executeTakeFirstOrThrow();
    const renameCategory = async (to: string) => {
      await t.db.updateTable('category_translations').set({ name: to }).where('category_id', '=', categoryId).where('lang', '=', 'sk').execute();
      await new Promise((resolve) => setImmediate(resolve));
    };
    try {
      await renameCategory('Xylofóny');
      // No product is named so: the word names the category's kind, so its products are suggested.
      const found = (await suggest('xylof')).data.map((s) => s.uuid);
      expect(found.length).toBeGreaterThan(0);
      expect(inCategory.map((p) => p.uuid)).toEqual(expect.arrayContaining(found));
    } finally {
      await renameCategory(name);
    }
    expect((await suggest('xylofo')).data).toEqual([]);
  });
});
