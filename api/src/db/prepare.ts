// What a starting server does to its database: migrate, seed an empty one, make sure an admin exists.
import type { Kysely } from 'kysely';
import { ensureFirstAdmin } from '../modules/auth/service.ts';
import { withDatabaseLock } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { seed } from './seed/index.ts';

export interface PrepareOptions {
  mediaDir: string;
  admin: { email?: string | undefined; password?: string | undefined };
  renderImages?: boolean;
  log?: (message: string) => void;
}

/**
 * Instances starting together over one PostgreSQL database take turns (an advisory lock): the first migrates and
 * seeds, the others find it done. Returns the demo admin's sign-in when one was created.
 */
export async function prepareDatabase(db: Kysely<Database>, opts: PrepareOptions): Promise<{ email: string; password: string } | null> {
  return withDatabaseLock(db, 'shop-startup', async () => {
    await migrateToLatest(db);
    const hasCatalogue = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (hasCatalogue) return ensureFirstAdmin(db, opts.admin);
    opts.log?.('Empty database: seeding the demo catalogue…');
    const seeded = await seed(db, { mediaDir: opts.mediaDir, admin: opts.admin, renderImages: opts.renderImages, log: opts.log });
    return seeded.demoAdmin;
  });
}
