// Passwords: argon2id hashes, the signed-in user's own change (confirmed by the current one) and the mailed reset
// link (its digest stored, a few per account an hour, working once).
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { AdminUser, LoginAnswer } from '@shop/shared/contracts/auth';
import type { Lang } from '@shop/shared/languages';
import { localePath } from '@shop/shared/routes';
import type { Database } from '../../db/schema.ts';
import { conflict, HttpError, unauthorized } from '../../lib/errors.ts';
import type { AuthContext } from '../../types.ts';
import { queueMail, renderPasswordResetMail } from '../mail/index.ts';
import { assertStrongPassword } from './password-strength.ts';
import { createAuthRepository, type AuthRepository, type UserRow } from './repository.ts';
import { nowSeconds, tokenDigest, UNKNOWN_REQUEST, type SignInGuard, type SignInRequest } from './sign-in-guard.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import type { PasswordAudit } from './service.ts';

/** Algorithm.Argon2id (an ambient const enum, which isolatedModules cannot read). */
const ARGON2ID = 2 as Algorithm;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, HASH_OPTIONS);

/** How long a mailed password-reset link works. */
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;
/**
 * Reset mails one account receives per hour at most, however many clients ask (issue 28, 2: the shop must not be a
 * way to flood an address); further requests are answered alike and send nothing.
 */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;

interface PasswordDeps {
  repo: AuthRepository;
  guard: SignInGuard;
  throttle: SignInThrottle;
  signedIn: (user: UserRow) => Promise<LoginAnswer>;
  audit: PasswordAudit | undefined;
}

export function createPasswords(db: Kysely<Database>, deps: PasswordDeps) {
  const { repo, throttle, signedIn } = deps;
  const { checkedPassword } = deps.guard;

  async function workingReset(token: string) {
    const reset = await repo.findReset(tokenDigest(token));
    const user = reset && (await repo.findById(reset.user_id));
    if (!reset || !user || user.disabled) throw new HttpError(404, 'This password-reset link is not valid', undefined, 'passwordReset.invalid');
    if (reset.used_at !== null) throw conflict('This password-reset link was already used', 'passwordReset.used');
    if (nowSeconds() >= reset.expires_at) throw conflict('This password-reset link has expired', 'passwordReset.expired');
    return { reset, user };
  }

  return {
    /**
     * The signed-in user's own new password, confirmed by the current one (wrong guesses count towards the sign-in
     * throttle of the account and client). Every session of the account ends, this one included; the caller goes
     * on with the token of a new session it is answered.
     */
    async changeOwnPassword(ctx: AuthContext, current: string, next: string, at: SignInRequest = UNKNOWN_REQUEST): Promise<{ token: string; user: AdminUser }> {
      const user = await repo.findById(ctx.user.id);
      if (!user) throw unauthorized('The user of the token no longer exists', 'auth.invalidToken');
      await checkedPassword(user, current, at, 'current_password');
      await throttle.succeeded(user.email, at.client);
      assertStrongPassword(next, [user.email, user.name], 'new_password');
      if (await verify(user.password_hash, next).catch(() => false)) {
        throw new HttpError(422, 'The new password is the current one', [{ field: 'new_password', message: 'is the current password', code: 'password.unchanged' }], 'password.unchanged');
      }
      const passwordHash = await hashPassword(next);
      await db.transaction().execute((trx) => createAuthRepository(trx).setOwnPassword(user.id, passwordHash, nowSeconds()));
      const changed = await repo.findById(user.id);
      if (!changed) throw unauthorized('The user of the token no longer exists', 'auth.invalidToken');
      await deps.audit?.(ctx, { action: 'password', entity: 'user', entityId: user.id, summary: `${user.email} changed their own password; their other sessions ended`, code: 'auth.passwordChanged', params: { email: user.email } });
      return signedIn(changed);
    },

    /**
     * Mails a reset link when an enabled account has the address, unless it had RESETS_PER_ACCOUNT_PER_HOUR links in
     * the last hour. The caller answers alike in every case; the result is for its log only.
     * origin: the site's own origin (PUBLIC_URL or an allowed host, never a Host header alone in production).
     */
    async requestPasswordReset(email: string, lang: Lang, origin: string): Promise<'sent' | 'unknown' | 'limited'> {
      const user = await repo.findByEmail(email.trim().toLowerCase());
      if (!user || user.disabled) return 'unknown';
      const now = nowSeconds();
      if ((await repo.resetsSince(user.id, now - 3600)) >= RESETS_PER_ACCOUNT_PER_HOUR) return 'limited';
      const token = randomBytes(32).toString('base64url');
      // The token rides in the fragment: browsers send it to no server, nor in a Referer.
      const link = `${origin}${localePath('admin-reset-password', lang)}#token=${token}`;
      const mail = renderPasswordResetMail(lang, { name: user.name, link, minutes: PASSWORD_RESET_TTL_SECONDS / 60 });
      await db.transaction().execute(async (trx) => {
        await createAuthRepository(trx).createReset({ tokenHash: tokenDigest(token), userId: user.id, now, expiresAt: now + PASSWORD_RESET_TTL_SECONDS });
        await queueMail(trx, { ...mail, to: user.email, kind: 'password-reset', ref: `admin-user-${user.id}` });
      });
      return 'sent';
    },

    /** The account a reset link is for, while it works: 404 unknown, 409 used or expired (each with its code). */
    async checkPasswordReset(token: string): Promise<{ email: string; expiresAt: number }> {
      const { user, reset } = await workingReset(token);
      return { email: user.email, expiresAt: reset.expires_at };
    },

    /** Sets the new password through a working link, once; every session of the account ends. */
    async confirmPasswordReset(token: string, password: string): Promise<{ email: string }> {
      const { user, reset } = await workingReset(token);
      assertStrongPassword(password, [user.email, user.name]);
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const tx = createAuthRepository(trx);
        const now = nowSeconds();
        // Compare-and-set: of two requests with one link, one wins; the other is told the link was used.
        if (!(await tx.useReset(reset.token_hash, now))) throw conflict('This password-reset link was already used or has expired', 'passwordReset.used');
        await tx.setOwnPassword(user.id, passwordHash, now);
      });
      // Whoever used the mailed link holds the mailbox: a pause of the account's sign-in after someone else's guesses
      // ends with it (the mail about the pause says so), and the count of codes starts again.
      await throttle.password.succeeded(user.email);
      await throttle.code.succeeded(user.email);
      // Nobody is signed in here: the entry names the account whose mailed link was used.
      await deps.audit?.(null, { action: 'password', entity: 'user', entityId: user.id, summary: `${user.email} set a new password through a mailed reset link; every session ended`, code: 'auth.passwordReset', params: { email: user.email } });
      return { email: user.email };
    },
  };
}
