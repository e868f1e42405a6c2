// Content of the public pages: content pages by slug, posts (news and job offers), homepage modules, galleries,
// documents (the header's static files, protocols, assembly instructions, price lists) and received inquiries.
import type { Kysely } from 'kysely';
import { idColumn, nowText } from './frozen/dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = nowText(db);

  // A page is either bound to a fixed route (route = 'about', 'technologies', …) or reached by its slug at /{lang}/{slug}.
  await db.schema
    .createTable('pages')
    .addColumn('id', ...idColumn(db))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('route', 'varchar(60)', (c) => c.unique())
    .addColumn('cover_path', 'varchar(500)')
    .addColumn('cover_width', 'integer')
    .addColumn('cover_height', 'integer')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('page_translations')
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('page_translations_pk', ['page_id', 'lang'])
    .addUniqueConstraint('page_translations_lang_slug_uq', ['lang', 'slug'])
    .execute();
  await db.schema.createIndex('page_translations_slug_idx').on('page_translations').column('slug').execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', ...idColumn(db))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('cover_path', 'varchar(500)')
    .addColumn('cover_width', 'integer')
    .addColumn('cover_height', 'integer')
    .addColumn('published_at', 'varchar(40)')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('posts_kind_idx').on('posts').columns(['kind', 'published', 'published_at']).execute();
  await db.schema
    .createTable('post_translations')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('perex', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('post_translations_pk', ['post_id', 'lang'])
    .addUniqueConstraint('post_translations_lang_slug_uq', ['lang', 'slug'])
    .execute();
  await db.schema.createIndex('post_translations_slug_idx').on('post_translations').column('slug').execute();

  // texts_json: {"title": {"sk": …}, "text": {…}, "cta_label": {…}} — the texts a module shows, per language.
  await db.schema
    .createTable('homepage_modules')
    .addColumn('id', ...idColumn(db))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('texts_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('item_limit', 'integer')
    .addColumn('image_path', 'varchar(500)')
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('gallery_items')
    .addColumn('id', ...idColumn(db))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title_json', 'text', (c) => c.notNull())
    .addColumn('image_path', 'varchar(500)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('video_url', 'varchar(500)')
    .execute();
  await db.schema.createIndex('gallery_items_kind_idx').on('gallery_items').columns(['kind', 'position']).execute();

  // kind: site (the header's static files, with a fixed key), protocol, assembly, price-list.
  await db.schema
    .createTable('documents')
    .addColumn('id', ...idColumn(db))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('key', 'varchar(30)', (c) => c.unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();
  // A document is offered in a language when it has a row for it (the FAQ only in Slovak).
  await db.schema
    .createTable('document_files')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('path', 'varchar(500)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_files_pk', ['document_id', 'lang'])
    .execute();

  await db.schema
    .createTable('inquiries')
    .addColumn('id', ...idColumn(db))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(40)')
    .addColumn('company', 'varchar(200)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('product_uuid', 'varchar(64)')
    .addColumn('mail_status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('inquiries_created_idx').on('inquiries').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['inquiries', 'document_files', 'documents', 'gallery_items', 'homepage_modules', 'post_translations', 'posts', 'page_translations', 'pages']) {
    await db.schema.dropTable(table).execute();
  }
}
