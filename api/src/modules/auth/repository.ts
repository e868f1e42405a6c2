// Admin users and their sign-in sessions.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sortKey } from '../../lib/list-keys.ts';

/** The site setting (site_settings key) holding whether every account must use two-factor sign-in. */
export const TWO_FACTOR_SETTING = 'two_factor';

/** The enabled administrators' addresses and languages (whom the shop's own alerts are mailed to). */
export const enabledAdmins = (db: Kysely<Database>) => db.selectFrom('admin_users').select(['email', 'lang']).where('role', '=', 'admin').where('disabled', '=', 0).execute();

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
    async createUser({ disabled = false, ...user }: { email: string; name: string; password_hash: string; role: 'admin' | 'editor'; disabled?: boolean }): Promise<number> {
      const row = await db
        .insertInto('admin_users')
        .values({ ...user, email: user.email.toLowerCase(), name_key: sortKey(user.name), disabled: disabled ? 1 : 0, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async createSession(s: { id: string; userId: number; now: number; expiresAt: number }): Promise<void> {
      // Sessions ended long ago are of no use any more (a week after their end, for the curious reader of the table).
      await db.deleteFrom('admin_sessions').where('expires_at', '<', s.now - 7 * 24 * 3600).execute();
      await db.insertInto('admin_sessions').values({ id: s.id, user_id: s.userId, generation: 0, created_at: s.now, refreshed_at: s.now, expires_at: s.expiresAt, revoked_at: null }).execute();
    },
    findSession(id: string) {
      return db.selectFrom('admin_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Moves the session from generation `from` to `from + 1`; false when another refresh got there first. */
    async rotateSession(id: string, from: number, now: number): Promise<boolean> {
      const res = await db
        .updateTable('admin_sessions')
        .set({ generation: from + 1, refreshed_at: now })
        .where('id', '=', id)
        .where('generation', '=', from)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    /** Ends every open session of the user (a password change or reset); the session version is raised beside it. */
    async revokeUserSessions(userId: number, now: number): Promise<void> {
      await db.updateTable('admin_sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    },
    /**
     * The user's own new password: not one-time any more, a new session version (every token issued before dies)
     * and no reset link of the account works any longer.
     */
    async setOwnPassword(userId: number, passwordHash: string, now: number): Promise<void> {
      await db
        .updateTable('admin_users')
        .set((eb) => ({ password_hash: passwordHash, password_one_time: 0, session_version: eb('session_version', '+', 1) }))
        .where('id', '=', userId)
        .execute();
      await db.updateTable('admin_password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
      await db.updateTable('admin_sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    },

    async createReset(r: { tokenHash: string; userId: number; now: number; expiresAt: number }): Promise<void> {
      // Links ended a day ago tell nobody anything any more.
      await db.deleteFrom('admin_password_resets').where('expires_at', '<', r.now - 24 * 3600).execute();
      await db.insertInto('admin_password_resets').values({ token_hash: r.tokenHash, user_id: r.userId, created_at: r.now, expires_at: r.expiresAt, used_at: null }).execute();
    },
    findReset(tokenHash: string) {
      return db.selectFrom('admin_password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    async resetsSince(userId: number, since: number): Promise<number> {
      const row = await db
        .selectFrom('admin_password_resets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Marks the link used if it still works; false when another request used it first or it has expired. */
    async useReset(tokenHash: string, now: number): Promise<boolean> {
      const res = await db
        .updateTable('admin_password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    // Two-factor sign-in (migration 0042).

    /** Whether an administrator requires two-factor sign-in of every account (a site setting). */
    async twoFactorRequired(): Promise<boolean> {
      const row = await db.selectFrom('site_settings').select('value_json').where('key', '=', TWO_FACTOR_SETTING).executeTakeFirst();
      return row ? (JSON.parse(row.value_json) as { required?: boolean }).required === true : false;
    },
    async setTwoFactorRequired(required: boolean): Promise<void> {
      const value_json = JSON.stringify({ required });
      const updated_at = new Date().toISOString();
      await db
        .insertInto('site_settings')
        .values({ key: TWO_FACTOR_SETTING, value_json, updated_at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value_json, updated_at }))
        .execute();
    },
    async setPendingSecret(userId: number, sealed: string): Promise<void> {
      await db.updateTable('admin_users').set({ totp_pending_secret: sealed }).where('id', '=', userId).execute();
    },
    /**
     * Turns two-factor sign-in on with the confirmed secret: the confirming code's step is used up, and the new
     * recovery codes replace any earlier ones.
     */
    async enableTwoFactor(userId: number, sealed: string, step: number, codeHashes: string[]): Promise<void> {
      await db.updateTable('admin_users').set({ totp_secret: sealed, totp_pending_secret: null, totp_last_step: step }).where('id', '=', userId).execute();
      await db.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
      await db.insertInto('admin_recovery_codes').values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null }))).execute();
    },
    async disableTwoFactor(userId: number): Promise<void> {
      await db.updateTable('admin_users').set({ totp_secret: null, totp_pending_secret: null, totp_last_step: 0 }).where('id', '=', userId).execute();
      await db.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
    },
    async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
      await db.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
      await db.insertInto('admin_recovery_codes').values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null }))).execute();
    },
    /** Records that a code of this time step was accepted; false when one of it or a later step already was (replay). */
    async acceptStep(userId: number, step: number): Promise<boolean> {
      const res = await db.updateTable('admin_users').set({ totp_last_step: step }).where('id', '=', userId).where('totp_last_step', '<', step).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    /** Uses the recovery code once; false when the account has no such unused code. */
    async useRecoveryCode(userId: number, codeHash: string, now: number): Promise<boolean> {
      const res = await db
        .updateTable('admin_recovery_codes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    async recoveryCodesLeft(userId: number): Promise<number> {
      const row = await db
        .selectFrom('admin_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async createChallenge(c: { tokenHash: string; userId: number; now: number; expiresAt: number }): Promise<void> {
      // Challenges are minutes long; ones that ended an hour ago are of no use to anyone.
      await db.deleteFrom('admin_sign_in_challenges').where('expires_at', '<', c.now - 3600).execute();
      await db.insertInto('admin_sign_in_challenges').values({ token_hash: c.tokenHash, user_id: c.userId, created_at: c.now, expires_at: c.expiresAt, used_at: null }).execute();
    },
    findChallenge(tokenHash: string) {
      return db.selectFrom('admin_sign_in_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    /** Uses the challenge once, while it works; false when another request used it first or it has expired. */
    async useChallenge(tokenHash: string, now: number): Promise<boolean> {
      const res = await db
        .updateTable('admin_sign_in_challenges')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    /**
     * Counts a wrong code given with the challenge; at `max` it ends the challenge (its password step must be done
     * again). Answers whether it ended. One statement, so parallel wrong codes are all counted.
     */
    async challengeFailed(tokenHash: string, now: number, max: number): Promise<boolean> {
      const row = await db
        .updateTable('admin_sign_in_challenges')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('token_hash', '=', tokenHash)
        .returning('failures')
        .executeTakeFirst();
      if (!row || row.failures < max) return false;
      await db.updateTable('admin_sign_in_challenges').set({ used_at: now }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).execute();
      return true;
    },
    /** The site language the account signed in with (the language of mails about its sign-ins). */
    async setLang(userId: number, lang: string): Promise<void> {
      await db.updateTable('admin_users').set({ lang }).where('id', '=', userId).where('lang', '!=', lang).execute();
    },

    async revokeSession(id: string, now: number): Promise<void> {
      await db.updateTable('admin_sessions').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
/** An admin account as stored. */
export type UserRow = NonNullable<Awaited<ReturnType<AuthRepository['findById']>>>;
