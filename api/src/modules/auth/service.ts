// Admin sign-in: argon2id password hashes, short-lived HS256 JWTs with a jti that logout and refresh revoke.
import { randomUUID } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { forbidden, HttpError, unauthorized } from '../../lib/errors.ts';
import type { Database } from '../../db/schema.ts';
import { BLACKLISTED_MESSAGE, type AdminUser, type Role } from '@shop/shared/contracts/auth';
import type { AuthContext } from '../../types.ts';
import { createAuthRepository } from './repository.ts';

/** Algorithm.Argon2id (an ambient const enum, which isolatedModules cannot read). */
const ARGON2ID = 2 as Algorithm;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const TOKEN_TTL_SECONDS = 15 * 60;
/** How long after expiry a token may still be exchanged by /admin/auth/refresh. */
export const REFRESH_GRACE_SECONDS = 14 * 24 * 3600;
export const JWT_ISSUER = 'metal-shop-api';
export const JWT_AUDIENCE = 'metal-shop-admin';

export const ACCOUNT_FAILURE_LIMIT = 5;
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026', name: 'Demo Admin' } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, HASH_OPTIONS);

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAuthRepository>['findById']>>>;
const toAdminUser = (u: UserRow): AdminUser => ({ id: u.id, email: u.email, name: u.name, role: u.role });

export function createAuthService(db: Kysely<Database>, secret: string) {
  const repo = createAuthRepository(db);
  const key = new TextEncoder().encode(secret);
  /** Failed sign-ins per account, in memory (one process). */
  const failures = new Map<string, { count: number; since: number }>();
  let dummyHash: Promise<string> | undefined;

  function accountLocked(email: string): boolean {
    const f = failures.get(email);
    if (!f) return false;
    if (Date.now() - f.since > ACCOUNT_FAILURE_WINDOW_MS) {
      failures.delete(email);
      return false;
    }
    return f.count >= ACCOUNT_FAILURE_LIMIT;
  }

  function recordFailure(email: string): void {
    const f = failures.get(email);
    if (!f || Date.now() - f.since > ACCOUNT_FAILURE_WINDOW_MS) failures.set(email, { count: 1, since: Date.now() });
    else f.count += 1;
  }

  /** sessionVersion: the account's session_version (a password change raises it and ends older tokens). */
  async function issueToken(user: AdminUser, sessionVersion = 0): Promise<string> {
    return new SignJWT({ role: user.role, sv: sessionVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS)
      .sign(key);
  }

  /** Verifies a bearer token; with allowExpired, tokens expired less than REFRESH_GRACE_SECONDS ago pass too. */
  async function authenticate(token: string | undefined, opts: { allowExpired?: boolean } = {}): Promise<AuthContext> {
    if (!token) throw unauthorized('Missing bearer token');
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        requiredClaims: ['jti', 'sub', 'exp'],
        ...(opts.allowExpired ? { clockTolerance: REFRESH_GRACE_SECONDS } : {}),
      }));
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) throw unauthorized('The token has expired');
      throw unauthorized('Invalid token');
    }
    const jti = payload.jti!;
    if (await repo.isRevoked(jti)) throw unauthorized(BLACKLISTED_MESSAGE);
    const user = await repo.findById(Number(payload.sub));
    if (!user) throw unauthorized('The user of the token no longer exists');
    if (user.disabled) throw unauthorized('The user account is disabled');
    const sessionVersion = typeof payload.sv === 'number' ? payload.sv : 0;
    if (sessionVersion !== user.session_version) throw unauthorized('The session ended when the password was changed; sign in again');
    return { user: toAdminUser(user), jti, exp: payload.exp!, sessionVersion };
  }

  return {
    issueToken,
    authenticate,

    async login(email: string, password: string): Promise<{ token: string; user: AdminUser }> {
      const normalized = email.trim().toLowerCase();
      if (accountLocked(normalized)) throw new HttpError(429, 'Too many failed sign-in attempts for this account; try again in 15 minutes');
      const user = await repo.findByEmail(normalized);
      // Verify against a dummy hash for unknown e-mails, so the answer time does not reveal which accounts exist.
      dummyHash ??= hashPassword(randomUUID());
      const ok = await verify(user?.password_hash ?? (await dummyHash), password).catch(() => false);
      if (!user || !ok) {
        recordFailure(normalized);
        throw unauthorized('Invalid email or password');
      }
      if (user.disabled) throw forbidden('This account is disabled');
      failures.delete(normalized);
      const adminUser = toAdminUser(user);
      return { token: await issueToken(adminUser, user.session_version), user: adminUser };
    },

    async refresh(token: string | undefined): Promise<string> {
      const ctx = await authenticate(token, { allowExpired: true });
      await repo.revoke(ctx.jti, ctx.exp + REFRESH_GRACE_SECONDS);
      return issueToken(ctx.user, ctx.sessionVersion);
    },

    async logout(token: string | undefined): Promise<void> {
      const ctx = await authenticate(token, { allowExpired: true });
      await repo.revoke(ctx.jti, ctx.exp + REFRESH_GRACE_SECONDS);
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
