// An account's two-factor sign-in: turning it on with the app's first code, new recovery codes, turning it off with
// the password and a code, and the site's requirement of it for every account.
import type { Kysely } from 'kysely';
import type { AdminUser, TwoFactorStatus } from '@shop/shared/contracts/auth';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import type { AuthContext } from '../../types.ts';
import { createAuthRepository, type AuthRepository, type UserRow } from './repository.ts';
import { throttled, UNKNOWN_REQUEST, wrongCode, type SignInGuard, type SignInRequest } from './sign-in-guard.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { asTotpCode, matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpUri, type createSecretBox } from './two-factor.ts';
import type { PasswordAudit } from './service.ts';

interface TwoFactorDeps {
  repo: AuthRepository;
  guard: SignInGuard;
  throttle: SignInThrottle;
  secrets: ReturnType<typeof createSecretBox>;
  account: { current: (ctx: AuthContext) => Promise<UserRow>; shown: (user: UserRow) => Promise<AdminUser> };
  audit: PasswordAudit | undefined;
}

export function createTwoFactorSettings(db: Kysely<Database>, deps: TwoFactorDeps) {
  const { repo, guard, throttle, secrets, account } = deps;
  const currentUser = account.current;
  const toAdminUser = account.shown;
  const { throttledSecondFactor, checkedPassword } = guard;

  async function storeRecoveryCodes(userId: number, write: (hashes: string[]) => Promise<void>): Promise<string[]> {
    const codes = newRecoveryCodes();
    await write(codes.map(recoveryCodeHash));
    return codes;
  }

  return {
    async twoFactorStatus(ctx: AuthContext): Promise<TwoFactorStatus> {
      const user = await currentUser(ctx);
      const enabled = user.totp_secret !== null;
      return { enabled, recovery_codes_left: enabled ? await repo.recoveryCodesLeft(user.id) : 0, required: await repo.twoFactorRequired() };
    },

    /** A new secret for the app (kept, encrypted, until a code confirms it); 409 while two-factor sign-in is on. */
    async beginTwoFactor(ctx: AuthContext): Promise<{ secret: string; uri: string }> {
      const user = await currentUser(ctx);
      if (user.totp_secret !== null) throw conflict('Two-factor sign-in is already on', 'twoFactor.alreadyOn');
      const secret = newTotpSecret();
      await repo.setPendingSecret(user.id, secrets.seal(secret));
      return { secret, uri: totpUri(secret, user.email) };
    },

    /** A current code of the new secret turns two-factor sign-in on; the ten recovery codes are answered once. */
    async confirmTwoFactor(ctx: AuthContext, code: string, client = 'unknown'): Promise<{ recovery_codes: string[]; user: AdminUser }> {
      const user = await currentUser(ctx);
      if (user.totp_secret !== null) throw conflict('Two-factor sign-in is already on', 'twoFactor.alreadyOn');
      const pending = user.totp_pending_secret === null ? null : secrets.open(user.totp_pending_secret);
      if (pending === null) throw conflict('Start the set-up again: there is no new secret to confirm', 'twoFactor.noSetup');
      const wait = await throttle.waitMs(user.email, client);
      if (wait > 0) throw throttled(wait);
      const totpCode = asTotpCode(code);
      const step = totpCode === null ? null : matchingStep(pending, totpCode);
      if (step === null) {
        await throttle.failed(user.email, client);
        throw wrongCode('twoFactor.codeWrong');
      }
      await throttle.succeeded(user.email, client);
      const sealed = user.totp_pending_secret!;
      const recovery_codes = await storeRecoveryCodes(user.id, (hashes) =>
        db.transaction().execute((trx) => createAuthRepository(trx).enableTwoFactor(user.id, sealed, step, hashes)),
      );
      await deps.audit?.(ctx, { action: 'two-factor-on', entity: 'user', entityId: user.id, summary: `${user.email} turned on two-factor sign-in`, code: 'auth.twoFactorOn', params: { email: user.email } });
      return { recovery_codes, user: await toAdminUser((await repo.findById(user.id))!) };
    },

    /** Ten new recovery codes for a current code (of the app, or a recovery code); the earlier ones stop working. */
    async newRecoveryCodes(ctx: AuthContext, code: string, at: SignInRequest = UNKNOWN_REQUEST): Promise<{ recovery_codes: string[]; user: AdminUser }> {
      const user = await currentUser(ctx);
      if (user.totp_secret === null) throw conflict('Two-factor sign-in is off', 'twoFactor.off');
      await throttledSecondFactor(user, code, at);
      const recovery_codes = await storeRecoveryCodes(user.id, (hashes) => db.transaction().execute((trx) => createAuthRepository(trx).replaceRecoveryCodes(user.id, hashes)));
      await deps.audit?.(ctx, { action: 'recovery-codes', entity: 'user', entityId: user.id, summary: `${user.email} made new recovery codes; the earlier ones stopped working`, code: 'auth.recoveryCodesRenewed', params: { email: user.email } });
      return { recovery_codes, user: await toAdminUser(user) };
    },

    /** Turns two-factor sign-in off with the password and a code; 409 while an administrator requires it. */
    async disableTwoFactor(ctx: AuthContext, password: string, code: string, at: SignInRequest = UNKNOWN_REQUEST): Promise<{ user: AdminUser }> {
      const user = await currentUser(ctx);
      if (user.totp_secret === null) throw conflict('Two-factor sign-in is off', 'twoFactor.off');
      if (await repo.twoFactorRequired()) throw conflict('An administrator requires two-factor sign-in of every account', 'twoFactor.requiredBySite');
      await checkedPassword(user, password, at, 'password');
      await throttledSecondFactor(user, code, at);
      await db.transaction().execute((trx) => createAuthRepository(trx).disableTwoFactor(user.id));
      await deps.audit?.(ctx, { action: 'two-factor-off', entity: 'user', entityId: user.id, summary: `${user.email} turned off two-factor sign-in`, code: 'auth.twoFactorOff', params: { email: user.email } });
      return { user: await toAdminUser((await repo.findById(user.id))!) };
    },

    twoFactorRequired: () => repo.twoFactorRequired(),

    /**
     * An administrator requires two-factor sign-in of every account (or no longer). Requiring it is refused while
     * the administrator has none: the change would shut them out of the admin at once.
     */
    async setTwoFactorRequired(ctx: AuthContext, required: boolean): Promise<{ required: boolean }> {
      const before = await repo.twoFactorRequired();
      if (required && (await currentUser(ctx)).totp_secret === null) {
        throw conflict('Turn on two-factor sign-in for your own account first', 'twoFactor.enableOwnFirst');
      }
      if (before !== required) {
        await repo.setTwoFactorRequired(required);
        await deps.audit?.(ctx, {
          action: 'update',
          entity: 'settings',
          entityId: null,
          summary: required ? 'Required two-factor sign-in of every account' : 'Two-factor sign-in is no longer required',
          code: required ? 'settings.twoFactorRequired' : 'settings.twoFactorNotRequired',
        });
      }
      return { required };
    },
  };
}
