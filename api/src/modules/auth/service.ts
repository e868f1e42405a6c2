// Admin sign-in: argon2id password hashes; short-lived HS256 JWTs, each belonging to a session (a database row)
// with an idle and an absolute lifetime. A refresh rotates the token; presenting an already-rotated token again
// means it was copied, so the whole session ends (issue 28, 6).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { conflict, forbidden, HttpError, unauthorized } from '../../lib/errors.ts';
import type { Database } from '../../db/schema.ts';
import { BLACKLISTED_MESSAGE, type AdminUser, type LoginAnswer, type LoginOrChallengeAnswer, type Role, type TwoFactorStatus } from '@shop/shared/contracts/auth';
import { DEFAULT_LANG, isLang, type Lang } from '@shop/shared/languages';
import { localePath } from '@shop/shared/routes';
import type { AuthContext } from '../../types.ts';
import type { AuditEvent } from '../audit/index.ts';
import { queueMail } from '../mail/outbox.ts';
import { renderPasswordResetMail } from '../mail/password-reset-mail.ts';
import { renderSignInPausedMail } from '../mail/sign-in-paused-mail.ts';
import { assertStrongPassword } from './password-strength.ts';
import { createAuthRepository } from './repository.ts';
import { createSignInThrottle, type AccountBudgetCounter, type BudgetState, type SignInThrottle } from './sign-in-throttle.ts';
import { asTotpCode, createSecretBox, matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpUri } from './two-factor.ts';

/** Algorithm.Argon2id (an ambient const enum, which isolatedModules cannot read). */
const ARGON2ID = 2 as Algorithm;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const TOKEN_TTL_SECONDS = 15 * 60;
/** A session nobody refreshed for this long has ended (a forgotten tab, a token copied from an old device). */
export const SESSION_IDLE_SECONDS = 2 * 3600;
/** However active, a session ends this long after the sign-in. */
export const SESSION_ABSOLUTE_SECONDS = 12 * 3600;
/**
 * Two tabs of one browser may refresh the same token at once; the later one within this window is refused
 * without ending the session (it issues nothing, so it gives a thief nothing either).
 */
export const REFRESH_RACE_SECONDS = 10;
export const JWT_ISSUER = 'metal-shop-api';
export const JWT_AUDIENCE = 'metal-shop-admin';

/** How long a mailed password-reset link works. */
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;
/**
 * Reset mails one account receives per hour at most, however many clients ask (issue 28, 2: the shop must not be a
 * way to flood an address); further requests are answered alike and send nothing.
 */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;

/** How long the second step of a sign-in may take (reading the app, typing six digits, finding a recovery code). */
export const SIGN_IN_CHALLENGE_TTL_SECONDS = 5 * 60;
/** Wrong codes one challenge takes; the next step is the password again (issue 50, 1). */
export const CHALLENGE_MAX_FAILURES = 3;

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026', name: 'Demo Admin' } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, HASH_OPTIONS);

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAuthRepository>['findById']>>>;
/** Only this digest of a reset token is stored: a copy of the database opens no account. */
const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

const blacklisted = (code: string) => unauthorized(BLACKLISTED_MESSAGE, code);
const throttled = (waitMs: number) => new HttpError(429, `Too many failed attempts; try again in ${Math.ceil(waitMs / 1000)} s`, undefined, 'auth.signInThrottled');
/** A step of the account's sign-in paused after many failures from anywhere (decision 0090); the owner was mailed. */
const paused = (waitMs: number) =>
  new HttpError(429, `Sign-in to this account is paused after many failed attempts; try again in ${Math.ceil(waitMs / 60_000)} min`, undefined, {
    code: 'auth.accountPaused',
    params: { minutes: Math.ceil(waitMs / 60_000) },
  });
/** Refused by the account's budget of the step: a pause, or a wait between attempts. */
const budgetRefusal = (state: BudgetState) => (state.paused ? paused(state.waitMs) : throttled(state.waitMs));
const challengeEnded = () => unauthorized('Too many wrong codes; enter the password again', 'auth.challengeEnded');
/** A wrong second factor: named on the form's code field, like a wrong password. */
const wrongCode = (code: 'twoFactor.codeWrong' | 'twoFactor.codeUsed') =>
  new HttpError(422, code === 'twoFactor.codeUsed' ? 'This code was already used; wait for the next one' : 'The code is wrong', [{ field: 'code', message: 'is wrong', code }], code);

/** Where password and two-factor changes are recorded (the audit log; tests of sign-in alone need none). */
type PasswordAudit = (auth: AuthContext | null, event: AuditEvent) => Promise<void>;

/** Where a sign-in request comes from: its address, the page's language and the site's origin (for mailed links). */
export interface SignInRequest {
  client: string;
  lang: Lang;
  /** The site's own origin (originOf: PUBLIC_URL or an allowed host), never a Host header alone. */
  origin: string;
}
const UNKNOWN_REQUEST: SignInRequest = { client: 'unknown', lang: 'sk', origin: '' };

export function createAuthService(db: Kysely<Database>, secret: string, opts: { throttle?: SignInThrottle; audit?: PasswordAudit } = {}) {
  const repo = createAuthRepository(db);
  const key = new TextEncoder().encode(secret);
  const throttle = opts.throttle ?? createSignInThrottle();
  const secrets = createSecretBox(secret);
  let dummyHash: Promise<string> | undefined;

  /** The account as the API shows it; the site's two-factor requirement is read only for accounts without it. */
  async function toAdminUser(u: UserRow): Promise<AdminUser> {
    const twoFactor = u.totp_secret !== null;
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role,
      must_change_password: u.password_one_time === 1,
      two_factor: twoFactor,
      must_enable_two_factor: !twoFactor && (await repo.twoFactorRequired()),
    };
  }

  async function signedIn(user: UserRow): Promise<LoginAnswer> {
    const adminUser = await toAdminUser(user);
    return { token: await issueToken(adminUser, user.session_version), user: adminUser };
  }

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

  async function currentUser(ctx: AuthContext): Promise<UserRow> {
    const user = await repo.findById(ctx.user.id);
    if (!user) throw unauthorized('The user of the token no longer exists', 'auth.invalidToken');
    return user;
  }

  async function storeRecoveryCodes(userId: number, write: (hashes: string[]) => Promise<void>): Promise<string[]> {
    const codes = newRecoveryCodes();
    await write(codes.map(recoveryCodeHash));
    return codes;
  }

  async function signToken(user: AdminUser, sessionVersion: number, sessionId: string, generation: number): Promise<string> {
    return new SignJWT({ role: user.role, sv: sessionVersion, sid: sessionId, gen: generation })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(nowSeconds() + TOKEN_TTL_SECONDS)
      .sign(key);
  }

  /** A new session and its first token. sessionVersion: the account's session_version (see migration 0004). */
  async function issueToken(user: AdminUser, sessionVersion = 0): Promise<string> {
    const now = nowSeconds();
    const sessionId = randomUUID();
    await repo.createSession({ id: sessionId, userId: user.id, now, expiresAt: now + SESSION_ABSOLUTE_SECONDS });
    return signToken(user, sessionVersion, sessionId, 0);
  }

  /**
   * Verifies a bearer token and its session. With forRefresh, an expired token still passes while its session is
   * within the idle lifetime, and a token of an older generation is answered (the caller decides about reuse).
   */
  async function verifyToken(token: string | undefined, forRefresh: boolean) {
    if (!token) throw unauthorized('Missing bearer token', 'auth.missingToken');
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        requiredClaims: ['jti', 'sub', 'exp', 'sid', 'gen'],
        ...(forRefresh ? { clockTolerance: SESSION_IDLE_SECONDS } : {}),
      }));
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) throw unauthorized('The token has expired', 'auth.tokenExpired');
      throw unauthorized('Invalid token', 'auth.invalidToken');
    }
    const sessionId = String(payload.sid);
    const generation = typeof payload.gen === 'number' ? payload.gen : -1;
    const session = await repo.findSession(sessionId);
    if (!session || session.user_id !== Number(payload.sub)) throw unauthorized('Invalid token', 'auth.invalidToken');
    const now = nowSeconds();
    if (session.revoked_at !== null) throw blacklisted('auth.sessionEnded');
    if (now >= session.expires_at) throw unauthorized('The session has reached its maximum length; sign in again', 'auth.sessionExpired');
    if (now - session.refreshed_at > SESSION_IDLE_SECONDS) throw unauthorized('The session ended after a long inactivity; sign in again', 'auth.sessionExpired');
    if (!forRefresh && generation !== session.generation) throw blacklisted('auth.tokenReplaced');
    const user = await repo.findById(Number(payload.sub));
    if (!user) throw unauthorized('The user of the token no longer exists', 'auth.invalidToken');
    if (user.disabled) throw unauthorized('The user account is disabled', 'auth.accountDisabled');
    const sessionVersion = typeof payload.sv === 'number' ? payload.sv : 0;
    if (sessionVersion !== user.session_version) throw unauthorized('The session ended when the account was changed; sign in again', 'auth.sessionEnded');
    const ctx: AuthContext = { user: await toAdminUser(user), jti: payload.jti!, exp: payload.exp!, sessionVersion, sessionId };
    return { ctx, session, generation, now };
  }

  async function workingReset(token: string) {
    const reset = await repo.findReset(tokenDigest(token));
    const user = reset && (await repo.findById(reset.user_id));
    if (!reset || !user || user.disabled) throw new HttpError(404, 'This password-reset link is not valid', undefined, 'passwordReset.invalid');
    if (reset.used_at !== null) throw conflict('This password-reset link was already used', 'passwordReset.used');
    if (nowSeconds() >= reset.expires_at) throw conflict('This password-reset link has expired', 'passwordReset.expired');
    return { reset, user };
  }

  async function authenticate(token: string | undefined): Promise<AuthContext> {
    return (await verifyToken(token, false)).ctx;
  }

  return {
    issueToken,
    authenticate,

    /**
     * The live session a browser's token belongs to (a preview is bound to it). Like a refresh it accepts the token
     * after its 15 minutes while the session lasts (a tab opened later still carries the last one), but only the
     * session's current token: the session's own checks (ended, idle, account changed or disabled) all apply.
     */
    async sessionOf(token: string | undefined): Promise<AuthContext> {
      const { ctx, session, generation } = await verifyToken(token, true);
      if (generation !== session.generation) throw blacklisted('auth.tokenReplaced');
      return ctx;
    },

    /**
     * The password step. Failures are throttled per account and client together, and per account over every address
     * (an unknown address alike, so the answers tell nobody which accounts exist).
     */
    async login(email: string, password: string, at: SignInRequest = UNKNOWN_REQUEST): Promise<LoginOrChallengeAnswer> {
      const { client } = at;
      const normalized = email.trim().toLowerCase();
      const wait = await throttle.waitMs(normalized, client);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new HttpError(429, `Too many failed sign-in attempts; try again in ${seconds} s`, undefined, 'auth.signInThrottled');
      }
      // While the account's password step waits or is paused, the password is not even checked.
      const budget = await throttle.password.state(normalized);
      if (budget.waitMs > 0) throw budgetRefusal(budget);
      const user = await repo.findByEmail(normalized);
      // Verify against a dummy hash for unknown e-mails, so the answer time does not reveal which accounts exist.
      dummyHash ??= hashPassword(randomUUID());
      const ok = await verify(user?.password_hash ?? (await dummyHash), password).catch(() => false);
      if (!user || !ok) {
        await throttle.failed(normalized, client);
        await countFailure(throttle.password, 'password', user, at, normalized);
        throw unauthorized('Invalid email or password', 'auth.invalidCredentials');
      }
      if (user.disabled) throw forbidden('This account is disabled', 'auth.accountDisabled');
      // The right password: the account's count of wrong passwords starts again (the codes keep theirs).
      await throttle.password.succeeded(normalized);
      if (user.totp_secret !== null) {
        // The password was right, but the throttle keeps its count until the code is: otherwise each right password
        // would buy an attacker who has it three more free guesses of the code.
        const challenge = randomBytes(32).toString('base64url');
        const now = nowSeconds();
        await repo.createChallenge({ tokenHash: tokenDigest(challenge), userId: user.id, now, expiresAt: now + SIGN_IN_CHALLENGE_TTL_SECONDS });
        return { two_factor: { challenge, expires_at: new Date((now + SIGN_IN_CHALLENGE_TTL_SECONDS) * 1000).toISOString() } };
      }
      await throttle.succeeded(normalized, client);
      // A complete sign-in tells the account's language (its mails follow it); a password step alone does not.
      await repo.setLang(user.id, at.lang);
      return signedIn(user);
    },

    /**
     * The second step of a sign-in: the password step's challenge and a code of the app or a recovery code. Wrong
     * codes count towards the throttle of the account and client; the challenge works once, for a few minutes.
     */
    async loginWithCode(challenge: string, code: string, at: SignInRequest = UNKNOWN_REQUEST): Promise<LoginAnswer> {
      const digest = tokenDigest(challenge);
      const found = await repo.findChallenge(digest);
      if (!found || nowSeconds() >= found.expires_at) throw unauthorized('The sign-in has expired; enter the password again', 'auth.challengeExpired');
      if (found.used_at !== null) throw found.failures >= CHALLENGE_MAX_FAILURES ? challengeEnded() : unauthorized('The sign-in has expired; enter the password again', 'auth.challengeExpired');
      const user = await repo.findById(found.user_id);
      if (!user || user.totp_secret === null) throw unauthorized('The sign-in has expired; enter the password again', 'auth.challengeExpired');
      if (user.disabled) throw forbidden('This account is disabled', 'auth.accountDisabled');
      // A few wrong codes end the challenge (issue 50, 1): the answer to the last one says the password comes next.
      let ended = false;
      const kind = await throttledSecondFactor(user, code, at, async () => {
        ended = await repo.challengeFailed(digest, nowSeconds(), CHALLENGE_MAX_FAILURES);
      }).catch((e: unknown) => {
        throw ended ? challengeEnded() : e;
      });
      await repo.setLang(user.id, at.lang);
      // Of two requests with one challenge, one wins (the codes already are single-use; this keeps one session).
      if (!(await repo.useChallenge(digest, nowSeconds()))) throw unauthorized('The sign-in has expired; enter the password again', 'auth.challengeExpired');
      const answer = await signedIn(user);
      if (kind === 'recovery') {
        const left = await repo.recoveryCodesLeft(user.id);
        const ctx = { user: answer.user, jti: '', exp: 0, sessionVersion: user.session_version, sessionId: '' };
        await opts.audit?.(ctx, { action: 'recovery-code', entity: 'user', entityId: user.id, summary: `${user.email} signed in with a recovery code; ${left} left`, code: 'auth.recoveryCodeUsed', params: { email: user.email, left } });
      }
      return answer;
    },

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
      await opts.audit?.(ctx, { action: 'two-factor-on', entity: 'user', entityId: user.id, summary: `${user.email} turned on two-factor sign-in`, code: 'auth.twoFactorOn', params: { email: user.email } });
      return { recovery_codes, user: await toAdminUser((await repo.findById(user.id))!) };
    },

    /** Ten new recovery codes for a current code (of the app, or a recovery code); the earlier ones stop working. */
    async newRecoveryCodes(ctx: AuthContext, code: string, at: SignInRequest = UNKNOWN_REQUEST): Promise<{ recovery_codes: string[]; user: AdminUser }> {
      const user = await currentUser(ctx);
      if (user.totp_secret === null) throw conflict('Two-factor sign-in is off', 'twoFactor.off');
      await throttledSecondFactor(user, code, at);
      const recovery_codes = await storeRecoveryCodes(user.id, (hashes) => db.transaction().execute((trx) => createAuthRepository(trx).replaceRecoveryCodes(user.id, hashes)));
      await opts.audit?.(ctx, { action: 'recovery-codes', entity: 'user', entityId: user.id, summary: `${user.email} made new recovery codes; the earlier ones stopped working`, code: 'auth.recoveryCodesRenewed', params: { email: user.email } });
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
      await opts.audit?.(ctx, { action: 'two-factor-off', entity: 'user', entityId: user.id, summary: `${user.email} turned off two-factor sign-in`, code: 'auth.twoFactorOff', params: { email: user.email } });
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
        await opts.audit?.(ctx, {
          action: 'update',
          entity: 'settings',
          entityId: null,
          summary: required ? 'Required two-factor sign-in of every account' : 'Two-factor sign-in is no longer required',
          code: required ? 'settings.twoFactorRequired' : 'settings.twoFactorNotRequired',
        });
      }
      return { required };
    },

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
      await opts.audit?.(ctx, { action: 'password', entity: 'user', entityId: user.id, summary: `${user.email} changed their own password; their other sessions ended`, code: 'auth.passwordChanged', params: { email: user.email } });
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
      await opts.audit?.(null, { action: 'password', entity: 'user', entityId: user.id, summary: `${user.email} set a new password through a mailed reset link; every session ended`, code: 'auth.passwordReset', params: { email: user.email } });
      return { email: user.email };
    },

    async refresh(token: string | undefined): Promise<string> {
      const { ctx, session, generation, now } = await verifyToken(token, true);
      if (generation !== session.generation || !(await repo.rotateSession(session.id, generation, now))) {
        const current = (await repo.findSession(session.id)) ?? session;
        if (generation === current.generation - 1 && now - current.refreshed_at <= REFRESH_RACE_SECONDS) {
          throw unauthorized('The token was refreshed a moment ago; use the new one', 'auth.refreshRace');
        }
        // An already-rotated token came back: someone holds a copy. End the session for both holders.
        await repo.revokeSession(session.id, now);
        throw blacklisted('auth.tokenReused');
      }
      return signToken(ctx.user, ctx.sessionVersion, session.id, generation + 1);
    },

    async logout(token: string | undefined): Promise<void> {
      const { session, now } = await verifyToken(token, true);
      await repo.revokeSession(session.id, now);
    },

    createUser: async (u: { email: string; name: string; password: string; role: Role; disabled?: boolean }) => {
      const id = await repo.createUser({ email: u.email, name: u.name, password_hash: await hashPassword(u.password), role: u.role });
      if (u.disabled) await db.updateTable('admin_users').set({ disabled: 1 }).where('id', '=', id).execute();
      return id;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * The first admin: ADMIN_EMAIL/ADMIN_PASSWORD when set and not yet present; otherwise, when there is no admin
 * user at all, the demo admin (DEMO_ADMIN). Returns the demo credentials when it created them.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  env: { email?: string | undefined; password?: string | undefined },
): Promise<{ email: string; password: string } | null> {
  const repo = createAuthRepository(db);
  if (env.email && env.password) {
    if (!(await repo.findByEmail(env.email))) {
      await repo.createUser({ email: env.email, name: 'Administrator', password_hash: await hashPassword(env.password), role: 'admin' });
    }
    return null;
  }
  if ((await repo.countUsers()) > 0) return null;
  await repo.createUser({ email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, password_hash: await hashPassword(DEMO_ADMIN.password), role: 'admin' });
  return { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1];
}
