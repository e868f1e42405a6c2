// What stands between a guess and an account: the throttle of the account and client, the account's budgets of
// passwords and codes over every address (a paused step mails the owner), and the second factor's single use.
import { createHash } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { DEFAULT_LANG, isLang, type Lang } from '@shop/shared/languages';
import { localePath } from '@shop/shared/routes';
import type { Database } from '../../db/schema.ts';
import { HttpError, unauthorized } from '../../lib/errors.ts';
import { queueMail, renderSignInPausedMail } from '../mail/index.ts';
import type { AuthRepository, UserRow } from './repository.ts';
import type { AccountBudgetCounter, BudgetState, SignInThrottle } from './sign-in-throttle.ts';
import { asTotpCode, matchingStep, recoveryCodeHash, type createSecretBox } from './two-factor.ts';

/** Only this digest of a reset token or a challenge is stored: a copy of the database opens no account. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const throttled = (waitMs: number) => new HttpError(429, `Too many failed attempts; try again in ${Math.ceil(waitMs / 1000)} s`, undefined, 'auth.signInThrottled');
/** A step of the account's sign-in paused after many failures from anywhere (decision 0090); the owner was mailed. */
const paused = (waitMs: number) =>
  new HttpError(429, `Sign-in to this account is paused after many failed attempts; try again in ${Math.ceil(waitMs / 60_000)} min`, undefined, {
    code: 'auth.accountPaused',
    params: { minutes: Math.ceil(waitMs / 60_000) },
  });
/** Refused by the account's budget of the step: a pause, or a wait between attempts. */
export const budgetRefusal = (state: BudgetState) => (state.paused ? paused(state.waitMs) : throttled(state.waitMs));
export const challengeEnded = () => unauthorized('Too many wrong codes; enter the password again', 'auth.challengeEnded');
/** A wrong second factor: named on the form's code field, like a wrong password. */
export const wrongCode = (code: 'twoFactor.codeWrong' | 'twoFactor.codeUsed') =>
  new HttpError(422, code === 'twoFactor.codeUsed' ? 'This code was already used; wait for the next one' : 'The code is wrong', [{ field: 'code', message: 'is wrong', code }], code);

/** Where a sign-in request comes from: its address, the page's language and the site's origin (for mailed links). */
export interface SignInRequest {
  client: string;
  lang: Lang;
  /** The site's own origin (originOf: PUBLIC_URL or an allowed host), never a Host header alone. */
  origin: string;
}
export const UNKNOWN_REQUEST: SignInRequest = { client: 'unknown', lang: 'sk', origin: '' };

export function createSignInGuard(db: Kysely<Database>, repo: AuthRepository, throttle: SignInThrottle, secrets: ReturnType<typeof createSecretBox>) {
  /**
   * A code of the account's app (each time step once: a code seen by someone else cannot be used again) or one of
   * its unused recovery codes. Returns which it was, or throws 422 naming the code field.
   */
  async function useSecondFactor(user: UserRow, input: string): Promise<'app' | 'recovery'> {
    const totpCode = asTotpCode(input);
    if (totpCode !== null) {
      const secret = user.totp_secret === null ? null : secrets.open(user.totp_secret);
      const step = secret === null ? null : matchingStep(secret, totpCode);
      if (step === null) throw wrongCode('twoFactor.codeWrong');
      if (!(await repo.acceptStep(user.id, step))) throw wrongCode('twoFactor.codeUsed');
      return 'app';
    }
    if (!(await repo.useRecoveryCode(user.id, recoveryCodeHash(input), nowSeconds()))) throw wrongCode('twoFactor.codeWrong');
    return 'recovery';
  }

  /**
   * useSecondFactor behind the sign-in throttle of the account and client (wrong codes count like wrong passwords)
   * and the account's budget of codes over every address. onWrong runs for each wrong code (a challenge counts it).
   */
  async function throttledSecondFactor(user: UserRow, input: string, at: SignInRequest, onWrong?: () => Promise<void>): Promise<'app' | 'recovery'> {
    const wait = await throttle.waitMs(user.email, at.client);
    if (wait > 0) throw throttled(wait);
    const budget = await throttle.code.state(user.email);
    if (budget.waitMs > 0) throw budgetRefusal(budget);
    try {
      const kind = await useSecondFactor(user, input);
      await throttle.succeeded(user.email, at.client);
      await throttle.code.succeeded(user.email);
      return kind;
    } catch (e) {
      await throttle.failed(user.email, at.client);
      await countFailure(throttle.code, 'code', user, at);
      await onWrong?.();
      throw e;
    }
  }

  /**
   * A failure in the account's budget of a step; when it pauses the step, the owner is mailed (in the language the
   * account last signed in with), at most once a day.
   */
  async function countFailure(budget: AccountBudgetCounter, step: 'password' | 'code', user: UserRow | undefined, at: SignInRequest, account = user?.email): Promise<void> {
    if (!account) return;
    const { pausedUntil, failures, notify } = await budget.failed(account);
    if (pausedUntil === null || !notify || !user || user.disabled) return;
    const lang = isLang(user.lang) ? user.lang : DEFAULT_LANG;
    const mail = renderSignInPausedMail(lang, { name: user.name, step, failures, until: new Date(pausedUntil), resetLink: `${at.origin}${localePath('admin-forgot-password', lang)}` });
    await queueMail(db, { ...mail, to: user.email, kind: 'sign-in-paused', ref: `admin-user-${user.id}` });
  }

  /**
   * The account's current password, asked again by a signed-in user (turning two-factor sign-in off, the own
   * password change): behind the throttle of the account and client and the account's budget of passwords, as the
   * sign-in is (a copied session must not guess it unhindered). Throws 422 naming the form's field when it is wrong.
   */
  async function checkedPassword(user: UserRow, password: string, at: SignInRequest, field: 'password' | 'current_password'): Promise<void> {
    const wait = await throttle.waitMs(user.email, at.client);
    if (wait > 0) throw throttled(wait);
    const budget = await throttle.password.state(user.email);
    if (budget.waitMs > 0) throw budgetRefusal(budget);
    if (!(await verify(user.password_hash, password).catch(() => false))) {
      await throttle.failed(user.email, at.client);
      await countFailure(throttle.password, 'password', user, at);
      throw new HttpError(422, field === 'password' ? 'The password is wrong' : 'The current password is wrong', [{ field, message: 'is wrong', code: 'password.currentWrong' }], 'password.currentWrong');
    }
  }

  return { throttledSecondFactor, countFailure, checkedPassword };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
