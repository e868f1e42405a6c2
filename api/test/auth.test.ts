import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLACKLISTED_MESSAGE } from '@shop/shared/contracts/auth';
import { createAuthService, DEMO_ADMIN, JWT_AUDIENCE, JWT_ISSUER } from '../src/modules/auth/service.ts';
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
    expect(body.user).toEqual({ id: expect.any(Number), email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, role: 'admin' });
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

  it('limits failed attempts per account (5 per 15 minutes)', async () => {
    const auth = createAuthService(t.db, t.config.jwtSecret);
    await auth.createUser({ email: 'editor@example.com', name: 'Editor', password: 'editor-pass-1', role: 'editor' });
    for (let i = 0; i < 5; i++) expect((await login({ email: 'editor@example.com', password: 'bad' })).statusCode).toBe(401);
    const locked = await login({ email: 'editor@example.com', password: 'editor-pass-1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/account/);
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
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuer(JWT_ISSUER).setAudience(JWT_AUDIENCE).setJti('z').setIssuedAt(past - 900).setExpirationTime(past).sign(key());
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The token has expired');
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
  it('refresh gives a new token and blacklists the old one', async () => {
    const old = await tokenOf();
    const res = await t.app.inject({ method: 'POST', url: '/admin/auth/refresh', headers: { authorization: `Bearer ${old}` } });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).not.toBe(old);
    expect((await me(token)).statusCode).toBe(200);
    const blocked = await me(old);
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().message).toBe(BLACKLISTED_MESSAGE);
    const reuse = await t.app.inject({ method: 'POST', url: '/admin/auth/refresh', headers: { authorization: `Bearer ${old}` } });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(BLACKLISTED_MESSAGE);
  });

  it('refresh accepts a token expired less than 14 days ago, not older', async () => {
    const user = await t.db.selectFrom('admin_users').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow();
    const sign = (expSecondsAgo: number, jti: string) => {
      const exp = Math.floor(Date.now() / 1000) - expSecondsAgo;
      return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id)).setIssuer(JWT_ISSUER).setAudience(JWT_AUDIENCE).setJti(jti).setIssuedAt(exp - 900).setExpirationTime(exp).sign(key());
    };
    const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/admin/auth/refresh', headers: { authorization: `Bearer ${token}` } });
    expect((await refresh(await sign(3 * 24 * 3600, 'recent'))).statusCode).toBe(200);
    expect((await refresh(await sign(15 * 24 * 3600, 'ancient'))).statusCode).toBe(401);
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
