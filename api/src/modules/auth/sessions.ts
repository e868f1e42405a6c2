// Sign-in sessions and their tokens: short-lived HS256 JWTs, each belonging to a session (a database row) with an
// idle and an absolute lifetime. A refresh rotates the token; presenting an already-rotated token again means it was
// copied, so the whole session ends (issue 28, 6).
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { BLACKLISTED_MESSAGE, type AdminUser } from '@shop/shared/contracts/auth';
import { unauthorized } from '../../lib/errors.ts';
import type { AuthContext } from '../../types.ts';
import type { AuthRepository, UserRow } from './repository.ts';
import { nowSeconds } from './sign-in-guard.ts';

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

const blacklisted = (code: string) => unauthorized(BLACKLISTED_MESSAGE, code);

export function createSessions(repo: AuthRepository, secret: string, toAdminUser: (user: UserRow) => Promise<AdminUser>) {
  const key = new TextEncoder().encode(secret);

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
  };
}
