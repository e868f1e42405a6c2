import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Role } from './auth.ts';
import { ListPaging, ListSearchText, listOf, MessageParams, SortOrder } from './common.ts';
import { MAX_SIZE_MM } from './category-listing.ts';

// Contract of the admin calls for the catalogue, users, settings, uploads, the dashboard and the audit log.
// Every route here needs a signed-in user (401 otherwise); users, settings and the audit log need the admin role.

const Name = Type.String({ minLength: 1, maxLength: 200 });
/** Lowercase ASCII words joined by hyphens; empty means "make it from the name". */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
const SlugInput = Type.Union([Type.String({ pattern: SLUG_PATTERN, maxLength: 180 }), Type.Literal('')]);
/** A file under DATA_DIR/media as an upload answered it, e.g. uploads/5f0c….webp. */
export const MEDIA_PATH_PATTERN = '^(uploads|products|categories)/[A-Za-z0-9][A-Za-z0-9._-]{0,150}$';
const MediaPath = Type.String({ pattern: MEDIA_PATH_PATTERN, maxLength: 170 });

/** A value per site language: all five are required. */
const perLang = <T extends TSchema>(item: T) =>
  Type.Object({ sk: item, en: item, hu: item, sr: item, ru: item }, { additionalProperties: false });

const TextPerLang = (max: number) =>
  Type.Object(
    {
      sk: Type.String({ maxLength: max }),
      en: Type.String({ maxLength: max }),
      hu: Type.String({ maxLength: max }),
      sr: Type.String({ maxLength: max }),
      ru: Type.String({ maxLength: max }),
    },
    { additionalProperties: false },
  );

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

// ---------------------------------------------------------------- categories

export const CategoryTranslationInput = Type.Object(
  { name: Name, slug: SlugInput, description: Type.String({ maxLength: 5000 }) },
  { additionalProperties: false },
);

/** POST /api/admin/categories, PUT /api/admin/categories/:id */
export const CategoryInput = Type.Object(
  {
    parent_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    position: Type.Integer({ minimum: 0, maximum: 100000 }),
    visible: Type.Boolean(),
    thumb_path: Type.Union([MediaPath, Type.Null()]),
    translations: perLang(CategoryTranslationInput),
  },
  { additionalProperties: false },
);
export type CategoryInput = Static<typeof CategoryInput>;

const CategoryTranslation = Type.Object({ name: Type.String(), slug: Type.String(), description: Type.String() });

export const AdminCategory = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  position: Type.Integer(),
  visible: Type.Boolean(),
  thumb_path: Type.Union([Type.String(), Type.Null()]),
  thumb_url: Type.String(),
  /** Products directly in this category (published or not). */
  product_count: Type.Integer(),
  translations: Type.Record(Type.String(), CategoryTranslation, { description: 'per language code' }),
  updated_at: Type.String(),
});
export type AdminCategory = Static<typeof AdminCategory>;

// ---------------------------------------------------------------- products

export const ProductTranslationInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 300 }),
    slug: SlugInput,
    short_description: Type.String({ maxLength: 1000 }),
    description: Type.String({ maxLength: 20000 }),
  },
  { additionalProperties: false },
);

export const ProductParameterInput = Type.Object(
  { name: TextPerLang(200), value: TextPerLang(500) },
  { additionalProperties: false },
);

export const ProductImageInput = Type.Object({ path: MediaPath }, { additionalProperties: false });

/**
 * A product's width or height in whole millimetres (what the category pages filter by); null: not given. One schema
 * of two types rather than a union: the server's validator coerces values, and in a union a 0 would pass as null.
 */
const SizeMm = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: MAX_SIZE_MM });

/**
 * POST /api/admin/products, PUT /api/admin/products/:id. Prices are cents without VAT. A width or height left out
 * keeps the product's (none for a new product), so callers from before sizes keep working.
 */
export const ProductInput = Type.Object(
  {
    category_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    price_cents: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    vat_rate: Type.Integer({ minimum: 0, maximum: 100 }),
    width_mm: Type.Optional(SizeMm),
    height_mm: Type.Optional(SizeMm),
    published: Type.Boolean(),
    position: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    /** The model the product is a colour or size variant of (decision 0107); null: none; left out: unchanged. */
    model_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    translations: perLang(ProductTranslationInput),
    parameters: Type.Array(ProductParameterInput, { maxItems: 50 }),
    images: Type.Array(ProductImageInput, { maxItems: 20, description: 'in display order; the first is the thumbnail' }),
  },
  { additionalProperties: false },
);
export type ProductInput = Static<typeof ProductInput>;

export const ProductSort = Type.Union([
  Type.Literal('name'),
  Type.Literal('price'),
  Type.Literal('updated_at'),
  Type.Literal('created_at'),
  Type.Literal('position'),
  Type.Literal('published'),
]);
export type ProductSort = Static<typeof ProductSort>;

/** GET /api/admin/products */
export const AdminProductQuery = Type.Object(
  {
    ...ListPaging,
    sort: Type.Optional(ProductSort),
    order: Type.Optional(SortOrder),
    q: Type.Optional(ListSearchText),
    category_id: Type.Optional(Type.Integer({ minimum: 1 })),
    published: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AdminProductQuery = Static<typeof AdminProductQuery>;

export const AdminProductListItem = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  name: Type.String({ description: 'in the request language, else Slovak' }),
  slug: Type.String(),
  category: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  price_cents: Type.Integer(),
  vat_rate: Type.Integer(),
  published: Type.Boolean(),
  position: Type.Integer(),
  thumb_url: Type.String(),
  updated_at: Type.String(),
});
export type AdminProductListItem = Static<typeof AdminProductListItem>;

export const AdminProductList = listOf(AdminProductListItem);
export type AdminProductList = Static<typeof AdminProductList>;

export const AdminProduct = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  category_id: Type.Union([Type.Integer(), Type.Null()]),
  price_cents: Type.Integer(),
  vat_rate: Type.Integer(),
  width_mm: Type.Union([Type.Integer(), Type.Null()]),
  height_mm: Type.Union([Type.Integer(), Type.Null()]),
  published: Type.Boolean(),
  position: Type.Integer(),
  model_id: Type.Union([Type.Integer(), Type.Null()]),
  translations: Type.Record(
    Type.String(),
    Type.Object({ name: Type.String(), slug: Type.String(), short_description: Type.String(), description: Type.String() }),
  ),
  parameters: Type.Array(Type.Object({ name: Type.Record(Type.String(), Type.String()), value: Type.Record(Type.String(), Type.String()) })),
  images: Type.Array(Type.Object({ path: Type.String(), url: Type.String(), width: Type.Integer(), height: Type.Integer() })),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type AdminProduct = Static<typeof AdminProduct>;

export const PublishedInput = Type.Object({ published: Type.Boolean() }, { additionalProperties: false });

/** GET /api/admin/product-models: the models products can be grouped into, by name; POST one by its name. */
export const ProductModel = Type.Object({ id: Type.Integer(), name: Type.String(), product_count: Type.Integer() });
export type ProductModel = Static<typeof ProductModel>;
export const ProductModelInput = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type ProductModelInput = Static<typeof ProductModelInput>;

// ---------------------------------------------------------------- uploads

export const UploadKind = Type.Union([Type.Literal('image'), Type.Literal('document')]);
export type UploadKind = Static<typeof UploadKind>;

/** POST /api/admin/uploads?kind=image|document (multipart, one field "file"): answer 201 `{ data: Upload }`. */
export const Upload = Type.Object({
  path: Type.String({ description: 'relative to the media folder; what category and product bodies reference' }),
  url: Type.String(),
  content_type: Type.String(),
  size_bytes: Type.Integer(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
});
export type Upload = Static<typeof Upload>;

// ---------------------------------------------------------------- users

export const ManagedUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: Role,
  disabled: Type.Boolean(),
  /** The account signs in with a code of an authenticator app besides the password. */
  two_factor: Type.Boolean(),
  created_at: Type.String(),
});
export type ManagedUser = Static<typeof ManagedUser>;

/** The users screen's sort columns (GET /api/admin/users); names sort without regard to case and diacritics ("Čech" by C). */
export const UserSort = Type.Union([Type.Literal('email'), Type.Literal('name'), Type.Literal('role'), Type.Literal('created_at')]);
export type UserSort = Static<typeof UserSort>;

/**
 * GET /api/admin/users: a page of the accounts. Accounts are disabled, never deleted, so the list only grows; q finds
 * a part of the name or e-mail (any case; diacritics in names ignored). A bad value is answered 422 `list.invalidQuery`.
 */
export const AdminUserQuery = Type.Object(
  {
    ...ListPaging,
    sort: Type.Optional(UserSort),
    order: Type.Optional(SortOrder),
    q: Type.Optional(ListSearchText),
    role: Type.Optional(Role),
    state: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('disabled')])),
    two_factor: Type.Optional(Type.Union([Type.Literal('on'), Type.Literal('off')])),
  },
  { additionalProperties: false },
);
export type AdminUserQuery = Static<typeof AdminUserQuery>;

export const AdminUserList = listOf(ManagedUser);
export type AdminUserList = Static<typeof AdminUserList>;

const Password = Type.String({ minLength: 10, maxLength: 200 });

/** POST /api/admin/users: without a password the server makes a one-time password and answers it once. */
export const UserCreateInput = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    role: Role,
    password: Type.Optional(Password),
  },
  { additionalProperties: false },
);
export type UserCreateInput = Static<typeof UserCreateInput>;

/** PUT /api/admin/users/:id */
export const UserUpdateInput = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), role: Role, disabled: Type.Boolean() },
  { additionalProperties: false },
);
export type UserUpdateInput = Static<typeof UserUpdateInput>;

/** POST /api/admin/users/:id/password: a password to set, or none for a new one-time password. */
export const PasswordInput = Type.Object({ password: Type.Optional(Password) }, { additionalProperties: false });

export const UserWithPassword = Type.Object({
  data: ManagedUser,
  /** Only when the server generated it: shown once, never stored in plain text. */
  one_time_password: Type.Union([Type.String(), Type.Null()]),
});
export type UserWithPassword = Static<typeof UserWithPassword>;

// ---------------------------------------------------------------- settings

export const CompanySettings = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    street: Type.String({ maxLength: 200 }),
    town: Type.String({ maxLength: 120 }),
    zip: Type.String({ maxLength: 20 }),
    country: TextPerLang(120),
    phone: Type.String({ maxLength: 40 }),
    email: Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')]),
    /** IČO and IČ DPH of the shop (a Slovak company), for the order confirmation PDF; empty when not known. */
    company_id: Type.Optional(Type.String({ maxLength: 30 })),
    vat_id: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);

export const GroupCompanySetting = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), url: Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 500 }) },
  { additionalProperties: false },
);

/** Public keys written into every page; empty means "use the server's environment value". */
export const PublicKeysSettings = Type.Object(
  {
    recaptcha_site_key: Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' }),
    maps_key: Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' }),
    analytics_id: Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9-]*$' }),
  },
  { additionalProperties: false },
);
export type PublicKeysSettings = Static<typeof PublicKeysSettings>;

const Emails = Type.Array(Type.String({ format: 'email', maxLength: 254 }), { maxItems: 10 });
export const MailRecipientsSettings = Type.Object({ orders: Emails, inquiries: Emails }, { additionalProperties: false });
export type MailRecipientsSettings = Static<typeof MailRecipientsSettings>;

/**
 * The shop's bank account for payments by bank transfer (issue 47): an IBAN the server checks (empty: buyers are
 * shown no transfer details) and an optional BIC.
 */
export const BankAccountSettings = Type.Object(
  { iban: Type.String({ maxLength: 42 }), bic: Type.String({ maxLength: 11 }) },
  { additionalProperties: false },
);
export type BankAccountSettings = Static<typeof BankAccountSettings>;

/** GET and PUT /api/admin/settings */
export const AdminSettings = Type.Object(
  {
    company: CompanySettings,
    group_companies: Type.Array(GroupCompanySetting, { maxItems: 30 }),
    public_keys: PublicKeysSettings,
    mail_recipients: MailRecipientsSettings,
    /** Always in the answer; a PUT without it keeps the stored account. */
    bank_account: Type.Optional(BankAccountSettings),
  },
  { additionalProperties: false },
);
export type AdminSettings = Static<typeof AdminSettings>;

// ---------------------------------------------------------------- audit log and dashboard

/** An audit summary as a message code with its params, and one code per change it lists (decision 0050). */
export const AuditMessage = Type.Object({
  code: Type.String({ description: 'e.g. product.updated' }),
  params: MessageParams,
  changes: Type.Array(Type.Object({ code: Type.String({ description: 'e.g. price' }), params: MessageParams })),
});
export type AuditMessage = Static<typeof AuditMessage>;

/**
 * Every action the audit log records. The API's AuditEvent takes only these, and the admin's messages have a text for
 * each in every language (the Russian log showed the raw key "preview").
 */
export const AUDIT_ACTIONS = [
  'create', 'update', 'delete', 'publish', 'unpublish', 'upload', 'password', 'disable', 'status', 'note', 'paid', 'preview',
  'two-factor-on', 'two-factor-off', 'two-factor-reset', 'recovery-code', 'recovery-codes', 'reorder', 'import',
  'bulk-publish', 'bulk-unpublish', 'bulk-move', 'release', 'canary', 'promote', 'rollback', 'withdraw', 'revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  user: Type.Union([Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), email: Type.String(), name: Type.String() }), Type.Null()]),
  action: Type.String({ description: 'create, update, delete, publish, unpublish, upload, password, reorder, import, bulk-publish, …' }),
  entity: Type.String({ description: 'category, product, order, user, settings, upload, post, document, homepage-module' }),
  entity_id: Type.Union([Type.String(), Type.Null()]),
  /** English, for API callers and logs. */
  summary: Type.String(),
  /** The summary for the admin to word in its reader's language; null for entries recorded before codes. */
  message: Type.Union([AuditMessage, Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object(
  {
    ...ListPaging,
    entity: Type.Optional(Type.String({ maxLength: 40 })),
    user_id: Type.Optional(Type.Integer({ minimum: 1 })),
    /** A part of the author's name or e-mail, the entry's id or its summary (names in it too); case and diacritics ignored. */
    q: Type.Optional(ListSearchText),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditList = listOf(AuditEntry);
export type AuditList = Static<typeof AuditList>;

/** GET /api/admin/dashboard */
export const Dashboard = Type.Object({
  counts: Type.Object({
    products: Type.Integer(),
    published_products: Type.Integer(),
    categories: Type.Integer(),
    new_orders: Type.Integer(),
    users: Type.Integer(),
  }),
  latest_orders: Type.Array(
    Type.Object({
      uuid: Type.String(),
      order_number: Type.String(),
      created_at: Type.String(),
      status: Type.String(),
      customer: Type.String(),
      total_with_vat: Type.Number(),
    }),
  ),
});
export type Dashboard = Static<typeof Dashboard>;
