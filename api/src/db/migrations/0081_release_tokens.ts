// Release tokens (issue 46, decision 0081): a credential a feature team's CI uses to release its own remotes through
// the release API and nothing else. Only the SHA-256 of the token is kept; it is shown once when created.
import type { Kysely } from 'kysely';
import { idColumn, nowText } from './frozen/dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('release_tokens')
    .addColumn('id', ...idColumn(db))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    // JSON list of the remotes it may release, e.g. ["mf-cart"]
    .addColumn('remotes_json', 'varchar(1000)', (c) => c.notNull())
    // Who is told of an automatic rollback of its canary (optional).
    .addColumn('contact_email', 'varchar(254)')
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(nowText(db)))
    .addColumn('last_used_at', 'varchar(40)')
    .addColumn('revoked_at', 'varchar(40)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('release_tokens').ifExists().execute();
}
