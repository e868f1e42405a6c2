import { Type, type Static } from '@sinclair/typebox';
import { ListMeta, Price, Slugs } from './common.ts';
import { LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE } from './limits.ts';

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

/** A model's variants a category page's card stands for: how many, their colours, their lowest price. */
export const ListedVariants = Type.Object({
  count: Type.Integer({ minimum: 2 }),
  colours: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
  /** The lowest price with VAT (euros) when the variants' prices differ ("from …"); null when they are all one. */
  price_from: Type.Union([Type.Number(), Type.Null()]),
});
export type ListedVariants = Static<typeof ListedVariants>;

export const ProductListItem = Type.Object({
  uuid: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  short_description: Type.String(),
  thumb_url: Type.String(),
  price: Price,
  /** On a category page, a card of a model with several variants shown: the product is the one listed first. */
  variants: Type.Optional(ListedVariants),
});
export type ProductListItem = Static<typeof ProductListItem>;

const Limit = Type.Union([Type.Integer(), Type.Null()]);

/** The range a size of a category's products spans (whole millimetres; null when none of them has that size given). */
export const SizeRange = Type.Object({ min: Limit, max: Limit, selected_min: Limit, selected_max: Limit });
export type SizeRange = Static<typeof SizeRange>;

/**
 * What a category's products can be filtered by: each finish its products come in (with how many products of it
 * the other filters leave), the range of their prices (whole euros, VAT included) and of their widths and heights
 * (whole millimetres); and what this answer applied.
 */
export const CategoryFilters = Type.Object({
  sort: Type.String(),
  finishes: Type.Array(Type.Object({ key: Type.String(), name: Type.String(), count: Type.Integer(), selected: Type.Boolean() })),
  price: Type.Object({ min: Type.Integer(), max: Type.Integer(), selected_min: Limit, selected_max: Limit }),
  width: SizeRange,
  height: SizeRange,
});
export type CategoryFilters = Static<typeof CategoryFilters>;

/**
 * GET /api/product-category/{slug}?page=&per_page=&sort=&finish=&price_min=&price_max=&width_min=&width_max=
 * &height_min=&height_max=: the category with its children, its filters and a page of its products, sorted and
 * filtered. A malformed value is a 422 (code catalog.invalidListing) naming the field.
 */
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
  filters: CategoryFilters,
});
export type CategoryDetail = Static<typeof CategoryDetail>;

export const ProductImage = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer(), alt: Type.String() });
export type ProductImage = Static<typeof ProductImage>;

/** One choice of a product page's chooser: a colour or a size of the model, and the variant it leads to. */
export const VariantOption = Type.Object({
  key: Type.String(),
  label: Type.String(),
  /** The variant's address: the one with this choice and the shown product's other choice, else the nearest. */
  slug: Type.String(),
  /** Whether the variant keeps the shown product's other choice. */
  exact: Type.Boolean(),
  /** The shown product's own choice. */
  current: Type.Boolean(),
});
export type VariantOption = Static<typeof VariantOption>;

/** The colours and sizes of the product's model (decision 0107); an axis with one choice is empty. */
export const ProductVariants = Type.Object({ colours: Type.Array(VariantOption), sizes: Type.Array(VariantOption) });
export type ProductVariants = Static<typeof ProductVariants>;

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
  /** The model's other colours and sizes; null for a product of no model (or its model's only published one). */
  variants: Type.Union([ProductVariants, Type.Null()]),
});
export type ProductDetail = Static<typeof ProductDetail>;

/** GET /api/search/autosuggestion?query= */
export const Suggestion = Type.Object({ uuid: Type.String(), name: Type.String(), slug: Type.String(), thumb_url: Type.String() });
export type Suggestion = Static<typeof Suggestion>;

/**
 * GET /api/products?category=&q=&page=&per_page=: the catalogue's product list in one request. `category` is a
 * category slug (its products include its subcategories'); `q` a text of at least MIN_SEARCH_LENGTH characters,
 * matched and ranked as /api/search/search does.
 */
export const ProductListQuery = Type.Object({
  category: Type.Optional(Type.String({ maxLength: 300 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIST_PAGE_SIZE, default: LIST_PAGE_SIZE })),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const ProductList = Type.Object({
  data: Type.Array(ProductListItem),
  meta: ListMeta,
  category: Type.Union([CategoryLink, Type.Null()], { description: 'the category filtered by, named in the request language' }),
});
export type ProductList = Static<typeof ProductList>;
