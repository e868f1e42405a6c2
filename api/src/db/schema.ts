// Kysely table types. Money is integer cents; booleans are 0/1 integers; timestamps are ISO-8601 strings.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { OrderStatus } from '@shop/shared/contracts/orders';

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
  /** Width and height in whole millimetres (migration 0052); null when unknown. */
  width_mm: number | null;
  height_mm: number | null;
  /** The model whose colour and size variant the product is (migration 0076); null for a product of its own. */
  model_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: string;
}

/** A model (migration 0076): the products that are its colour and size variants point to it. */
export interface ProductModelsTable {
  id: Generated<number>;
  name: string;
  created_at: string;
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
  /** The buyer's delivery choice, 'pickup' or 'carrier' (migration 0050); null until chosen. */
  delivery_method: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** 1 when the order was a VAT reverse charge, its lines without VAT (migration 0051); 0 on every older order. */
  vat_reverse_charge: ColumnType<number, number | undefined, number>;
  status: OrderStatus;
  created_at: CreatedAt;
  /** When the order was completed (migration 0011 named it handled); null until then. */
  handled_at: string | null;
  /** Why the order was cancelled (migration 0040); told to the customer. */
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Order number, customer name, company and e-mail folded by searchFold (migration 0040), for the admin's search. */
  search_text: Generated<string>;
  /** When the buyer accepted the terms of sale and the privacy policy (migration 0044); null on older orders. */
  terms_accepted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The accepted documents, a JSON AcceptedDocument[] (migration 0044); null on older orders. */
  accepted_documents_json: ColumnType<string | null, string | null | undefined, string | null>;
  /** The priced delivery, a JSON OrderDelivery (migration 0050); null on older orders. */
  delivery_json: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the admin marked the bank transfer received, and who (migration 0075); null while unpaid. */
  paid_at: ColumnType<string | null, string | null | undefined, string | null>;
  paid_by_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  paid_by_email: ColumnType<string | null, string | null | undefined, string | null>;
  paid_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The parcel, given with the step to shipped (migration 0075); null when none was given. */
  tracking_carrier: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_number: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_url: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The carrier's prices (migration 0050): per country, from an order value (goods with VAT) up to the next row's. */
export interface DeliveryPricesTable {
  id: Generated<number>;
  country: string;
  min_order_cents: number;
  price_cents: number;
}

/** One status step of an order (migration 0040); the author's e-mail and name are copied as in the audit log. */
export interface OrderStatusChangesTable {
  id: Generated<number>;
  order_id: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  reason: string | null;
  user_id: number | null;
  user_email: Generated<string>;
  user_name: Generated<string>;
  created_at: CreatedAt;
}

/** An internal note on an order (migration 0040): admins only, never mailed. */
export interface OrderNotesTable {
  id: Generated<number>;
  order_id: number;
  text: string;
  user_id: number | null;
  user_email: Generated<string>;
  user_name: Generated<string>;
  created_at: CreatedAt;
}

export interface AdminUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: 'admin' | 'editor';
  disabled: number;
  /** The name folded (lower case, no diacritics; migration 0053): the users list sorts by it ("Čech" among the C's). */
  name_key: string;
  /** Raised when the password changes; tokens carry it (claim `sv`) and older ones are refused. */
  session_version: Generated<number>;
  /** 1 while the password is one an administrator generated: it only lets its holder choose a new one (migration 0041). */
  password_one_time: Generated<number>;
  /** The site language the account last signed in with: the language of mails about its sign-ins (migration 0060). */
  lang: Generated<string>;
  /** The authenticator app's secret, encrypted (migration 0042); null while two-factor sign-in is off. */
  totp_secret: string | null;
  /** A secret shown for enrolment, encrypted, until a code confirms it. */
  totp_pending_secret: string | null;
  /** The time step of the last accepted code; codes of it or earlier are refused (no replay). */
  totp_last_step: Generated<number>;
  created_at: CreatedAt;
}

/** A single-use recovery code of an account with two-factor sign-in (migration 0042): only its SHA-256 is kept. */
export interface AdminRecoveryCodesTable {
  user_id: number;
  code_hash: string;
  used_at: number | null;
}

/** The step between the password and the code of a sign-in (migration 0042): single-use, minutes long. */
export interface AdminSignInChallengesTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Wrong codes given with this challenge; it ends after CHALLENGE_MAX_FAILURES (migration 0060). */
  failures: Generated<number>;
}

/** A password-reset link (migration 0041): only the token's SHA-256 is kept; times are epoch seconds. */
export interface AdminPasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: number;
}

/** One admin sign-in (migration 0005); times are epoch seconds. */
export interface AdminSessionsTable {
  id: string;
  user_id: number;
  /** Raised by every refresh; the token carries it (claim `gen`), an older one is a reused token. */
  generation: number;
  created_at: number;
  refreshed_at: number;
  expires_at: number;
  revoked_at: number | null;
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
  /** JSON list of { filename, content_type, content_base64 } (migration 0047), or null. */
  attachments_json: string | null;
  /** held: kept without a recipient until one is configured (an inquiry's mail, outbox.ts holdMail). */
  status: 'pending' | 'sent' | 'held';
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
  /** The summary as a message code with params and changes, for the admin to word (migration 0046); null before it. */
  message_json: string | null;
  /** Author, entity id, summary and the message's values, folded (migration 0054): what the log's search looks in. */
  search_text: string;
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
  product_models: ProductModelsTable;
  product_translations: ProductTranslationsTable;
  product_images: ProductImagesTable;
  product_parameters: ProductParametersTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  delivery_prices: DeliveryPricesTable;
  order_status_changes: OrderStatusChangesTable;
  order_notes: OrderNotesTable;
  admin_users: AdminUsersTable;
  revoked_tokens: RevokedTokensTable;
  admin_sessions: AdminSessionsTable;
  admin_password_resets: AdminPasswordResetsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_sign_in_challenges: AdminSignInChallengesTable;
  site_settings: SiteSettingsTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  catalog_version: CatalogVersionTable;
  remote_versions: RemoteVersionsTable;
  remote_channels: RemoteChannelsTable;
  release_events: ReleaseEventsTable;
  release_file_imports: ReleaseFileImportsTable;
  release_tokens: ReleaseTokensTable;
  remote_signals: RemoteSignalsTable;
  remote_vitals: RemoteVitalsTable;
  job_leases: JobLeasesTable;
  search_synonyms: SearchSynonymsTable;
}

/** A group of words that mean the same in one language, for the search (migration 0087). */
export interface SearchSynonymsTable {
  id: Generated<number>;
  lang: string;
  /** JSON array of the words as the admin wrote them. */
  words: string;
  updated_at: ColumnType<string, string | undefined, string>;
}

/** Each version a remote published (migration 0080): a folder of DEPLOY_DIR/remotes/<remote>/, or a manifest URL elsewhere. */
export interface RemoteVersionsTable {
  id: Generated<number>;
  remote: string;
  version: string;
  manifest_url: string;
  source: 'publish' | 'upload' | 'at';
  created_by: string;
  created_at: CreatedAt;
  last_served_at: string | null;
}

/** What each remote serves (migration 0080): the stable version to everyone, the canary to its share of visitors. */
export interface RemoteChannelsTable {
  remote: string;
  stable_version: string | null;
  canary_version: string | null;
  /** Per cent of visitors (0-100) who get the canary. */
  canary_share: number;
  canary_started_at: string | null;
  updated_at: string;
}

/** The registry's history (migration 0080). */
export interface ReleaseEventsTable {
  id: Generated<number>;
  remote: string;
  action: string;
  version: string | null;
  previous_version: string | null;
  share: number | null;
  actor: string;
  reason: string | null;
  created_at: CreatedAt;
}

/** The deploy folder's remotes.json as last taken into the registry (migration 0080). */
export interface ReleaseFileImportsTable {
  deploy_dir: string;
  content_hash: string;
  served_json: string;
  imported_at: string;
}

/** Release tokens, stored hashed (migration 0081). */
export interface ReleaseTokensTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  remotes_json: string;
  contact_email: string | null;
  created_by: string;
  created_at: CreatedAt;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Slot views, failed views and errors of one remote version in one hour (migration 0085). */
export interface RemoteSignalsTable {
  remote: string;
  version: string;
  hour: string;
  views: number;
  failed_views: number;
  errors: number;
}

/** How many samples of a web vital fell in one log-scale bucket, per remote version and hour (migration 0085). */
export interface RemoteVitalsTable {
  remote: string;
  version: string;
  hour: string;
  metric: string;
  bucket: number;
  samples: number;
}

/** Who runs a periodic job's rounds until when (migration 0086). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  until_ms: number;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type AdminUserRow = Selectable<AdminUsersTable>;
