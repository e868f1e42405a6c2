// Backups of a running shop and their restore onto an empty one (decision 0099). A backup is one .tar.gz file:
//   manifest.json      what it holds: the database's kind, its migrations, each table's rows, the media files
//   database/          shop.sqlite (SQLite's online backup API: a consistent copy while the shop writes) or
//                      shop.pgdump (pg_dump's custom format, in a snapshot the row counts are read in too)
//   media/             MEDIA_DIR: uploads and the documents the seed wrote
//   jwt-secret         the key generated in DATA_DIR when JWT_SECRET is not set: the two-factor secrets are sealed
//                      with it, and the sign-ins of a restored shop go on with it
// The file holds the customers' data (and maybe that key): it is written with mode 600.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { create as createTar, extract as extractTar } from 'tar';
import type { Config } from '../config.ts';

export const BACKUP_FORMAT = 'metal-shop-backup';
const BACKUP_VERSION = 1;
/** In one step of SQLite's backup: the whole file under one read lock, so a write in between cannot restart it. */
const ALL_PAGES = 0x7fffffff;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  database: 'sqlite' | 'postgres';
  migrations: string[];
  /** Rows of each table, in the copy the backup holds. */
  tables: Record<string, number>;
  media_files: number;
  jwt_secret: boolean;
}

/** A backup or restore that cannot be made, with what to do about it (the CLI prints it and exits with 1). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

type Log = (message: string) => void;

/** The connection settings of a PostgreSQL URL for pg's tools: the URL without its password, which goes in PGPASSWORD. */
function pgToolTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Fails with what to install when one of PostgreSQL's client tools is not on the PATH. */
function requireTool(tool: 'pg_dump' | 'pg_restore', purpose: string): void {
  const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new BackupError(
      `${tool} is not installed (or not on the PATH), and ${purpose} needs it. Install PostgreSQL's client tools of the server's major version or newer ` +
        `(Debian, Ubuntu: apt-get install postgresql-client; the server's own packages have them too), or set PATH to the folder that has ${tool}.`,
    );
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => n + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : entry.isFile() ? 1 : 0), 0);
}

const isEmptyFolder = (dir: string): boolean => !existsSync(dir) || readdirSync(dir).length === 0;

/** Rows of every table of a SQLite file, and its applied migrations. */
function sqliteContents(file: string): { tables: Record<string, number>; migrations: string[] } {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{ name: string }>;
    const tables = Object.fromEntries(names.map(({ name }) => [name, (db.prepare(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n]));
    const migrations = names.some((t) => t.name === 'kysely_migration') ? (db.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as Array<{ name: string }>).map((m) => m.name) : [];
    return { tables, migrations };
  } finally {
    db.close();
  }
}

/** Rows of every table of the PostgreSQL database the client is connected to, and its applied migrations. */
async function postgresContents(client: pg.ClientBase): Promise<{ tables: Record<string, number>; migrations: string[] }> {
  const { rows } = await client.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name");
  const tables: Record<string, number> = {};
  for (const { name } of rows) tables[name] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`)).rows[0]!.n);
  const migrations = tables.kysely_migration === undefined ? [] : (await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name')).rows.map((m) => m.name);
  return { tables, migrations };
}

/** The generated key in DATA_DIR, when it is the one this shop signs with (no JWT_SECRET in the environment). */
function generatedSecretFile(config: Config): string | null {
  const file = path.join(config.dataDir, 'jwt-secret');
  return existsSync(file) && readFileSync(file, 'utf8').trim() === config.jwtSecret ? file : null;
}

/**
 * Backs up the configured database and MEDIA_DIR into `target` while the shop keeps serving. SQLite: the online
 * backup API, in one step. PostgreSQL: pg_dump in a snapshot exported from the transaction that counts the rows.
 */
export async function backup(config: Config, target: string, log: Log = () => {}): Promise<BackupManifest> {
  const file = path.resolve(target);
  if (existsSync(file)) throw new BackupError(`${file} exists already: give the backup a new name`);
  if (!existsSync(path.dirname(file))) throw new BackupError(`The folder ${path.dirname(file)} does not exist`);
  const staging = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
  try {
    mkdirSync(path.join(staging, 'database'));
    let contents: { tables: Record<string, number>; migrations: string[] };
    if (config.databaseUrl) {
      requireTool('pg_dump', 'a backup of a PostgreSQL database');
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        // The counts and the dump see the same moment: pg_dump joins this transaction's snapshot.
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
        contents = await postgresContents(client);
        const { dbname, env } = pgToolTarget(config.databaseUrl);
        log('pg_dump: writing the database…');
        await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${path.join(staging, 'database', 'shop.pgdump')}`, `--dbname=${dbname}`], env);
        await client.query('COMMIT');
      } finally {
        await client.end();
      }
    } else {
      if (!existsSync(config.databaseFile)) throw new BackupError(`There is no SQLite database at ${config.databaseFile} (set DATA_DIR or DATABASE_FILE)`);
      const copy = path.join(staging, 'database', 'shop.sqlite');
      const source = new SQLite(config.databaseFile, { readonly: true, fileMustExist: true });
      try {
        log('SQLite online backup: copying the database…');
        await source.backup(copy, { progress: () => ALL_PAGES });
      } finally {
        source.close();
      }
      contents = sqliteContents(copy);
    }

    // The media are read after the database: every file a row of the copy names was written before it.
    if (existsSync(config.mediaDir)) symlinkSync(config.mediaDir, path.join(staging, 'media'), 'dir');
    else mkdirSync(path.join(staging, 'media'));
    const secretFile = generatedSecretFile(config);
    if (secretFile) copyFileSync(secretFile, path.join(staging, 'jwt-secret'));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      database: config.databaseUrl ? 'postgres' : 'sqlite',
      migrations: contents.migrations,
      tables: contents.tables,
      media_files: countFiles(config.mediaDir),
      jwt_secret: secretFile !== null,
    };
    writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    log(`archiving ${manifest.media_files} media files…`);
    const partial = `${file}.partial`;
    // follow: the media link is archived as the folder it points to.
    await createTar({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, ['manifest.json', 'database', 'media', ...(secretFile ? ['jwt-secret'] : [])]);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${file}.partial`, { force: true });
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows of each table after the restore (equal to the manifest's). */
  tables: Record<string, number>;
  mediaFiles: number;
}

/**
 * Restores a backup onto an empty shop: no SQLite file (DATA_DIR) or a PostgreSQL database without tables
 * (DATABASE_URL), and an empty or missing MEDIA_DIR. `jwtSecretFromEnv`: JWT_SECRET is set, so a generated key in
 * the backup is not written (the log says what that means for two-factor sign-in).
 */
export async function restore(config: Config, source: string, opts: { jwtSecretFromEnv: boolean; log?: Log }): Promise<RestoreResult> {
  const log = opts.log ?? (() => {});
  const file = path.resolve(source);
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`There is no backup file at ${file}`);
  const staging = mkdtempSync(path.join(tmpdir(), 'shop-restore-'));
  try {
    // node-tar keeps every entry inside cwd (no absolute paths, no ..).
    await extractTar({ file, cwd: staging, strict: true });
    const manifestFile = path.join(staging, 'manifest.json');
    const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest) : null;
    if (manifest?.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup of this shop (no ${BACKUP_FORMAT} manifest)`);
    if (manifest.version > BACKUP_VERSION) throw new BackupError(`${file} was made by a newer version of the shop (backup format ${manifest.version}); restore it with that version`);
    if (!isEmptyFolder(config.mediaDir)) throw new BackupError(`MEDIA_DIR ${config.mediaDir} is not empty: a backup is restored onto an empty shop`);

    let tables: Record<string, number>;
    if (manifest.database === 'postgres') {
      if (!config.databaseUrl) throw new BackupError('This backup is of a PostgreSQL database: set DATABASE_URL to the empty database to restore it into');
      requireTool('pg_restore', 'restoring a PostgreSQL backup');
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        const existing = Object.keys((await postgresContents(client)).tables);
        if (existing.length > 0) throw new BackupError(`The database at DATABASE_URL has tables already (${existing.slice(0, 5).join(', ')}…): a backup is restored into an empty database`);
        const { dbname, env } = pgToolTarget(config.databaseUrl);
        log('pg_restore: writing the database…');
        await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, path.join(staging, 'database', 'shop.pgdump')], env);
        tables = (await postgresContents(client)).tables;
      } finally {
        await client.end();
      }
    } else {
      if (config.databaseUrl) throw new BackupError('This backup is of a SQLite database: restore it with DATABASE_URL unset (then move it with copy-to-postgres)');
      if (existsSync(config.databaseFile)) throw new BackupError(`There is a database at ${config.databaseFile} already: a backup is restored onto an empty data folder`);
      mkdirSync(path.dirname(config.databaseFile), { recursive: true });
      copyFileSync(path.join(staging, 'database', 'shop.sqlite'), config.databaseFile);
      tables = sqliteContents(config.databaseFile).tables;
    }

    mkdirSync(config.mediaDir, { recursive: true });
    cpSync(path.join(staging, 'media'), config.mediaDir, { recursive: true });
    if (manifest.jwt_secret) {
      if (opts.jwtSecretFromEnv) {
        log('The backup holds the generated sign-in key of its shop, but JWT_SECRET is set: it is not restored. Two-factor sign-in works only for accounts set up under the key in use; the others set it up again.');
      } else {
        // A key generated for this empty folder (by reading the configuration) has signed nothing yet.
        writeFileSync(path.join(config.dataDir, 'jwt-secret'), readFileSync(path.join(staging, 'jwt-secret')), { mode: 0o600 });
        chmodSync(path.join(config.dataDir, 'jwt-secret'), 0o600);
      }
    }
    const differing = Object.keys(manifest.tables).filter((name) => tables[name] !== manifest.tables[name]);
    if (differing.length > 0) throw new BackupError(`The restored database differs from the backup's manifest in ${differing.join(', ')}`);
    return { manifest, tables, mediaFiles: countFiles(config.mediaDir) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
