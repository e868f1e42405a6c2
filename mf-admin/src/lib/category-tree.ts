import type { AdminCategory, Lang } from '@shop/shared';

export interface CategoryTreeNode {
  category: AdminCategory;
  name: string;
  children: CategoryTreeNode[];
}

/** The category's name in the language, else Slovak. */
export const categoryName = (c: AdminCategory, lang: Lang): string => c.translations[lang]?.name || c.translations['sk']?.name || `#${c.id}`;

/** The flat list as a tree in the server's order (position, then id). */
export function buildCategoryTree(categories: readonly AdminCategory[], lang: Lang): CategoryTreeNode[] {
  const nodes = new Map(categories.map((c) => [c.id, { category: c, name: categoryName(c, lang), children: [] as CategoryTreeNode[] }]));
  const roots: CategoryTreeNode[] = [];
  for (const c of categories) {
    const node = nodes.get(c.id)!;
    const parent = c.parent_id === null ? undefined : nodes.get(c.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
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
