// Kysely table types. Money is integer cents; booleans are 0/1 integers; timestamps are ISO-8601 strings.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<string, string | undefined, never>;

export interface CategoriesTable {
  id: Generated<number>;
  uuid: string;
  parent_id: number | null;
  position: number;
  thumb_path: string | null;
  visible: number;
  created_at: CreatedAt;
  updated_at: string;
}

export interface CategoryTranslationsTable {
  category_id: number;
  lang: string;
  name: string;
  slug: string;
  description: string;
}

export interface ProductsTable {
  id: Generated<number>;
  uuid: string;
  category_id: number | null;
  price_cents: number;
  vat_rate: number;
  published: number;
  position: number;
  created_at: CreatedAt;
  updated_at: string;
}

export interface ProductTranslationsTable {
  product_id: number;
  lang: string;
  name: string;
  slug: string;
  short_description: string;
  description: string;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  path: string;
  width: number;
  height: number;
  position: number;
}

/** name_json / value_json: a JSON object per language code, e.g. {"sk":"Materiál","en":"Material"}. */
export interface ProductParametersTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  key: string;
  name_json: string;
  value_json: string;
}

export interface CartsTable {
  id: Generated<number>;
  uuid: string;
  status: 'open' | 'sent';
  contact_json: string | null;
  lang: string;
  created_at: CreatedAt;
  updated_at: string;
}

export interface CartItemsTable {
  cart_id: number;
  product_id: number;
  quantity: number;
  created_at: CreatedAt;
}

export interface OrdersTable {
  id: Generated<number>;
  uuid: string;
  order_number: string;
  cart_id: number;
  lang: string;
  contact_json: string;
  lines_json: string;
  total_without_vat_cents: number;
  total_vat_cents: number;
  total_with_vat_cents: number;
  status: 'new' | 'handled';
  created_at: CreatedAt;
}

export interface AdminUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: 'admin' | 'editor';
  disabled: number;
  created_at: CreatedAt;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: number;
}

export interface SiteSettingsTable {
  key: string;
  value_json: string;
  updated_at: Generated<string>;
}

export interface Database {
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  product_images: ProductImagesTable;
  product_parameters: ProductParametersTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  admin_users: AdminUsersTable;
  revoked_tokens: RevokedTokensTable;
  site_settings: SiteSettingsTable;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type AdminUserRow = Selectable<AdminUsersTable>;
