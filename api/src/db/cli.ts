// Database commands: `migrate`, `seed [--products N] [--reset] [--no-images]`, the data move
// `copy-to-postgres --to postgres://… [--force]` (the configured SQLite database into PostgreSQL), and
// `backup --to FILE` / `restore --from FILE` (the database and MEDIA_DIR; db/backup.ts, docs/operations.md), and the
// release tokens of feature teams: `release-token create --remote mf-cart [--remote …] --name "cart team"
// [--contact EMAIL]` (prints the token once), `release-token list`, `release-token revoke ID` (decision 0081).
import { existsSync } from 'node:fs';
import { databaseLocation, loadConfig, type Config } from '../config.ts';
import { isPostgresUrl, openDatabase } from './connection.ts';
import { backup, BackupError, restore } from './backup.ts';
import { copyToPostgres, NulCharacterError, TargetNotEmptyError } from './copy-to-postgres.ts';
import { migrateToLatest } from './migrate.ts';
import { seed } from './seed/index.ts';
import { createAuditService } from '../modules/audit/service.ts';
import { auditAuthorOf, type ReleaseActor } from '../modules/releases/actor.ts';
import { createReleaseTokens } from '../modules/releases/tokens.ts';
import { HttpError } from '../lib/errors.ts';

const USAGE =
  'usage: cli <migrate | seed [--products N] [--reset] [--no-images] | copy-to-postgres --to postgres://… [--force] | backup --to FILE | restore --from FILE | release-token create --remote REMOTE --name NAME [--contact EMAIL] | release-token list | release-token revoke ID>';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'migrate' && command !== 'seed' && command !== 'copy-to-postgres' && command !== 'backup' && command !== 'restore' && command !== 'release-token') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (command === 'copy-to-postgres') return copyCommand(config, rest);
  if (command === 'backup' || command === 'restore') return backupCommand(command, config, rest);
  if (command === 'release-token') return releaseTokenCommand(config, rest);
  const db = openDatabase(databaseLocation(config));
  try {
    const applied = await migrateToLatest(db);
    console.info(applied.length > 0 ? `migrated: ${applied.join(', ')}` : 'database schema is up to date');
    if (command === 'seed') {
      let products: number | undefined;
      const i = rest.indexOf('--products');
      if (i >= 0) {
        const raw = rest[i + 1];
        products = Number(raw);
        if (!raw || !Number.isInteger(products) || products < 1) {
          console.error(`--products needs a positive integer, got "${raw ?? ''}"`);
          return 2;
        }
      }
      const started = Date.now();
      const result = await seed(db, {
        mediaDir: config.mediaDir,
        products,
        reset: rest.includes('--reset'),
        renderImages: !rest.includes('--no-images'),
        admin: { email: config.adminEmail, password: config.adminPassword },
        log: (m) => console.info(m),
      });
      console.info(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (result.demoAdmin) console.info(`demo admin: ${result.demoAdmin.email} / ${result.demoAdmin.password}`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

/** Copies the SQLite database (DATABASE_FILE / DATA_DIR) into the PostgreSQL database named by --to. */
async function copyCommand(config: Config, args: string[]): Promise<number> {
  const url = args[args.indexOf('--to') + 1];
  if (!args.includes('--to') || !url || !isPostgresUrl(url)) {
    console.error(`copy-to-postgres needs --to postgres://user@host:5432/database\n${USAGE}`);
    return 2;
  }
  if (!existsSync(config.databaseFile)) {
    console.error(`There is no SQLite database at ${config.databaseFile} (set DATA_DIR or DATABASE_FILE)`);
    return 2;
  }
  const source = openDatabase(config.databaseFile);
  const target = openDatabase(url);
  try {
    // The source must have every migration this version knows, or its rows would not fit the target's tables.
    await migrateToLatest(source);
    const started = Date.now();
    const counts = await copyToPostgres(source, target, { force: args.includes('--force'), log: (m) => console.info(m) });
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.info(`copied ${rows} rows of ${Object.keys(counts).length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } catch (e) {
    if (e instanceof TargetNotEmptyError || e instanceof NulCharacterError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  } finally {
    await source.destroy();
    await target.destroy();
  }
}

/** `backup --to FILE` while the shop runs; `restore --from FILE` onto an empty data folder or database. */
async function backupCommand(command: 'backup' | 'restore', config: Config, args: string[]): Promise<number> {
  const flag = command === 'backup' ? '--to' : '--from';
  const file = args[args.indexOf(flag) + 1];
  if (!args.includes(flag) || !file || file.startsWith('--')) {
    console.error(`${command} needs ${flag} FILE\n${USAGE}`);
    return 2;
  }
  const started = Date.now();
  const log = (m: string) => console.info(m);
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  try {
    if (command === 'backup') {
      const manifest = await backup(config, file, log);
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      console.info(`backed up ${rows} rows of ${Object.keys(manifest.tables).length} tables (${manifest.database}) and ${manifest.media_files} media files into ${file} in ${seconds()} s`);
      if (manifest.jwt_secret) console.info('the backup holds the sign-in key generated in DATA_DIR (two-factor secrets are sealed with it): keep it as safe as the database');
    } else {
      const result = await restore(config, file, { jwtSecretFromEnv: Boolean(process.env.JWT_SECRET?.trim()), log });
      const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
      console.info(`restored ${rows} rows of ${Object.keys(result.tables).length} tables and ${result.mediaFiles} media files from the backup of ${result.manifest.created_at} in ${seconds()} s`);
    }
    return 0;
  } catch (e) {
    if (e instanceof BackupError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);

/** Release tokens from the operator's shell (the admin's Releases screen does the same); recorded as "operator (cli)". */
async function releaseTokenCommand(config: Config, args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  const values = (flag: string) => rest.flatMap((arg, i) => (rest[i - 1] === flag ? [arg] : []));
  const db = openDatabase(databaseLocation(config));
  try {
    await migrateToLatest(db);
    const audit = createAuditService(db);
    const tokens = createReleaseTokens(db, { audit: (actor, event) => audit.recordBy(auditAuthorOf(actor), event) });
    const operator: ReleaseActor = { kind: 'system', name: 'operator (cli)' };
    if (sub === 'create') {
      const [name] = values('--name');
      const { token, info } = await tokens.create({ name: name ?? '', remotes: values('--remote'), contactEmail: values('--contact')[0] ?? null }, operator);
      console.info(`release token ${info.id} "${info.name}" for ${info.remotes.join(', ')} (shown once; keep it in the team's CI secrets):`);
      console.info(token);
      return 0;
    }
    if (sub === 'list') {
      for (const t of await tokens.list()) console.info(`${t.id}\t${t.name}\t${t.remotes.join(',')}\t${t.revokedAt ? `revoked ${t.revokedAt}` : `last used ${t.lastUsedAt ?? 'never'}`}`);
      return 0;
    }
    if (sub === 'revoke' && rest[0] && /^\d+$/.test(rest[0])) {
      const info = await tokens.revoke(Number(rest[0]), operator);
      console.info(`release token ${info.id} "${info.name}" revoked`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } catch (e) {
    if (e instanceof HttpError) {
      console.error(e.message);
      return 2;
    }
    throw e;
  } finally {
    await db.destroy();
  }
}
