import { Type, type Static } from '@sinclair/typebox';
import { ListMeta, Price, Slugs } from './common.ts';

export const CategoryLink = Type.Object({ uuid: Type.String(), slug: Type.String(), name: Type.String() });
export type CategoryLink = Static<typeof CategoryLink>;

/** GET /api/product-category/menu: every top category with its children. */
export const MenuCategory = Type.Object({
  uuid: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  thumb_url: Type.String(),
  children: Type.Array(CategoryLink),
});
export type MenuCategory = Static<typeof MenuCategory>;

/** GET /api/product-category/top: a short list of top categories for the home page. */
export const TopCategory = Type.Object({
  uuid: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  thumb_url: Type.String(),
  product_count: Type.Integer(),
});
export type TopCategory = Static<typeof TopCategory>;

export const ProductListItem = Type.Object({
  uuid: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  short_description: Type.String(),
  thumb_url: Type.String(),
  price: Price,
});
export type ProductListItem = Static<typeof ProductListItem>;

/** GET /api/product-category/{slug}?page=&per_page=: the category with its children and a page of products. */
export const CategoryDetail = Type.Object({
  uuid: Type.String(),
  slug: Type.String(),
  slugs: Slugs,
  name: Type.String(),
  description: Type.String(),
  thumb_url: Type.String(),
  breadcrumbs: Type.Array(CategoryLink, { description: 'ancestors from the top, without this category' }),
  children: Type.Array(Type.Object({ uuid: Type.String(), slug: Type.String(), name: Type.String(), thumb_url: Type.String() })),
  products: Type.Array(ProductListItem),
  products_meta: ListMeta,
});
export type CategoryDetail = Static<typeof CategoryDetail>;

export const ProductImage = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer(), alt: Type.String() });
export type ProductImage = Static<typeof ProductImage>;

/** GET /api/product/{slug}: one published product. */
export const ProductDetail = Type.Object({
  uuid: Type.String(),
  slug: Type.String(),
  slugs: Slugs,
  name: Type.String(),
  short_description: Type.String(),
  description: Type.String({ description: 'plain text paragraphs separated by blank lines' }),
  thumb_url: Type.String(),
  images: Type.Array(ProductImage),
  price: Price,
  parameters: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  category: Type.Union([CategoryLink, Type.Null()]),
  breadcrumbs: Type.Array(CategoryLink),
});
export type ProductDetail = Static<typeof ProductDetail>;

/** GET /api/search/autosuggestion?query= */
export const Suggestion = Type.Object({ uuid: Type.String(), name: Type.String(), slug: Type.String(), thumb_url: Type.String() });
export type Suggestion = Static<typeof Suggestion>;
