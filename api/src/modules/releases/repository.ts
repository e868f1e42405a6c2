// The registry's tables: each remote's channel (stable and canary), the versions it published, the history of
// changes and the deploy folder's remotes.json as last taken. Every function takes the executor, so the registry runs
// them inside its serialised transactions.
import type { Insertable, Kysely } from 'kysely';
import type { Database, ReleaseEventsTable, ReleaseFileImportsTable, ReleaseTokensTable, RemoteVersionsTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

const now = (): string => new Date().toISOString();

export const releasesRepository = {
  channels: (db: Db) => db.selectFrom('remote_channels').selectAll().execute(),

  channel: (db: Db, remote: string) => db.selectFrom('remote_channels').selectAll().where('remote', '=', remote).executeTakeFirst(),

  /** The manifest URLs of the versions named, whichever remote published them. */
  manifestsOf: (db: Db, versions: readonly string[]) =>
    versions.length === 0 ? Promise.resolve([]) : db.selectFrom('remote_versions').select(['remote', 'version', 'manifest_url']).where('version', 'in', versions).execute(),

  version: (db: Db, remote: string, version: string) => db.selectFrom('remote_versions').select('id').where('remote', '=', remote).where('version', '=', version).executeTakeFirst(),

  /** Records a published version; the same version again leaves the row as it is. */
  async addVersion(db: Db, row: Insertable<RemoteVersionsTable>): Promise<void> {
    await db
      .insertInto('remote_versions')
      .values(row)
      .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
      .execute();
  },

  /** Serves `version` to everyone (ending the canary with `endCanary`) and notes when it was last served. */
  async setStable(db: Db, remote: string, version: string, endCanary = false): Promise<void> {
    const at = now();
    const existing = await db.selectFrom('remote_channels').select('remote').where('remote', '=', remote).executeTakeFirst();
    const canary = endCanary ? { canary_version: null, canary_share: 0, canary_started_at: null } : {};
    if (existing) await db.updateTable('remote_channels').set({ stable_version: version, updated_at: at, ...canary }).where('remote', '=', remote).execute();
    else await db.insertInto('remote_channels').values({ remote, stable_version: version, canary_version: null, canary_share: 0, canary_started_at: null, updated_at: at }).execute();
    await db.updateTable('remote_versions').set({ last_served_at: at }).where('remote', '=', remote).where('version', '=', version).execute();
  },

  async startCanary(db: Db, remote: string, version: string, share: number): Promise<void> {
    await db.updateTable('remote_channels').set({ canary_version: version, canary_share: share, canary_started_at: now(), updated_at: now() }).where('remote', '=', remote).execute();
  },

  async setCanaryShare(db: Db, remote: string, share: number): Promise<void> {
    await db.updateTable('remote_channels').set({ canary_share: share, updated_at: now() }).where('remote', '=', remote).execute();
  },

  async endCanary(db: Db, remote: string): Promise<void> {
    await db.updateTable('remote_channels').set({ canary_version: null, canary_share: 0, canary_started_at: null, updated_at: now() }).where('remote', '=', remote).execute();
  },

  /** The remote serves nothing any more. */
  async withdraw(db: Db, remote: string): Promise<void> {
    await db.updateTable('remote_channels').set({ stable_version: null, canary_version: null, canary_share: 0, canary_started_at: null, updated_at: now() }).where('remote', '=', remote).execute();
  },

  /** The version served last before `current` (any, with no current one). */
  lastServedBefore: (db: Db, remote: string, current: string | null) =>
    db
      .selectFrom('remote_versions')
      .select('version')
      .where('remote', '=', remote)
      .where('last_served_at', 'is not', null)
      .$if(current !== null, (q) => q.where('version', '!=', current!))
      .orderBy('last_served_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),

  async addEvent(db: Db, row: Omit<Insertable<ReleaseEventsTable>, 'created_at'>): Promise<void> {
    await db.insertInto('release_events').values({ ...row, created_at: now() }).execute();
  },

  history: (db: Db, remote: string, limit: number) => db.selectFrom('release_events').selectAll().where('remote', '=', remote).orderBy('id', 'desc').limit(limit).execute(),

  versions: (db: Db, remote: string, limit: number) =>
    db.selectFrom('remote_versions').selectAll().where('remote', '=', remote).orderBy('last_served_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),

  fileImport: (db: Db, deployDir: string) => db.selectFrom('release_file_imports').select(['content_hash', 'served_json']).where('deploy_dir', '=', deployDir).executeTakeFirst(),

  /** Who started the latest canary of the version (the history's actor), if any did. */
  canaryStarter: (db: Db, remote: string, version: string) =>
    db.selectFrom('release_events').select('actor').where('remote', '=', remote).where('version', '=', version).where('action', '=', 'canary').orderBy('id', 'desc').executeTakeFirst(),

  tokensWithContact: (db: Db) => db.selectFrom('release_tokens').select(['id', 'name', 'contact_email']).where('contact_email', 'is not', null).execute(),

  /** Every version a remote published, with its manifest's address. */
  publishedVersions: (db: Db, remote: string) => db.selectFrom('remote_versions').select(['version', 'manifest_url']).where('remote', '=', remote).execute(),

  /** Release tokens, newest first. */
  tokens: (db: Db) => db.selectFrom('release_tokens').selectAll().orderBy('id', 'desc').execute(),

  token: (db: Db, id: number) => db.selectFrom('release_tokens').selectAll().where('id', '=', id).executeTakeFirst(),

  tokenByHash: (db: Db, hash: string) => db.selectFrom('release_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst(),

  addToken: (db: Db, row: Insertable<ReleaseTokensTable>) => db.insertInto('release_tokens').values(row).returningAll().executeTakeFirstOrThrow(),

  async revokeToken(db: Db, id: number): Promise<void> {
    await db.updateTable('release_tokens').set({ revoked_at: now() }).where('id', '=', id).execute();
  },

  async tokenUsed(db: Db, id: number): Promise<void> {
    await db.updateTable('release_tokens').set({ last_used_at: now() }).where('id', '=', id).execute();
  },

  async saveFileImport(db: Db, row: Insertable<ReleaseFileImportsTable>, known: boolean): Promise<void> {
    if (known) await db.updateTable('release_file_imports').set(row).where('deploy_dir', '=', row.deploy_dir).execute();
    else await db.insertInto('release_file_imports').values(row).execute();
  },
};
