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
  /** When the order was last marked as handled (migration 0011); null while new. */
  handled_at: string | null;
}

export interface AdminUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: 'admin' | 'editor';
  disabled: number;
  /** Raised when the password changes; tokens carry it (claim `sv`) and older ones are refused. */
  session_version: Generated<number>;
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

/** Mails waiting to go out (migration 0010); written by queueMail, sent by the mail worker. */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  ref: string | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  status: 'pending' | 'sent';
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: string | null;
}

/** Who changed what in the admin, and when (migration 0020). */
export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  user_email: string;
  user_name: string;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  created_at: CreatedAt;
}

/** One row (id 1) whose version triggers bump on every catalogue write (migration 0021). */
export interface CatalogVersionTable {
  id: number;
  version: number;
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
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  catalog_version: CatalogVersionTable;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type AdminUserRow = Selectable<AdminUsersTable>;
