// The registry of remotes as data (issue 46, decision 0080): every version a remote has published (a folder of the
// deploy folder, or a manifest on a team's own origin), the version each remote serves to everyone (stable), the
// canary and the share of visitors it goes to, and the history of who changed what, when and how. It was a file
// (DEPLOY_DIR/remotes.json) every instance had to share; the file is still read, as what a local publish says.
import type { Kysely } from 'kysely';
import { idColumn, nowText } from './frozen/dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_versions')
    .addColumn('id', ...idColumn(db))
    .addColumn('remote', 'varchar(40)', (c) => c.notNull())
    .addColumn('version', 'varchar(600)', (c) => c.notNull())
    .addColumn('manifest_url', 'varchar(600)', (c) => c.notNull())
    // publish (the deploy folder), upload (the release API), at (a manifest on another origin)
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(nowText(db)))
    // When it last became the stable version: a rollback without a target goes to the one served before.
    .addColumn('last_served_at', 'varchar(40)')
    .addUniqueConstraint('remote_versions_remote_version_key', ['remote', 'version'])
    .execute();
  await db.schema
    .createTable('remote_channels')
    .addColumn('remote', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('stable_version', 'varchar(600)')
    .addColumn('canary_version', 'varchar(600)')
    .addColumn('canary_share', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('canary_started_at', 'varchar(40)')
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('release_events')
    .addColumn('id', ...idColumn(db))
    .addColumn('remote', 'varchar(40)', (c) => c.notNull())
    // release, canary, share, promote, rollback, canary-rollback
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('version', 'varchar(600)')
    .addColumn('previous_version', 'varchar(600)')
    .addColumn('share', 'integer')
    .addColumn('actor', 'varchar(200)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(nowText(db)))
    .execute();
  await db.schema.createIndex('release_events_remote_idx').on('release_events').columns(['remote', 'id']).execute();
  // What the deploy folder's remotes.json said when it was last taken into the registry (by its content's hash), so
  // a local publish is taken once and a restart does not undo a release made through the API since.
  await db.schema
    .createTable('release_file_imports')
    .addColumn('deploy_dir', 'varchar(1000)', (c) => c.primaryKey())
    .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
    // The remotes and versions it named then (JSON): a remote the next one no longer names is withdrawn.
    .addColumn('served_json', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['release_file_imports', 'release_events', 'remote_channels', 'remote_versions']) await db.schema.dropTable(table).ifExists().execute();
}
