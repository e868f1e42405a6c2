import type { AdminCategory, Lang } from '@shop/shared';

export interface CategoryTreeNode {
  category: AdminCategory;
  name: string;
  children: CategoryTreeNode[];
  /** Products of the category and of every category under it (a parent holds its products in subcategories). */
  productTotal: number;
}

/** The server deletes only a category without subcategories and products; others offer no Delete. */
export const canDeleteCategory = (node: CategoryTreeNode): boolean => node.children.length === 0 && node.category.product_count === 0;

/** The category's name in the language, else Slovak. */
export const categoryName = (c: AdminCategory, lang: Lang): string => c.translations[lang]?.name || c.translations['sk']?.name || `#${c.id}`;

/** The flat list as a tree in the server's order (position, then id). */
export function buildCategoryTree(categories: readonly AdminCategory[], lang: Lang): CategoryTreeNode[] {
  const nodes = new Map(categories.map((c) => [c.id, { category: c, name: categoryName(c, lang), children: [] as CategoryTreeNode[], productTotal: 0 }]));
  const roots: CategoryTreeNode[] = [];
  for (const c of categories) {
    const node = nodes.get(c.id)!;
    const parent = c.parent_id === null ? undefined : nodes.get(c.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const total = (node: CategoryTreeNode): number => (node.productTotal = node.category.product_count + node.children.reduce((sum, child) => sum + total(child), 0));
  for (const root of roots) total(root);
  return roots;
}

/** Ids of the category and everything under it (a category cannot move under these). */
export function subtreeIds(categories: readonly AdminCategory[], id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parent_id !== null && ids.has(c.parent_id) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

export interface TreeSelectNode {
  value: number;
  title: string;
  disabled?: boolean;
  children: TreeSelectNode[];
}

/** Options of an antd TreeSelect; `disabledIds` are shown but cannot be chosen. */
export function treeSelectData(tree: readonly CategoryTreeNode[], disabledIds: Set<number> = new Set()): TreeSelectNode[] {
  return tree.map((n) => ({ value: n.category.id, title: n.name, disabled: disabledIds.has(n.category.id), children: treeSelectData(n.children, disabledIds) }));
}
