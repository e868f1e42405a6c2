// Admin accounts as the users screen manages them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createUsersRepository(db: Kysely<Database>) {
  return {
    all: () => db.selectFrom('admin_users').selectAll().orderBy('email').execute(),
    byId: (id: number) => db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst(),
    byEmail: (email: string) => db.selectFrom('admin_users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst(),
    /** password_one_time: 1 for a generated password (its holder must choose a new one). */
    async insert(user: { email: string; name: string; role: 'admin' | 'editor'; password_hash: string; password_one_time: number }): Promise<number> {
      const row = await db
        .insertInto('admin_users')
        .values({ ...user, email: user.email.toLowerCase(), disabled: 0, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** endSessions: also raise the session version, so every token issued before stops working (role or access changed). */
    async update(id: number, values: { name?: string; role?: 'admin' | 'editor'; disabled?: number }, endSessions = false): Promise<void> {
      await db
        .updateTable('admin_users')
        .set((eb) => ({ ...values, ...(endSessions ? { session_version: eb('session_version', '+', 1) } : {}) }))
        .where('id', '=', id)
        .execute();
    },
    /**
     * The new hash, and a new session version: every token of the user issued before stops working. oneTime: a
     * generated password, which only lets its holder choose a new one. Reset links mailed before stop working too.
     */
    async setPassword(id: number, passwordHash: string, oneTime = false): Promise<void> {
      await db
        .updateTable('admin_users')
        .set((eb) => ({ password_hash: passwordHash, password_one_time: oneTime ? 1 : 0, session_version: eb('session_version', '+', 1) }))
        .where('id', '=', id)
        .execute();
      await db.updateTable('admin_password_resets').set({ used_at: Math.floor(Date.now() / 1000) }).where('user_id', '=', id).where('used_at', 'is', null).execute();
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
