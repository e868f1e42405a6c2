// Admin accounts as the users screen manages them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createUsersRepository(db: Kysely<Database>) {
  return {
    all: () => db.selectFrom('admin_users').selectAll().orderBy('email').execute(),
    byId: (id: number) => db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst(),
    byEmail: (email: string) => db.selectFrom('admin_users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst(),
    async insert(user: { email: string; name: string; role: 'admin' | 'editor'; password_hash: string }): Promise<number> {
      const row = await db
        .insertInto('admin_users')
        .values({ ...user, email: user.email.toLowerCase(), disabled: 0, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async update(id: number, values: { name?: string; role?: 'admin' | 'editor'; disabled?: number; password_hash?: string}): Promise<void> {
      await db.updateTable('admin_users').set(values).where('id', '=', id).execute();
    },
    /** The new hash, and a new session version: every token of the user issued before stops working. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .updateTable('admin_users')
        .set((eb) => ({ password_hash: passwordHash, session_version: eb('session_version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
    async sessionVersion(id: number): Promise<number> {
      return (await db.selectFrom('admin_users').select('session_version').where('id', '=', id).executeTakeFirstOrThrow()).session_version;
    },
    async countEnabledAdmins(): Promise<number> {
      const row = await db
        .selectFrom('admin_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'admin')
        .where('disabled', '=', 0)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
