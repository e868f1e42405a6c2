import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BLACKLISTED_MESSAGE } from '@shop/shared/contracts/auth';
import { createAuthService, DEMO_ADMIN, JWT_AUDIENCE, JWT_ISSUER, REFRESH_RACE_SECONDS, SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, TOKEN_TTL_SECONDS } from '../src/modules/auth/service.ts';
import { delayAfter } from '../src/modules/auth/sign-in-throttle.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
let ip = 0;
/** A fresh client address per call, so the per-IP limit only bites in its own test. */
const nextIp = () => `10.0.0.${++ip}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (payload: unknown, remoteAddress = nextIp()) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as Record<string, unknown>, remoteAddress });
const me = (token?: string) => t.app.inject({ method: 'GET', url: '/admin/auth/me', headers: token ? { authorization: `Bearer ${token}` } : {} });
const tokenOf = async () => (await login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).json().token as string;
const key = () => new TextEncoder().encode(t.config.jwtSecret);

describe('POST /api/auth/login', () => {
  it('signs in the demo admin', async () => {
    const res = await login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ id: expect.any(Number), email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, role: 'admin', must_change_password: false, two_factor: false, must_enable_two_factor: false });
    expect(body.token.split('.')).toHaveLength(3);
    const hash = await t.db.selectFrom('admin_users').select('password_hash').executeTakeFirstOrThrow();
    expect(hash.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await login({ email: DEMO_ADMIN.email, password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, message: 'Invalid email or password' });
    }
  });

  it('names missing and bad fields with 422', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password']);
    expect((await login({ email: 'not-an-email', password: 'x' })).json().errors[0].field).toBe('email');
  });

  it('answers 403 for a disabled user', async () => {
    const auth = createAuthService(t.db, t.config.jwtSecret);
    await auth.createUser({ email: 'disabled@example.com', name: 'Off', password: 'disabled-pass-1', role: 'editor', disabled: true });
    expect((await login({ email: 'disabled@example.com', password: 'disabled-pass-1' })).statusCode).toBe(403);
  });

  it('limits attempts per IP (30 per 15 minutes)', async () => {
    const addr = '10.9.9.9';
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await login({ email: `x${i}@example.com`, password: 'nope' }, addr)).statusCode);
    expect(codes.every((c) => c === 401)).toBe(true);
    const last = await login({ email: 'y@example.com', password: 'nope' }, addr);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(last.json().message).toMatch(/try again/);
  });

  it('takes the per-IP limit from SIGN_IN_LIMIT', async () => {
    const small = await createTestApp({ env: { SIGN_IN_LIMIT: '3' } });
    try {
      const attempt = () => small.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'z@example.com', password: 'nope' }, remoteAddress: '10.8.8.8' });
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await small.close();
    }
  });

  it('throttles failures per account and client with growing delays; the owner elsewhere still signs in', async () => {
    const auth = createAuthService(t.db, t.config.jwtSecret);
    await auth.createUser({ email: 'editor@example.com', name: 'Editor', password: 'editor-pass-1', role: 'editor' });
    const attacker = '10.66.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await login({ email: 'editor@example.com', password: 'bad' }, attacker)).statusCode);
    // Three free failures, then a delay: the attacker's next attempts are refused without checking the password.
    expect(codes).toEqual([401, 401, 401, 429, 429, 429]);
    const refused = await login({ email: 'editor@example.com', password: 'editor-pass-1' }, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'auth.signInThrottled' });
    // Issue 28, 3: the owner, from their own address, is not locked out by the attacker's failures.
    const owner = await login({ email: 'editor@example.com', password: 'editor-pass-1' }, '10.66.0.2');
    expect(owner.statusCode).toBe(200);
  });

  it('doubles the delay per failure, and lets the pair in again once it has passed', async () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(delayAfter)).toEqual([0, 0, 0, 2000, 4000, 8000, 16000]);
    const client = '10.66.1.1';
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 4; i++) {
        vi.setSystemTime(Date.now() + 60_000);
        expect((await login({ email: DEMO_ADMIN.email, password: 'wrong' }, client)).statusCode).toBe(401);
      }
      // Four failures: 4 s to wait.
      expect((await login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, client)).statusCode).toBe(429);
      vi.setSystemTime(Date.now() + 3000);
      expect((await login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, client)).statusCode).toBe(429);
      vi.setSystemTime(Date.now() + 1100);
      expect((await login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, client)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /admin/auth/me', () => {
  it('gives the user for a valid token', async () => {
    const res = await me(await tokenOf());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: DEMO_ADMIN.email, role: 'admin' });
  });

  it('answers 401 naming the reason', async () => {
    expect((await me()).json()).toMatchObject({ statusCode: 401, message: 'Missing bearer token' });
    expect((await me('garbage')).json()).toMatchObject({ statusCode: 401, message: 'Invalid token' });
  });

  it('refuses alg none, a foreign key and an expired token', async () => {
    const none = new UnsecuredJWT({ role: 'admin' }).setSubject('1').setIssuer(JWT_ISSUER).setAudience(JWT_AUDIENCE).setJti('x').setExpirationTime('10m').encode();
    expect((await me(none)).statusCode).toBe(401);
    const foreign = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuer(JWT_ISSUER).setAudience(JWT_AUDIENCE).setJti('y').setExpirationTime('10m').sign(new TextEncoder().encode('another-secret-of-sufficient-length-000'));
    expect((await me(foreign)).statusCode).toBe(401);
    const token = await tokenOf();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (TOKEN_TTL_SECONDS + 1) * 1000);
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'The token has expired', code: 'auth.tokenExpired' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a disabled user's token", async () => {
    const auth = createAuthService(t.db, t.config.jwtSecret);
    const id = await auth.createUser({ email: 'soon-off@example.com', name: 'Soon off', password: 'soon-off-pass', role: 'editor' });
    const token = await auth.issueToken({ id, email: 'soon-off@example.com', name: 'Soon off', role: 'editor' });
    expect((await me(token)).statusCode).toBe(200);
    await t.db.updateTable('admin_users').set({ disabled: 1 }).where('id', '=', id).execute();
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('POST /admin/auth/refresh and logout', () => {
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/admin/auth/refresh', headers: { authorization: `Bearer ${token}` } });
  /** Runs body with Date moved by the given seconds (jose and the sessions read the clock through Date). */
  async function later<T>(seconds: number, body: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + seconds * 1000);
    try {
      return await body();
    } finally {
      vi.useRealTimers();
    }
  }

  it('refresh rotates the token: the old one stops working for calls', async () => {
    const old = await tokenOf();
    const res = await refresh(old);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).not.toBe(old);
    expect((await me(token)).statusCode).toBe(200);
    const blocked = await me(old);
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().message).toBe(BLACKLISTED_MESSAGE);
  });

  it('a rotated token presented again ends the whole session (reuse detection)', async () => {
    const stolen = await tokenOf();
    const owners = (await refresh(stolen)).json().token as string;
    // Past the window in which two tabs may race, the thief replays the copy it took before the rotation.
    const reuse = await later(REFRESH_RACE_SECONDS + 1, () => refresh(stolen));
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ message: BLACKLISTED_MESSAGE, code: 'auth.tokenReused' });
    // The owner's newer token is dead too: the session is revoked, for calls and for refresh.
    expect((await me(owners)).json()).toMatchObject({ statusCode: 401, message: BLACKLISTED_MESSAGE });
    expect((await refresh(owners)).statusCode).toBe(401);
  });

  it('two refreshes of one token at once: the later is refused without ending the session', async () => {
    const token = await tokenOf();
    const first = (await refresh(token)).json().token as string;
    const second = await refresh(token);
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('auth.refreshRace');
    expect((await me(first)).statusCode).toBe(200);
  });

  it('an expired token is refreshed while the session is not idle; after the idle lifetime it is refused', async () => {
    const token = await tokenOf();
    const renewed = await later(TOKEN_TTL_SECONDS + 60, () => refresh(token));
    expect(renewed.statusCode).toBe(200);
    const idle = await later(TOKEN_TTL_SECONDS + 60 + SESSION_IDLE_SECONDS + 60, () => refresh(renewed.json().token));
    expect(idle.statusCode).toBe(401);
    expect(idle.json().code).toBe('auth.sessionExpired');
  });

  it('the issue 28 probe: a token that expired an hour ago and was not refreshed since is refused', async () => {
    const token = await tokenOf();
    const res = await later(SESSION_IDLE_SECONDS + 3600, () => refresh(token));
    expect(res.statusCode).toBe(401);
  });

  it('an active session ends at its absolute lifetime however often it is refreshed', async () => {
    let token = await tokenOf();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      // Refresh every 14 minutes, as an open admin page would, until past the absolute lifetime.
      let status = 200;
      let refreshed = 0;
      while (status === 200 && Date.now() - start < (SESSION_ABSOLUTE_SECONDS + 3600) * 1000) {
        vi.setSystemTime(Date.now() + 14 * 60 * 1000);
        const res = await refresh(token);
        status = res.statusCode;
        if (status === 200) {
          token = res.json().token;
          refreshed++;
        } else expect(res.json().code).toBe('auth.sessionExpired');
      }
      expect(status).toBe(401);
      expect(refreshed).toBe(Math.floor((SESSION_ABSOLUTE_SECONDS - 1) / (14 * 60)));
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token without a session (signed with the key, but never issued)', async () => {
    const user = await t.db.selectFrom('admin_users').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow();
    const forged = await new SignJWT({ sid: 'no-such-session', gen: 0, sv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id)).setIssuer(JWT_ISSUER).setAudience(JWT_AUDIENCE).setJti('f').setIssuedAt().setExpirationTime('10m').sign(key());
    expect((await me(forged)).statusCode).toBe(401);
    expect((await refresh(forged)).statusCode).toBe(401);
  });

  it('logout revokes the token: me then answers the blacklist message', async () => {
    const token = await tokenOf();
    const out = await t.app.inject({ method: 'POST', url: '/admin/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: BLACKLISTED_MESSAGE });
    expect((await t.app.inject({ method: 'POST', url: '/admin/auth/logout' })).statusCode).toBe(401);
  });
});

describe('requireUser(roles)', () => {
  it('answers 403 when the role is not allowed', async () => {
    const { buildApp } = await import('../src/app.ts');
    const app = await buildApp(t.config, { db: t.db, logger: false });
    app.get('/admin/only-admins', { preHandler: app.requireUser(['admin']) }, async (req) => ({ ok: req.auth?.user.email }));
    const auth = createAuthService(t.db, t.config.jwtSecret);
    const id = await auth.createUser({ email: 'ed2@example.com', name: 'Ed', password: 'ed2-password', role: 'editor' });
    const editorToken = await auth.issueToken({ id, email: 'ed2@example.com', name: 'Ed', role: 'editor' });
    const adminToken = await tokenOf();
    expect((await app.inject({ method: 'GET', url: '/admin/only-admins', headers: { authorization: `Bearer ${editorToken}` } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/admin/only-admins', headers: { authorization: `Bearer ${adminToken}` } })).json()).toEqual({ ok: DEMO_ADMIN.email });
    await app.close();
  });
});
