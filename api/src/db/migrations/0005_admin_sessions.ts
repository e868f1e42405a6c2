// Admin sign-in sessions (issue 28): a row per sign-in, so a session has an idle and an absolute lifetime, each
// refresh rotates its token (generation + 1) and a token of an older generation shows reuse: the whole session ends.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    // Epoch seconds: when the session began, when its current token was issued, when it ends at the latest.
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('refreshed_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('revoked_at', 'integer')
    .execute();
  await db.schema.createIndex('admin_sessions_user_idx').on('admin_sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_sessions').ifExists().execute();
}
