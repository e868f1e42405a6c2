// The admin's search synonym groups as stored: a language and its words (JSON).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createSynonymsRepository(db: Kysely<Database>) {
  return {
    byId: (id: number) => db.selectFrom('search_synonyms').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The groups, by language and age; one language's only when it is named. */
    list(lang?: string) {
      let query = db.selectFrom('search_synonyms').selectAll().orderBy('lang').orderBy('id');
      if (lang) query = query.where('lang', '=', lang);
      return query.execute();
    },

    /** The language's groups but the one named (null: all of them). */
    othersIn(lang: string, exceptId: number | null) {
      let others = db.selectFrom('search_synonyms').selectAll().where('lang', '=', lang);
      if (exceptId !== null) others = others.where('id', '<>', exceptId);
      return others.execute();
    },

    async insert(lang: string, words: readonly string[]): Promise<number> {
      const { id } = await db.insertInto('search_synonyms').values({ lang, words: JSON.stringify(words) }).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },

    async update(id: number, lang: string, words: readonly string[]): Promise<void> {
      // As the column's default writes the time: to the second, a space between day and time.
      await db.updateTable('search_synonyms').set({ lang, words: JSON.stringify(words), updated_at: new Date().toISOString().slice(0, 19).replace('T', ' ') }).where('id', '=', id).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('search_synonyms').where('id', '=', id).execute();
    },
  };
}
