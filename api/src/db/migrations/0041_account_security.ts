// Account passwords (issue 29, 7): a generated password is marked one-time, so its holder can only choose a new one;
// a forgotten password is reset through a mailed link whose token is stored only as a hash.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_users').addColumn('password_one_time', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('admin_password_resets')
    // SHA-256 of the token, hex: the database alone cannot give anyone a working link.
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    // Epoch seconds.
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'integer')
    .execute();
  await db.schema.createIndex('admin_password_resets_user_idx').on('admin_password_resets').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_password_resets').ifExists().execute();
  await db.schema.alterTable('admin_users').dropColumn('password_one_time').execute();
}
