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

/** Lower case without diacritics, so "brana" finds "Brána". */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export type CategorySort = 'position' | 'name' | 'products';

export interface CategoryTreeQuery {
  /** A part of a name or address, in any language. */
  q?: string;
  /** 'top': the top categories alone; a category's id: what is under it. */
  parent?: 'top' | number;
  visibility?: 'visible' | 'hidden';
  sort: CategorySort;
  order: 'asc' | 'desc';
}

/**
 * The tree as the categories screen shows it for a query: the part under the chosen parent (or the top level alone),
 * the categories that match with the ones above them (so each is seen in its place), siblings in the chosen order
 * (names compared as `locale` sorts them).
 */
export function queryCategoryTree(tree: readonly CategoryTreeNode[], query: CategoryTreeQuery, locale?: string): CategoryTreeNode[] {
  let roots: readonly CategoryTreeNode[] = tree;
  if (query.parent === 'top') roots = tree.map((node) => ({ ...node, children: [] }));
  else if (query.parent !== undefined) {
    const find = (nodes: readonly CategoryTreeNode[]): CategoryTreeNode | undefined => {
      for (const node of nodes) {
        if (node.category.id === query.parent) return node;
        const inner = find(node.children);
        if (inner) return inner;
      }
      return undefined;
    };
    roots = find(tree)?.children ?? [];
  }
  const text = fold(query.q?.trim() ?? '');
  const matches = (node: CategoryTreeNode): boolean =>
    (text === '' || Object.values(node.category.translations).some((tr) => tr !== undefined && (fold(tr.name).includes(text) || tr.slug.includes(text)))) &&
    (query.visibility === undefined || node.category.visible === (query.visibility === 'visible'));
  const keep = (nodes: readonly CategoryTreeNode[]): CategoryTreeNode[] =>
    nodes.flatMap((node) => {
      const children = keep(node.children);
      return matches(node) || children.length > 0 ? [{ ...node, children }] : [];
    });
  const direction = query.order === 'desc' ? -1 : 1;
  const compare = (a: CategoryTreeNode, b: CategoryTreeNode): number => {
    const by =
      query.sort === 'name'
        ? a.name.localeCompare(b.name, locale)
        : query.sort === 'products'
          ? a.productTotal - b.productTotal
          : a.category.position - b.category.position;
    return direction * (by || a.category.id - b.category.id);
  };
  const sorted = (nodes: CategoryTreeNode[]): CategoryTreeNode[] => nodes.sort(compare).map((node) => ({ ...node, children: sorted(node.children) }));
  return sorted(keep(roots));
}
