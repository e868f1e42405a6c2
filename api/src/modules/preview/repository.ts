// The drafts kept for a preview (decision 0063): each bound to the admin's session, apart from the public tables.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ContentPreviewsTable } from '../../db/content-schema.ts';

export function createPreviewRepository(db: Kysely<Database>) {
  return {
    /** The session's draft `id` while it has not expired at `now` (seconds). */
    open: (id: string, sessionId: string, now: number) =>
      db.selectFrom('content_previews').selectAll().where('id', '=', id).where('session_id', '=', sessionId).where('expires_at', '>', now).executeTakeFirst(),

    /** Keeps a draft, dropping those expired by `now` (seconds). */
    async keep(row: Insertable<ContentPreviewsTable>, now: number): Promise<void> {
      await db.deleteFrom('content_previews').where('expires_at', '<=', now).execute();
      await db.insertInto('content_previews').values(row).execute();
    },
  };
}
