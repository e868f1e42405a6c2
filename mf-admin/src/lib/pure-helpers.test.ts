import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@shop/shared';
import { buildCategoryTree, subtreeIds, treeSelectData } from './category-tree.ts';
import { centsToEuros, eurosToCents, withVatCents } from './money.ts';

const cat = (id: number, parent_id: number | null, name: string): AdminCategory => ({
  id,
  uuid: `u${id}`,
  parent_id,
  position: id,
  visible: true,
  thumb_path: null,
  thumb_url: '/media/placeholder.webp',
  product_count: 0,
  translations: { sk: { name: `${name} sk`, slug: name, description: '' }, en: { name: `${name} en`, slug: name, description: '' } },
  updated_at: '',
});

describe('category tree', () => {
  const list = [cat(1, null, 'gates'), cat(2, 1, 'swing'), cat(3, 2, 'double'), cat(4, null, 'fences')];

  it('nests children under parents in the given language, falling back to Slovak', () => {
    const tree = buildCategoryTree(list, 'en');
    expect(tree.map((n) => n.name)).toEqual(['gates en', 'fences en']);
    expect(tree[0]!.children[0]!.children[0]!.name).toBe('double en');
    expect(buildCategoryTree(list, 'hu')[0]!.name).toBe('gates sk');
  });

  it('finds a subtree, whose members cannot become the parent', () => {
    expect([...subtreeIds(list, 1)].sort()).toEqual([1, 2, 3]);
    const options = treeSelectData(buildCategoryTree(list, 'en'), subtreeIds(list, 2));
    expect(options[0]!.disabled).toBe(false);
    expect(options[0]!.children[0]!.disabled).toBe(true);
    expect(options[0]!.children[0]!.children[0]!.disabled).toBe(true);
  });
});

describe('money', () => {
  it('converts euros and cents without float drift and adds VAT per unit', () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(centsToEuros(1999)).toBe(19.99);
    expect(withVatCents(19990, 23)).toBe(24588);
  });
});
