// Issue 29: the admin's posts list is searched in every language's title and lead, and sorted by title, with case and
// diacritics ignored; the users list sorts names the same way ("Čech" among the C's, not after "Z"). SQLite's lower()
// knows ASCII only, so the folded text is stored, written by the code that writes the rows (decision 0070).
import type { Kysely } from 'kysely';
import { searchFold } from './frozen/fold.ts';

// The keys as lib/list-keys.ts made them when this migration was written (kept here so it fills the same keys forever).
const sortKey = (text: string): string => searchFold(text).slice(0, 500);
const postSearchText = (title: string, perex: string): string => searchFold(`${title} | ${perex}`).slice(0, 4000);

type Raw = Kysely<Record<string, Record<string, unknown>>>;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('post_translations').addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('post_translations').addColumn('title_key', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('admin_users').addColumn('name_key', 'text', (c) => c.notNull().defaultTo('')).execute();

  // Posts and accounts are a shop's hundreds at most: one read each.
  const t = db as Raw;
  const translations = await t.selectFrom('post_translations').select(['post_id', 'lang', 'title', 'perex']).execute();
  for (const row of translations) {
    const title = String(row.title ?? '');
    await t
      .updateTable('post_translations')
      .set({ search_text: postSearchText(title, String(row.perex ?? '')), title_key: sortKey(title) })
      .where('post_id', '=', row.post_id)
      .where('lang', '=', row.lang)
      .execute();
  }
  const users = await t.selectFrom('admin_users').select(['id', 'name']).execute();
  for (const row of users) await t.updateTable('admin_users').set({ name_key: sortKey(String(row.name ?? '')) }).where('id', '=', row.id).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_users').dropColumn('name_key').execute();
  await db.schema.alterTable('post_translations').dropColumn('title_key').execute();
  await db.schema.alterTable('post_translations').dropColumn('search_text').execute();
}
