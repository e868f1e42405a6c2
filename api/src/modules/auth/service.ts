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
import type { Lang } from '@shop/shared/contracts/common';
import { localePath } from '@shop/shared/routes';
import type { AuthContext } from '../../types.ts';
import type { AuditEvent } from '../audit/service.ts';
import { queueMail } from '../mail/outbox.ts';
import { renderPasswordResetMail } from '../mail/password-reset-mail.ts';
import { assertStrongPassword } from './password-strength.ts';
import { createAuthRepository } from './repository.ts';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle.ts';
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

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026', name: 'Demo Admin' } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, HASH_OPTIONS);

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAuthRepository>['findById']>>>;
/** Only this digest of a reset token is stored: a copy of the database opens no account. */
const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

const blacklisted = (code: string) => unauthorized(BLACKLISTED_MESSAGE, code);
const throttled = (waitMs: number) => new HttpError(429, `Too many failed attempts; try again in ${Math.ceil(waitMs / 1000)} s`, undefined, 'auth.signInThrottled');
/** A wrong second factor: named on the form's code field, like a wrong password. */
const wrongCode = (code: 'twoFactor.codeWrong' | 'twoFactor.codeUsed') =>
  new HttpError(422, code === 'twoFactor.codeUsed' ? 'This code was already used; wait for the next one' : 'The code is wrong', [{ field: 'code', message: 'is wrong', code }], code);

/** Where password and two-factor changes are recorded (the audit log; tests of sign-in alone need none). */
type PasswordAudit = (auth: AuthContext | null, event: AuditEvent) => Promise<void>;

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

  /** useSecondFactor behind the sign-in throttle of the account and client: wrong codes count like wrong passwords. */
  async function throttledSecondFactor(user: UserRow, input: string, client: string): Promise<'app' | 'recovery'> {
    const wait = await throttle.waitMs(user.email, client);
    if (wait > 0) throw throttled(wait);
    try {
      const kind = await useSecondFactor(user, input);
      await throttle.succeeded(user.email, client);
      return kind;
    } catch (e) {
      await throttle.failed(user.email, client);
      throw e;
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

    /** client: the caller's address; failures are throttled per account and client together. */
    async login(email: string, password: string, client = 'unknown'): Promise<LoginOrChallengeAnswer> {
      const normalized = email.trim().toLowerCase();
      const wait = await throttle.waitMs(normalized, client);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new HttpError(429, `Too many failed sign-in attempts; try again in ${seconds} s`, undefined, 'auth.signInThrottled');
      }
      const user = await repo.findByEmail(normalized);
      // Verify against a dummy hash for unknown e-mails, so the answer time does not reveal which accounts exist.
      dummyHash ??= hashPassword(randomUUID());
      const ok = await verify(user?.password_hash ?? (await dummyHash), password).catch(() => false);
      if (!user || !ok) {
        await throttle.failed(normalized, client);
        throw unauthorized('Invalid email or password', 'auth.invalidCredentials');
      }
      if (user.disabled) throw forbidden('This account is disabled', 'auth.accountDisabled');
      if (user.totp_secret !== null) {
        // The password was right, but the throttle keeps its count until the code is: otherwise each right password
        // would buy an attacker who has it three more free guesses of the code.
        const challenge = randomBytes(32).toString('base64url');
        const now = nowSeconds();
        await repo.createChallenge({ tokenHash: tokenDigest(challenge), userId: user.id, now, expiresAt: now + SIGN_IN_CHALLENGE_TTL_SECONDS });
        return { two_factor: { challenge, expires_at: new Date((now + SIGN_IN_CHALLENGE_TTL_SECONDS) * 1000).toISOString() } };
      }
      await throttle.succeeded(normalized, client);
      return signedIn(user);
    },

    /**
     * The second step of a sign-in: the password step's challenge and a code of the app or a recovery code. Wrong
     * codes count towards the throttle of the account and client; the challenge works once, for a few minutes.
     */
    async loginWithCode(challenge: string, code: string, client = 'unknown'): Promise<LoginAnswer> {
      const digest = tokenDigest(challenge);
      const found = await repo.findChallenge(digest);
      if (!found || found.used_at !== null || nowSeconds() >= found.expires_at) {
        throw unauthorized('The sign-in has expired; enter the password again', 'auth.challengeExpired');
      }
      const user = await repo.findById(found.user_id);
      if (!user || user.totp_secret === null) throw unauthorized('The sign-in has expired; enter the password again', 'auth.challengeExpired');
      if (user.disabled) throw forbidden('This account is disabled', 'auth.accountDisabled');
      const kind = await throttledSecondFactor(user, code, client);
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
    async newRecoveryCodes(ctx: AuthContext, code: string, client = 'unknown'): Promise<{ recovery_codes: string[]; user: AdminUser }> {
      const user = await currentUser(ctx);
      if (user.totp_secret === null) throw conflict('Two-factor sign-in is off', 'twoFactor.off');
      await throttledSecondFactor(user, code, client);
      const recovery_codes = await storeRecoveryCodes(user.id, (hashes) => db.transaction().execute((trx) => createAuthRepository(trx).replaceRecoveryCodes(user.id, hashes)));
      await opts.audit?.(ctx, { action: 'recovery-codes', entity: 'user', entityId: user.id, summary: `${user.email} made new recovery codes; the earlier ones stopped working`, code: 'auth.recoveryCodesRenewed', params: { email: user.email } });
      return { recovery_codes, user: await toAdminUser(user) };
    },

    /** Turns two-factor sign-in off with the password and a code; 409 while an administrator requires it. */
    async disableTwoFactor(ctx: AuthContext, password: string, code: string, client = 'unknown'): Promise<{ user: AdminUser }> {
      const user = await currentUser(ctx);
      if (user.totp_secret === null) throw conflict('Two-factor sign-in is off', 'twoFactor.off');
      if (await repo.twoFactorRequired()) throw conflict('An administrator requires two-factor sign-in of every account', 'twoFactor.requiredBySite');
      const wait = await throttle.waitMs(user.email, client);
      if (wait > 0) throw throttled(wait);
      if (!(await verify(user.password_hash, password).catch(() => false))) {
        await throttle.failed(user.email, client);
        throw new HttpError(422, 'The password is wrong', [{ field: 'password', message: 'is wrong', code: 'password.currentWrong' }], 'password.currentWrong');
      }
      await throttledSecondFactor(user, code, client);
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
    async changeOwnPassword(ctx: AuthContext, current: string, next: string, client = 'unknown'): Promise<{ token: string; user: AdminUser }> {
      const user = await repo.findById(ctx.user.id);
      if (!user) throw unauthorized('The user of the token no longer exists', 'auth.invalidToken');
      const wait = await throttle.waitMs(user.email, client);
      if (wait > 0) throw new HttpError(429, `Too many wrong passwords; try again in ${Math.ceil(wait / 1000)} s`, undefined, 'auth.signInThrottled');
      if (!(await verify(user.password_hash, current).catch(() => false))) {
        await throttle.failed(user.email, client);
        throw new HttpError(422, 'The current password is wrong', [{ field: 'current_password', message: 'is wrong', code: 'password.currentWrong' }], 'password.currentWrong');
      }
      await throttle.succeeded(user.email, client);
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
