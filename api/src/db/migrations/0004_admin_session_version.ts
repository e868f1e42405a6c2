// Ends a user's sessions when their password changes: tokens carry the account's session version (claim `sv`) and
// a token of an older version is refused, refresh included, so a token someone else holds dies with the old password.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_users').addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_users').dropColumn('session_version').execute();
}
