import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createSiteSettingsRepository(db: Kysely<Database>) {
  return {
    async get<T>(key: string): Promise<T | null> {
      const row = await db.selectFrom('site_settings').select('value_json').where('key', '=', key).executeTakeFirst();
      return row ? (JSON.parse(row.value_json) as T) : null;
    },
    async set(key: string, value: unknown): Promise<void> {
      const value_json = JSON.stringify(value);
      await db
        .insertInto('site_settings')
        .values({ key, value_json })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value_json, updated_at: new Date().toISOString() }))
        .execute();
    },
  };
}

export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
