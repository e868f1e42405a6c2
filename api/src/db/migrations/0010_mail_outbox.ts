// The mail outbox: messages are written in the same transaction as what they tell about (e.g. an order), and a
// worker sends them afterwards, retrying with backoff, so a mail server that is down loses nothing.
import type { Kysely } from 'kysely';
import { idColumn, nowText } from './frozen/dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', ...idColumn(db))
    .addColumn('kind', 'varchar(60)', (c) => c.notNull().defaultTo('generic'))
    .addColumn('ref', 'varchar(64)')
    .addColumn('to_address', 'varchar(1000)', (c) => c.notNull())
    .addColumn('reply_to', 'varchar(254)')
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(40)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(nowText(db)))
    .addColumn('sent_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_ref_idx').on('mail_outbox').columns(['ref']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute();
}
