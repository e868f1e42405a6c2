// Admin sign-in: the password step and the second factor, put together with the sessions (sessions.ts), the guards
// against guessing (sign-in-guard.ts), two-factor settings (two-factor-settings.ts) and passwords (passwords.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { forbidden, HttpError, unauthorized } from '../../lib/errors.ts';
import type { Database } from '../../db/schema.ts';
import type { AdminUser, LoginAnswer, LoginOrChallengeAnswer, Role } from '@shop/shared/contracts/auth';
import type { AuthContext } from '../../types.ts';
import type { AuditEvent } from '../audit/index.ts';
import { createPasswords, hashPassword } from './passwords.ts';
import { createAuthRepository, type UserRow } from './repository.ts';
import { createSessions } from './sessions.ts';
import { budgetRefusal, challengeEnded, createSignInGuard, nowSeconds, tokenDigest, UNKNOWN_REQUEST, type SignInRequest } from './sign-in-guard.ts';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle.ts';
import { createSecretBox } from './two-factor.ts';
import { createTwoFactorSettings } from './two-factor-settings.ts';

export { JWT_AUDIENCE, JWT_ISSUER, REFRESH_RACE_SECONDS, SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, TOKEN_TTL_SECONDS } from './sessions.ts';
export { hashPassword, PASSWORD_RESET_TTL_SECONDS, RESETS_PER_ACCOUNT_PER_HOUR } from './passwords.ts';
export type { SignInRequest } from './sign-in-guard.ts';

/** How long the second step of a sign-in may take (reading the app, typing six digits, finding a recovery code). */
export const SIGN_IN_CHALLENGE_TTL_SECONDS = 5 * 60;
/** Wrong codes one challenge takes; the next step is the password again (issue 50, 1). */
export const CHALLENGE_MAX_FAILURES = 3;

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026', name: 'Demo Admin' } as const;

/** Where password and two-factor changes are recorded (the audit log; tests of sign-in alone need none). */
export type PasswordAudit = (auth: AuthContext | null, event: AuditEvent) => Promise<void>;

export function createAuthService(db: Kysely<Database>, secret: string, opts: { throttle?: SignInThrottle; audit?: PasswordAudit } = {}) {
  const repo = createAuthRepository(db);
  const throttle = opts.throttle ?? createSignInThrottle();
  const secrets = createSecretBox(secret);
  const guard = createSignInGuard(db, repo, throttle, secrets);
  const { countFailure, throttledSecondFactor } = guard;
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

  const sessions = createSessions(repo, secret, toAdminUser);

  async function signedIn(user: UserRow): Promise<LoginAnswer> {
    const adminUser = await toAdminUser(user);
    return { token: await sessions.issueToken(adminUser, user.session_version), user: adminUser };
  }

  async function currentUser(ctx: AuthContext): Promise<UserRow> {
    const user = await repo.findById(ctx.user.id);
    if (!user) throw unauthorized('The user of the token no longer exists', 'auth.invalidToken');
    return user;
  }

  return {
    ...sessions,
    ...createTwoFactorSettings(db, { repo, guard, throttle, secrets, account: { current: currentUser, shown: toAdminUser }, audit: opts.audit }),
    ...createPasswords(db, { repo, guard, throttle, signedIn, audit: opts.audit }),

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

    createUser: async (u: { email: string; name: string; password: string; role: Role; disabled?: boolean }) => {
      return repo.createUser({ email: u.email, name: u.name, password_hash: await hashPassword(u.password), role: u.role, disabled: u.disabled ?? false });
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
