// The audit log: who changed what in the admin, and when. The user's e-mail and name are copied, so an entry
// still names its author after the account changed.
import type { Kysely } from 'kysely';
import { idColumn, nowText } from './frozen/dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', ...idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('user_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('entity', 'varchar(40)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(nowText(db)))
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
}
