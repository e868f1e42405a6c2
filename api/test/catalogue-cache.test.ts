import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersion, createCatalogueCache } from '../src/modules/catalog/catalogue-cache.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// The cache the catalogue and the search keep their answers in, on a real database whose triggers bump the
// catalogue version (migration 0021).
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A loader that counts its calls and answers with the count. */
function counting() {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
}

async function renameACategory(): Promise<void> {
  const row = await t.db.selectFrom('category_translations').select(['category_id', 'name']).where('lang', '=', 'sk').executeTakeFirstOrThrow();
  await t.db.updateTable('category_translations').set({ name: `${row.name} ` }).where('category_id', '=', row.category_id).where('lang', '=', 'sk').execute();
  await t.db.updateTable('category_translations').set({ name: row.name }).where('category_id', '=', row.category_id).where('lang', '=', 'sk').execute();
}

describe('the catalogue cache', () => {
  it('keeps an answer while the catalogue is unchanged and computes it again after any change', async () => {
    const cache = createCatalogueCache(catalogueVersion(t.db, { sharedPerTurn: false }), 10);
    const answer = counting();
    expect(await cache.get('menu', answer.load)).toBe(1);
    expect(await cache.get('menu', answer.load)).toBe(1);
    await renameACategory();
    // Read in the same turn as the write: an unshared version read sees it.
    expect(await cache.get('menu', answer.load)).toBe(2);
  });

  it('lets the least recently used answer go first when full, and keeps no failure', async () => {
    const cache = createCatalogueCache(catalogueVersion(t.db, { sharedPerTurn: false }), 2);
    const a = counting();
    const b = counting();
    const c = counting();
    await cache.get('a', a.load);
    await cache.get('b', b.load);
    await cache.get('a', a.load); // a is now the most recently used
    await cache.get('c', c.load); // b goes
    await cache.get('a', a.load);
    await cache.get('b', b.load);
    expect([a.calls(), b.calls(), c.calls()]).toEqual([1, 2, 1]);

    let attempts = 0;
    const failing = async () => {
      attempts += 1;
      throw new Error('not found');
    };
    await expect(cache.get('missing', failing)).rejects.toThrow('not found');
    await expect(cache.get('missing', failing)).rejects.toThrow('not found');
    expect(attempts).toBe(2);
  });

  it("keeps the parts of answers under the version each answer read, with no read of their own", async () => {
    const answers = createCatalogueCache(catalogueVersion(t.db, { sharedPerTurn: false }), 10);
    const parts = createCatalogueCache(catalogueVersion(t.db, { sharedPerTurn: false }), 10);
    const part = counting();
    const answer = (key: string) => answers.get(key, (version) => parts.at(version, 'kinds', part.load));
    await answer('a');
    await answer('b');
    expect(part.calls()).toBe(1);
    await renameACategory();
    await answer('c');
    expect(part.calls()).toBe(2);
  });

  it('shares one version read among the requests of one turn, and reads again in the next', async () => {
    const cache = createCatalogueCache(catalogueVersion(t.db, { sharedPerTurn: true }), 10);
    const answer = counting();
    const together = await Promise.all([cache.get('word', answer.load), cache.get('word', answer.load)]);
    expect(together).toEqual([1, 1]);
    await renameACategory();
    await new Promise((resolve) => setImmediate(resolve)); // a request sent after the change arrives in a later turn
    expect(await cache.get('word', answer.load)).toBe(2);
  });
});
