// Admin users and revoked token ids.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createAuthRepository(db: Kysely<Database>) {
  return {
    findByEmail(email: string) {
      return db.selectFrom('admin_users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },
    findById(id: number) {
      return db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async countUsers(): Promise<number> {
      const row = await db.selectFrom('admin_users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async createUser(user: { email: string; name: string; password_hash: string; role: 'admin' | 'editor' }): Promise<number> {
      const row = await db
        .insertInto('admin_users')
        .values({ ...user, email: user.email.toLowerCase(), disabled: 0, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async isRevoked(jti: string): Promise<boolean> {
      return (await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst()) !== undefined;
    },
    async revoke(jti: string, expiresAt: number): Promise<void> {
      const nowSec = Math.floor(Date.now() / 1000);
      await db.deleteFrom('revoked_tokens').where('expires_at', '<', nowSec).execute();
      await db.insertInto('revoked_tokens').values({ jti, expires_at: expiresAt }).onConflict((oc) => oc.column('jti').doNothing()).execute();
    },
  };
}
