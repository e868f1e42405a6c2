// Issue 29: two-factor sign-in with an authenticator app (RFC 6238) and recovery codes. Enrolment from the own
// account, sign-in in two steps (no token before the code), each code and recovery code once, wrong codes in the
// sign-in throttle, an administrator's requirement for every account, turning it off. Through the server, on SQLite
// and (api-postgres) on PostgreSQL.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_FAILURES } from '../src/modules/auth/sign-in-throttle.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer } from './admin-helpers.ts';
import { DEMO_ADMIN } from '../src/modules/auth/service.ts';

let t: TestContext;
let adminToken: string;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ products: 1 });
  adminToken = (await login(DEMO_ADMIN.email, DEMO_ADMIN.password)).json().token;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT';
/** Each call from its own address unless told, so the per-address limits of the routes stay out of the way. */
const call = (method: Method, url: string, token?: string, payload?: unknown, from = `10.93.${Math.floor(++ip / 250) % 250}.${ip % 250}`) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, remoteAddress: from, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const login = (email: string, password: string, from?: string) => call('POST', '/api/auth/login', undefined, { email, password }, from);
const secondStep = (challenge: string, code: string, from?: string) => call('POST', '/api/auth/login/two-factor', undefined, { challenge, code }, from);

/** The code an authenticator app shows for the secret, `steps` periods of 30 s from now. */
const codeOf = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

let userCount = 0;
async function newUser(role: 'admin' | 'editor' = 'editor'): Promise<{ email: string; password: string; token: string }> {
  const email = `two.factor.${++userCount}@example.com`;
  const password = 'copper meadow lantern violet';
  const created = await call('POST', '/api/admin/users', adminToken, { email, name: 'Tereza Two', role, password });
  expect(created.statusCode).toBe(201);
  return { email, password, token: (await login(email, password)).json().token };
}

/** Enrols the account: the secret, confirmed with the code of this step. */
async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call('POST', '/admin/auth/two-factor/setup', token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const confirmed = await call('POST', '/admin/auth/two-factor/confirm', token, { code: codeOf(secret) });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recovery_codes };
}

async function challengeOf(email: string, password: string): Promise<string> {
  const res = await login(email, password);
  expect(res.statusCode).toBe(200);
  expect(res.json().token).toBeUndefined();
  return res.json().two_factor.challenge;
}

describe('enrolment', () => {
  it('shows a secret as text and otpauth URI, turns on with a current code, answers ten recovery codes once and never the secret again', async () => {
    const { email, token } = await newUser();
    expect((await call('GET', '/admin/auth/two-factor', token)).json()).toEqual({ enabled: false, recovery_codes_left: 0, required: false });

    const setup = await call('POST', '/admin/auth/two-factor/setup', token);
    const { secret, uri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.host).toBe('totp');
    expect(decodeURIComponent(parsed.pathname)).toBe(`/Kovovýroba:${email}`);
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({ issuer: 'Kovovýroba', secret, algorithm: 'SHA1', digits: '6', period: '30' });

    const wrong = await call('POST', '/admin/auth/two-factor/confirm', token, { code: codeOf(secret, 5) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'twoFactor.codeWrong', errors: [{ field: 'code', code: 'twoFactor.codeWrong' }] });
    expect((await call('GET', '/admin/auth/two-factor', token)).json().enabled).toBe(false);

    const confirmed = await call('POST', '/admin/auth/two-factor/confirm', token, { code: codeOf(secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(confirmed.json().user).toMatchObject({ email, two_factor: true, must_enable_two_factor: false });
    expect((await call('GET', '/admin/auth/two-factor', token)).json()).toEqual({ enabled: true, recovery_codes_left: 10, required: false });

    // Nothing answers the secret again, and the database holds neither it nor the recovery codes in the clear.
    expect((await call('POST', '/admin/auth/two-factor/setup', token)).json()).toMatchObject({ code: 'twoFactor.alreadyOn' });
    const row = await t.db.selectFrom('admin_users').select(['totp_secret', 'totp_pending_secret']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(secret);
    expect(row.totp_pending_secret).toBeNull();
    const stored = await t.db.selectFrom('admin_recovery_codes').innerJoin('admin_users', 'admin_users.id', 'admin_recovery_codes.user_id').select('code_hash').where('email', '=', email).execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(codes.map((c) => c.replace(/-/g, ''))).not.toContain(code_hash);
    // The users screen tells who has it.
    const listed = (await call('GET', `/api/admin/users?q=${encodeURIComponent(email)}`, adminToken)).json().data.find((u: { email: string }) => u.email === email);
    expect(listed.two_factor).toBe(true);

    const audit = await t.db.selectFrom('audit_log').select('summary').where('action', '=', 'two-factor-on').where('user_email', '=', email).execute();
    expect(audit.map((e) => e.summary)).toEqual([`${email} turned on two-factor sign-in`]);
  });
});

describe('sign-in with a code', () => {
  it('the password answers a challenge and no token; a code of the app signs in, once; the challenge works once', async () => {
    const { email, password, token } = await newUser();
    const { secret } = await enrol(token);

    const first = await login(email, password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).not.toHaveProperty('token');
    expect(first.json()).not.toHaveProperty('user');
    const { challenge, expires_at } = first.json().two_factor;
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    // The next step's code (apps run a little ahead; the window takes one step either way).
    const code = codeOf(secret, 1);
    const signedIn = await secondStep(challenge, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email, two_factor: true });
    expect((await call('GET', '/admin/auth/me', signedIn.json().token)).statusCode).toBe(200);

    // The challenge is used up, and the code is too, also with a new challenge (no replay within its window).
    expect((await secondStep(challenge, codeOf(secret, 1))).json()).toMatchObject({ code: 'auth.challengeExpired' });
    const replay = await secondStep(await challengeOf(email, password), code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({ code: 'twoFactor.codeUsed', errors: [{ field: 'code', code: 'twoFactor.codeUsed' }] });
    // So is a code of an earlier step (the one enrolment confirmed).
    expect((await secondStep(await challengeOf(email, password), codeOf(secret, 0))).json()).toMatchObject({ code: 'twoFactor.codeUsed' });
  });

  it('refuses an unknown challenge and a wrong password without a challenge', async () => {
    const { email, token } = await newUser();
    await enrol(token);
    expect((await login(email, 'not the password at all')).statusCode).toBe(401);
    const unknown = await secondStep('made-up-challenge', '123456');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'auth.challengeExpired' });
  });

  it('a recovery code signs in once, in any case and spacing; its use is audited', async () => {
    const { email, password, token } = await newUser();
    const { recoveryCodes } = await enrol(token);
    const code = recoveryCodes[3]!;

    const signedIn = await secondStep(await challengeOf(email, password), ` ${code.toLowerCase().replace(/-/g, ' ')} `);
    expect(signedIn.statusCode).toBe(200);
    expect((await call('GET', '/admin/auth/two-factor', signedIn.json().token)).json().recovery_codes_left).toBe(9);

    const again = await secondStep(await challengeOf(email, password), code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'twoFactor.codeWrong' });
    const audit = await t.db.selectFrom('audit_log').select(['summary', 'user_email']).where('action', '=', 'recovery-code').where('user_email', '=', email).execute();
    expect(audit).toEqual([{ user_email: email, summary: `${email} signed in with a recovery code; 9 left` }]);
  });

  it('wrong codes count in the sign-in throttle of the account and client, and the right password does not reset it', async () => {
    const { email, password, token } = await newUser();
    const { secret } = await enrol(token);
    const from = '10.94.0.7';
    const spare = (await login(email, password, from)).json().two_factor.challenge;
    for (let i = 0; i < FREE_FAILURES; i++) {
      // A new password step before each guess: it must not buy new free guesses.
      const challenge = (await login(email, password, from)).json().two_factor.challenge;
      expect((await secondStep(challenge, codeOf(secret, 7), from)).statusCode).toBe(422);
    }
    // Now the pair waits: the right code is not even checked, and the password step is held too.
    const held = await secondStep(spare, codeOf(secret, 1), from);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ code: 'auth.signInThrottled' });
    expect((await login(email, password, from)).statusCode).toBe(429);
    // Another address is not slowed by these guesses.
    expect((await secondStep(await challengeOf(email, password), codeOf(secret, 1), '10.94.0.8')).statusCode).toBe(200);
  });
});

describe('new recovery codes and turning off', () => {
  it('new recovery codes need a current code and void the earlier ones', async () => {
    const { email, password, token } = await newUser();
    const { secret, recoveryCodes } = await enrol(token);
    expect((await call('POST', '/admin/auth/two-factor/recovery-codes', token, { code: '000000' })).statusCode).toBe(422);
    const renewed = await call('POST', '/admin/auth/two-factor/recovery-codes', token, { code: codeOf(secret, 1) });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect((await secondStep(await challengeOf(email, password), recoveryCodes[0]!)).statusCode).toBe(422);
    expect((await secondStep(await challengeOf(email, password), fresh[0]!)).statusCode).toBe(200);
    expect(await t.db.selectFrom('audit_log').select('summary').where('action', '=', 'recovery-codes').where('user_email', '=', email).execute()).toHaveLength(1);
  });

  it('turning off needs the password and a code; then the password alone signs in again', async () => {
    const { email, password, token } = await newUser();
    const { secret, recoveryCodes } = await enrol(token);
    const wrongPassword = await call('POST', '/admin/auth/two-factor/disable', token, { password: 'something else entirely', code: codeOf(secret, 1) });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json()).toMatchObject({ errors: [{ field: 'password', code: 'password.currentWrong' }] });
    const wrongCode = await call('POST', '/admin/auth/two-factor/disable', token, { password, code: '12345678901' });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json()).toMatchObject({ errors: [{ field: 'code', code: 'twoFactor.codeWrong' }] });

    const off = await call('POST', '/admin/auth/two-factor/disable', token, { password, code: recoveryCodes[0] });
    expect(off.statusCode).toBe(200);
    expect(off.json().user).toMatchObject({ two_factor: false });
    const signedIn = await login(email, password);
    expect(signedIn.json().token).toEqual(expect.any(String));
    expect(await t.db.selectFrom('audit_log').select('summary').where('action', '=', 'two-factor-off').where('user_email', '=', email).execute()).toEqual([
      { summary: `${email} turned off two-factor sign-in` },
    ]);
    expect((await call('POST', '/admin/auth/two-factor/disable', token, { password, code: '123456' })).json()).toMatchObject({ code: 'twoFactor.off' });
  });
});

describe('required of every account', () => {
  it('only administrators set it, and only with it on themselves; an account without it can do nothing but enrol; it cannot be turned off then', async () => {
    const editor = await newUser('editor');
    expect((await call('PUT', '/api/admin/settings/two-factor', editor.token, { required: true })).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/settings/two-factor', undefined, { required: true })).statusCode).toBe(401);

    const admin = await newUser('admin');
    const refused = await call('PUT', '/api/admin/settings/two-factor', admin.token, { required: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'twoFactor.enableOwnFirst' });
    const adminFactor = await enrol(admin.token);
    const required = await call('PUT', '/api/admin/settings/two-factor', admin.token, { required: true });
    try {
      expect(required.statusCode).toBe(200);
      expect((await call('GET', '/api/admin/settings/two-factor', admin.token)).json()).toEqual({ required: true });

      // The editor's session from before, and a new sign-in, serve only the enrolment.
      const signedIn = await login(editor.email, editor.password);
      expect(signedIn.json().user).toMatchObject({ two_factor: false, must_enable_two_factor: true });
      for (const token of [editor.token, signedIn.json().token as string]) {
        const blocked = await call('GET', '/api/admin/categories', token);
        expect(blocked.statusCode).toBe(403);
        expect(blocked.json()).toMatchObject({ code: 'auth.twoFactorSetupRequired' });
        expect((await call('GET', '/admin/auth/me', token)).json().data).toMatchObject({ must_enable_two_factor: true });
      }
      expect((await call('GET', '/admin/auth/two-factor', editor.token)).json()).toEqual({ enabled: false, recovery_codes_left: 0, required: true });
      await enrol(editor.token);
      expect((await call('GET', '/api/admin/categories', editor.token)).statusCode).toBe(200);

      // Required: it stays on.
      const notOff = await call('POST', '/admin/auth/two-factor/disable', admin.token, { password: admin.password, code: adminFactor.recoveryCodes[0] });
      expect(notOff.statusCode).toBe(409);
      expect(notOff.json()).toMatchObject({ code: 'twoFactor.requiredBySite' });

      const settingsAudit = await t.db.selectFrom('audit_log').select('summary').where('entity', '=', 'settings').where('user_email', '=', admin.email).execute();
      expect(settingsAudit).toEqual([{ summary: 'Required two-factor sign-in of every account' }]);
    } finally {
      // The other tests of the file sign in without it.
      expect((await call('PUT', '/api/admin/settings/two-factor', admin.token, { required: false })).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/admin/settings/two-factor', admin.token)).json()).toEqual({ required: false });
  });
});

describe("an administrator's reset of another user's second factor (a lost phone)", () => {
  it('turns it off, ends their sessions, is audited; they sign in with the password and set it up again when it is required', async () => {
    const admin = await newUser('admin');
    await enrol(admin.token);
    const user = await newUser('editor');
    const { secret } = await enrol(user.token);
    const { id } = (await call('GET', `/api/admin/users?q=${encodeURIComponent(user.email)}`, adminToken)).json().data[0];

    const reset = await call('POST', `/api/admin/users/${id}/two-factor/reset`, admin.token);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toMatchObject({ email: user.email, two_factor: false });
    // Their open session ended; the app's codes and the recovery codes are gone with the secret.
    expect((await call('GET', '/admin/auth/me', user.token)).statusCode).toBe(401);
    expect(await t.db.selectFrom('admin_recovery_codes').select('code_hash').where('user_id', '=', id).execute()).toEqual([]);
    const row = await t.db.selectFrom('admin_users').select(['totp_secret', 'totp_pending_secret']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_pending_secret: null });
    // Nothing left to reset; and the own second factor is turned off on the own page, not here.
    expect((await call('POST', `/api/admin/users/${id}/two-factor/reset`, admin.token)).json()).toMatchObject({ statusCode: 409, code: 'user.twoFactorNotOn', params: { email: user.email } });
    const own = (await call('GET', `/api/admin/users?q=${encodeURIComponent(admin.email)}`, admin.token)).json().data[0];
    expect((await call('POST', `/api/admin/users/${own.id}/two-factor/reset`, admin.token)).json()).toMatchObject({ statusCode: 409, code: 'user.twoFactorResetSelf' });
    expect((await call('POST', '/api/admin/users/999999/two-factor/reset', admin.token)).statusCode).toBe(404);

    const audit = await t.db.selectFrom('audit_log').select(['summary', 'message_json', 'entity_id', 'user_email']).where('action', '=', 'two-factor-reset').execute();
    expect(audit).toEqual([
      { summary: `Reset the two-factor sign-in of ${user.email}; their sessions ended`, message_json: JSON.stringify({ code: 'user.twoFactorReset', params: { email: user.email } }), entity_id: String(id), user_email: admin.email },
    ]);

    // While the site requires a second factor, the password signs them in to the set-up only.
    expect((await call('PUT', '/api/admin/settings/two-factor', admin.token, { required: true })).statusCode).toBe(200);
    try {
      const signedIn = await login(user.email, user.password);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().two_factor).toBeUndefined();
      expect(signedIn.json().user).toMatchObject({ two_factor: false, must_enable_two_factor: true });
      const token = signedIn.json().token as string;
      expect((await call('GET', '/api/admin/categories', token)).json()).toMatchObject({ statusCode: 403, code: 'auth.twoFactorSetupRequired' });
      // A new secret for the new phone: the lost phone's secret is not it.
      expect((await enrol(token)).secret).not.toBe(secret);
      expect((await call('GET', '/api/admin/categories', token)).statusCode).toBe(200);
    } finally {
      expect((await call('PUT', '/api/admin/settings/two-factor', admin.token, { required: false })).statusCode).toBe(200);
    }
  });

  it('is refused to an editor with 403 before the body is read, and to a caller without a token with 401; nothing changes', async () => {
    const editor = await newUser('editor');
    const user = await newUser('editor');
    await enrol(user.token);
    const { id } = (await call('GET', `/api/admin/users?q=${encodeURIComponent(user.email)}`, adminToken)).json().data[0];
    const before = await t.db.selectFrom('admin_users').select(['totp_secret', 'session_version']).where('id', '=', id).executeTakeFirstOrThrow();

    const bad = await t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/two-factor/reset`, headers: { ...bearer(editor.token), 'content-type': 'application/json' }, payload: '{not json', remoteAddress: '10.94.0.1' });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ statusCode: 403, message: 'Your role does not allow this action' });
    expect((await call('POST', `/api/admin/users/${id}/two-factor/reset`, editor.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/users/${id}/two-factor/reset`, undefined, { nonsense: true })).statusCode).toBe(401);

    expect(await t.db.selectFrom('admin_users').select(['totp_secret', 'session_version']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
    expect((await call('GET', '/admin/auth/me', user.token)).statusCode).toBe(200);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'two-factor-reset').where('entity_id', '=', String(id)).execute()).toEqual([]);
  });
});
