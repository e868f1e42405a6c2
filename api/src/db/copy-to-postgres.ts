// The data move of a shop that outgrows one machine: everything of its SQLite database copied into PostgreSQL
// (catalogue, carts, orders, users, content, settings, mail outbox, audit log), from one consistent read.
import { sql, type Kysely } from 'kysely';
import { reindexProducts } from '../modules/search/repository.ts';
import { syncIdSequences } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';

/** Every table with rows of the shop, parents before children (foreign keys), with whether its id is a serial. */
export const COPIED_TABLES: ReadonlyArray<{ name: string; serialId: boolean; seededByMigration?: boolean }> = [
  { name: 'categories', serialId: true },
  { name: 'category_translations', serialId: false },
  { name: 'product_models', serialId: true },
  { name: 'products', serialId: true },
  { name: 'product_translations', serialId: false },
  { name: 'product_images', serialId: true },
  { name: 'product_parameters', serialId: true },
  { name: 'carts', serialId: true },
  { name: 'cart_items', serialId: false },
  { name: 'orders', serialId: true },
  { name: 'admin_users', serialId: true },
  { name: 'admin_recovery_codes', serialId: false },
  { name: 'revoked_tokens', serialId: false },
  { name: 'site_settings', serialId: false },
  { name: 'mail_outbox', serialId: true },
  { name: 'audit_log', serialId: true },
  { name: 'order_status_changes', serialId: true },
  { name: 'order_notes', serialId: true },
  { name: 'delivery_prices', serialId: true },
  { name: 'pages', serialId: true },
  { name: 'page_translations', serialId: false },
  { name: 'posts', serialId: true },
  { name: 'post_translations', serialId: false },
  { name: 'homepage_modules', serialId: true },
  { name: 'gallery_items', serialId: true },
  { name: 'documents', serialId: true },
  { name: 'document_files', serialId: false },
  { name: 'inquiries', serialId: true },
  { name: 'remote_versions', serialId: true },
  { name: 'remote_channels', serialId: false },
  { name: 'release_events', serialId: true },
  { name: 'release_file_imports', serialId: false },
  { name: 'release_tokens', serialId: true },
  // The remotes' signals of the last 30 days (the Releases screen's charts); job_leases is the running instances' own.
  { name: 'remote_signals', serialId: false },
  { name: 'remote_vitals', serialId: false },
  // The migration writes the starting synonyms into an empty target too: they are replaced, not a sign of data.
  { name: 'search_synonyms', serialId: true, seededByMigration: true },
];

/** The tables by name, without their column types: the copy moves rows as they are. */
type Rows = Record<string, Record<string, unknown>>;
type AnyTables = Kysely<Record<string, Rows[string]>>;

export class TargetNotEmptyError extends Error {
  constructor(public readonly tables: string[]) {
    super(`The PostgreSQL database already holds data (${tables.join(', ')}); run again with --force to replace it`);
    this.name = 'TargetNotEmptyError';
  }
}

/**
 * A text with a NUL character, which SQLite stores and PostgreSQL cannot (the checks of the API refuse NUL since
 * issue 50, 5; an older shop may hold one). Named so it can be corrected before the copy is run again.
 */
export class NulCharacterError extends Error {
  constructor(table: string, row: Record<string, unknown>, column: string) {
    const keys = Object.keys(row).filter((name) => name === 'id' || name.endsWith('_id') || ['lang', 'key', 'uuid', 'jti', 'token_hash'].includes(name));
    const where = keys.map((name) => `${name} ${String(row[name])}`).join(', ');
    super(`A text holds a NUL character, which PostgreSQL cannot store: ${table} (${where}), column ${column}; correct it in the shop and copy again`);
    this.name = 'NulCharacterError';
  }
}

const BATCH = 500;
const ROWID = '__copy_rowid';

/**
 * Copies every row of `source` (SQLite) into `target` (PostgreSQL, migrated here), keeping ids, then moves the id
 * sequences on and rebuilds the search index. Refuses a target that holds data unless `force`, which empties it
 * first. The source is read in one transaction, so a running shop is copied as it was at one moment.
 */
export async function copyToPostgres(source: Kysely<Database>, target: Kysely<Database>, opts: { force?: boolean; log?: (m: string) => void } = {}): Promise<Record<string, number>> {
  const log = opts.log ?? (() => {});
  await migrateToLatest(target);
  const to = target as unknown as AnyTables;
  const nonEmpty: string[] = [];
  for (const { name, seededByMigration } of COPIED_TABLES) {
    if (seededByMigration) continue;
    if (await to.selectFrom(name).selectAll().limit(1).executeTakeFirst()) nonEmpty.push(name);
  }
  if (nonEmpty.length > 0 && !opts.force) throw new TargetNotEmptyError(nonEmpty);

  const counts: Record<string, number> = {};
  await (source as unknown as AnyTables).transaction().execute(async (from) => {
    await to.transaction().execute(async (trx) => {
      for (const { name } of [...COPIED_TABLES].reverse()) await trx.deleteFrom(name).execute();
      for (const { name } of COPIED_TABLES) {
        let copied = 0;
        // Pages by SQLite's rowid, which every copied table has: each page starts where the last ended.
        let after = Number.MIN_SAFE_INTEGER;
        for (;;) {
          const page = await from
            .selectFrom(name)
            .selectAll()
            .select(sql<number>`rowid`.as(ROWID))
            .where(sql`rowid`, '>', after)
            .orderBy(sql`rowid`)
            .limit(BATCH)
            .execute();
          if (page.length === 0) break;
          after = Number(page[page.length - 1]![ROWID]);
          const rows = page.map(({ [ROWID]: _rowid, ...row }) => row);
          for (const row of rows) {
            const column = Object.keys(row).find((name) => typeof row[name] === 'string' && (row[name] as string).includes('\u0000'));
            if (column) throw new NulCharacterError(name, row, column);
          }
          // A category may point at a parent with a higher id: parents are set once every category exists.
          const values = name === 'categories' ? rows.map((r) => ({ ...r, parent_id: null })) : rows;
          await trx.insertInto(name).values(values).execute();
          copied += rows.length;
        }
        if (name === 'categories') {
          const parents = await from.selectFrom('categories').select(['id', 'parent_id']).where('parent_id', 'is not', null).execute();
          for (const p of parents) await trx.updateTable('categories').set({ parent_id: p.parent_id }).where('id', '=', p.id).execute();
        }
        counts[name] = copied;
        log(`copied ${name}: ${copied}`);
      }
      await syncIdSequences(trx, COPIED_TABLES.filter((t) => t.serialId).map((t) => t.name));
      await reindexProducts(trx);
    });
  });
  return counts;
}
