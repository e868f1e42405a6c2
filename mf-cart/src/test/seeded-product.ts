import { api, type CategoryDetail, type MenuCategory, type ProductListItem } from '@shop/shared';

/** A real published product of the seeded test catalogue: the first one found through the category menu. */
export async function findSeededProduct(): Promise<ProductListItem> {
  const { data: menu } = await api.get<{ data: MenuCategory[] }>('/api/product-category/menu');
  const slugs = menu.data.flatMap((category) => [category.slug, ...category.children.map((child) => child.slug)]);
  for (const slug of slugs) {
    const { data } = await api.get<{ data: CategoryDetail }>(`/api/product-category/${encodeURIComponent(slug)}`);
    const product = data.data.products[0];
    if (product) return product;
  }
  throw new Error('The seeded catalogue has no product in any menu category.');
}
