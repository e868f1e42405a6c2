import { api, type CategoryDetail, type MenuCategory, type ProductListItem } from '@shop/shared';

/** Real published products of the seeded test catalogue, the first `count` found through the category menu. */
export async function seededProducts(count: number): Promise<ProductListItem[]> {
  const { data: menu } = await api.get<{ data: MenuCategory[] }>('/api/product-category/menu');
  const found: ProductListItem[] = [];
  for (const slug of menu.data.flatMap((category) => [category.slug, ...category.children.map((child) => child.slug)])) {
    const { data } = await api.get<{ data: CategoryDetail }>(`/api/product-category/${encodeURIComponent(slug)}`);
    for (const product of data.data.products) if (!found.some((p) => p.uuid === product.uuid)) found.push(product);
    if (found.length >= count) return found.slice(0, count);
  }
  throw new Error(`The seeded catalogue has fewer than ${count} products.`);
}

/** A real published product of the seeded test catalogue: the first one found through the category menu. */
export async function findSeededProduct(): Promise<ProductListItem> {
  return (await seededProducts(1))[0]!;
}
