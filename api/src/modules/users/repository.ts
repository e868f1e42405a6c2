// Admin accounts as the users screen manages them.
import { sql, type Kysely } from 'kysely';
import type { AdminUserQuery } from '@shop/shared/contracts/admin';
import { isPostgres } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { sortKey } from '../../lib/list-keys.ts';
import { foldedLikeOf, likeOf } from '../../lib/list-query.ts';

export type UserFilter = Pick<AdminUserQuery, 'q' | 'role' | 'state' | 'two_factor'>;

export function createUsersRepository(db: Kysely<Database>) {
  // SQLite's LIKE ignores ASCII case; PostgreSQL needs ILIKE for the same answers.
  const postgres = isPostgres(db);
  const like = sql.raw(postgres ? 'ILIKE' : 'LIKE');
  function filtered(f: UserFilter) {
    let q = db.selectFrom('admin_users');
    const text = f.q?.trim();
    if (text) {
      // The name through its folded key (diacritics ignored, "cech" finds "Čech"); the e-mail is ASCII.
      q = q.where((eb) => eb.or([sql<boolean>`name_key LIKE ${foldedLikeOf(text)} ESCAPE '\\'`, sql<boolean>`email ${like} ${likeOf(text)} ESCAPE '\\'`]));
    }
    if (f.role) q = q.where('role', '=', f.role);
    if (f.state) q = q.where('disabled', '=', f.state === 'disabled' ? 1 : 0);
    if (f.two_factor) q = q.where('totp_secret', f.two_factor === 'on' ? 'is not' : 'is', null);
    return q;
  }

  return {
    async count(f: UserFilter): Promise<number> {
      const row = await filtered(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** A page of the filtered accounts; ties (same role, same name) keep the e-mail's order, so pages never overlap. */
    page(f: UserFilter, sort: NonNullable<AdminUserQuery['sort']>, order: 'asc' | 'desc', limit: number, offset: number) {
      // Names by their folded key, compared byte by byte on both databases (PostgreSQL's "C" collation is SQLite's
      // BINARY), so "Čech" sorts among the C's and the order does not depend on the server's locale.
      const column = { email: sql`email`, name: postgres ? sql`name_key COLLATE "C"` : sql`name_key`, role: sql`role`, created_at: sql`created_at` }[sort];
      return filtered(f)
        .selectAll()
        .orderBy(sql`${column} ${sql.raw(order)}`)
        .orderBy('email', order)
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    byId: (id: number) => db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst(),
    byEmail: (email: string) => db.selectFrom('admin_users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst(),
    /** password_one_time: 1 for a generated password (its holder must choose a new one). */
    async insert(user: { email: string; name: string; role: 'admin' | 'editor'; password_hash: string; password_one_time: number }): Promise<number> {
      const row = await db
        .insertInto('admin_users')
        .values({ ...user, email: user.email.toLowerCase(), name_key: sortKey(user.name), disabled: 0, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** endSessions: also raise the session version, so every token issued before stops working (role or access changed). */
    async update(id: number, values: { name?: string; role?: 'admin' | 'editor'; disabled?: number }, endSessions = false): Promise<void> {
      await db
        .updateTable('admin_users')
        .set((eb) => ({ ...values, ...(values.name === undefined ? {} : { name_key: sortKey(values.name) }), ...(endSessions ? { session_version: eb('session_version', '+', 1) } : {}) }))
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
    /**
     * Turns the account's two-factor sign-in off (an administrator's reset for a lost phone): secret, pending set-up,
     * recovery codes and open sign-in challenges go, and the session version rises, so every token of the user stops
     * working.
     */
    async resetTwoFactor(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('admin_users')
          .set((eb) => ({ totp_secret: null, totp_pending_secret: null, totp_last_step: 0, session_version: eb('session_version', '+', 1) }))
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('admin_recovery_codes').where('user_id', '=', id).execute();
        await trx.deleteFrom('admin_sign_in_challenges').where('user_id', '=', id).execute();
      });
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
