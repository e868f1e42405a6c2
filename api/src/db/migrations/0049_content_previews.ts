// Previews before publishing (issue 29): the draft an admin previews is kept here, apart from the published content,
// for a few minutes and for the session that asked for it; the public tables never hold it.
import type { Kysely } from 'kysely';
import { nowText } from './frozen/dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_previews')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    // kind: what the draft is ('post'); entity_uuid: the saved record it edits, null for one never saved.
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('entity_uuid', 'varchar(64)')
    .addColumn('session_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('body_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(nowText(db)))
    // Seconds since the epoch, as admin_sessions keeps its times.
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_previews_expires_idx').on('content_previews').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_previews').execute();
}
