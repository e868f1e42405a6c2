// Product variants (issue 47): products that are colour and size variants of one model share a model. A model has a
// name the admin knows it by; the product keeps its own address, price and cart line, and the shop offers its
// model's other variants beside it. Products from before belong to no model (the seed groups the demo catalogue).
import type { Kysely } from 'kysely';
import { idColumn } from './frozen/dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_models')
    .addColumn('id', ...idColumn(db))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('products').addColumn('model_id', 'integer', (c) => c.references('product_models.id').onDelete('set null')).execute();
  await db.schema.createIndex('products_model_id_index').on('products').column('model_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_model_id_index').execute();
  await db.schema.alterTable('products').dropColumn('model_id').execute();
  await db.schema.dropTable('product_models').execute();
}
