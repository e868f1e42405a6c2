// Per-account sign-in budgets (issue 50, 1 and 9): the language an account last signed in with, so the mail telling
// its owner that sign-in was paused is in it; and the wrong codes a sign-in challenge took, so it ends after a few.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_users').addColumn('lang', 'varchar(5)', (c) => c.notNull().defaultTo('sk')).execute();
  await db.schema.alterTable('admin_sign_in_challenges').addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_sign_in_challenges').dropColumn('failures').execute();
  await db.schema.alterTable('admin_users').dropColumn('lang').execute();
}
