// The catalogue, carts, orders and admin users. Portable Kysely schema builder (SQLite and PostgreSQL; what differs comes from ../dialect.ts).
import type { Kysely } from 'kysely';
import { idColumn, nowText } from './frozen/dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = nowText(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', ...idColumn(db))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('thumb_path', 'varchar(500)')
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').columns(['parent_id', 'position']).execute();

  await db.schema
    .createTable('category_translations')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('category_translations_pk', ['category_id', 'lang'])
    .addUniqueConstraint('category_translations_lang_slug_uq', ['lang', 'slug'])
    .execute();
  await db.schema.createIndex('category_translations_slug_idx').on('category_translations').column('slug').execute();

  await db.schema
    .createTable('products')
    .addColumn('id', ...idColumn(db))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_rate', 'integer', (c) => c.notNull().defaultTo(23))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('products_category_idx').on('products').columns(['category_id', 'published', 'position']).execute();

  await db.schema
    .createTable('product_translations')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('slug', 'varchar(300)', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('product_translations_pk', ['product_id', 'lang'])
    .addUniqueConstraint('product_translations_lang_slug_uq', ['lang', 'slug'])
    .execute();
  await db.schema.createIndex('product_translations_slug_idx').on('product_translations').column('slug').execute();

  await db.schema
    .createTable('product_images')
    .addColumn('id', ...idColumn(db))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('path', 'varchar(500)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_images_product_idx').on('product_images').columns(['product_id', 'position']).execute();

  await db.schema
    .createTable('product_parameters')
    .addColumn('id', ...idColumn(db))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('key', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_json', 'text', (c) => c.notNull())
    .addColumn('value_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_parameters_product_idx').on('product_parameters').columns(['product_id', 'position']).execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', ...idColumn(db))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    .addColumn('contact_json', 'text')
    .addColumn('lang', 'varchar(5)', (c) => c.notNull().defaultTo('sk'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('cart_items_pk', ['cart_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', ...idColumn(db))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('order_number', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('cart_id', 'integer', (c) => c.notNull().unique().references('carts.id'))
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('contact_json', 'text', (c) => c.notNull())
    .addColumn('lines_json', 'text', (c) => c.notNull())
    .addColumn('total_without_vat_cents', 'integer', (c) => c.notNull())
    .addColumn('total_vat_cents', 'integer', (c) => c.notNull())
    .addColumn('total_with_vat_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('admin_users')
    .addColumn('id', ...idColumn(db))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
    .addColumn('role', 'varchar(10)', (c) => c.notNull().defaultTo('editor'))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['revoked_tokens', 'admin_users', 'orders', 'cart_items', 'carts', 'product_parameters', 'product_images', 'product_translations', 'products', 'category_translations', 'categories']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
