// Issue 29, 7: a generated (one-time) password only lets its holder choose a new one and dies with the change; users
// change their own password (their other sessions end); a forgotten password is reset through a mailed link that
// works once and for 30 minutes, whose request tells nobody whether the address has an account and is rate-limited.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TTL_SECONDS, RESETS_PER_ACCOUNT_PER_HOUR } from '../src/modules/auth/service.ts';
import { PASSWORD_RESET_RATE_LIMIT } from '../src/modules/auth/routes.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, tokens, type Tokens } from './admin-helpers.ts';

interface Route {
  method: string;
  url: string;
}
const routes: Route[] = [];
let t: TestContext;
let tk: Tokens;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({
    products: 3,
    build: {
      onRoute: (r) => {
        for (const method of [r.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: r.url });
      },
    },
  });
  tk = await tokens(t);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...headers }, remoteAddress: `10.91.0.${++ip % 250}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const login = (email: string, password: string) => call('POST', '/api/auth/login', undefined, { email, password });
const me = (token: string) => call('GET', '/admin/auth/me', token);
const changeOwn = (token: string, current_password: string, new_password: string) => call('POST', '/admin/auth/password', token, { current_password, new_password });
const requestReset = (email: string, opts: { lang?: string; from?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    headers: { localization: opts.lang ?? 'sk-SK' },
    remoteAddress: opts.from ?? `10.92.0.${++ip % 250}`,
  });

async function invite(email: string, role: 'admin' | 'editor' = 'editor'): Promise<{ id: number; otp: string }> {
  const res = await call('POST', '/api/admin/users', tk.admin, { email, name: 'Olga Onetime', role });
  expect(res.statusCode).toBe(201);
  return { id: res.json().data.id, otp: res.json().one_time_password };
}

async function resetMails(address: string) {
  return t.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'password-reset').where('to_address', '=', address).orderBy('id').execute();
}

/** The token of the link in the newest reset mail to the address. */
async function latestResetToken(address: string): Promise<string> {
  const mails = await resetMails(address);
  const match = /\/admin\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no reset link mailed to ${address}`);
  return match[1]!;
}

describe('one-time passwords', () => {
  it('sign in only to choose a new password; every other admin call is 403 until then; the one-time password dies with the change', async () => {
    const { otp } = await invite('olga.onetime@example.com');
    const signedIn = await login('olga.onetime@example.com', otp);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: 'olga.onetime@example.com', must_change_password: true });
    const token = signedIn.json().token as string;

    const refused = await call('GET', '/api/admin/categories', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.passwordChangeRequired' });
    // Who is signed in, the refresh and the sign-out still serve the user.
    expect((await me(token)).json().data).toMatchObject({ must_change_password: true });

    // The one-time password is the current one; it cannot be kept as the new one.
    const same = await changeOwn(token, otp, otp);
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({ code: 'password.unchanged', errors: [{ field: 'new_password', code: 'password.unchanged' }] });
    const changed = await changeOwn(token, otp, 'violet harbour tractor pepper');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user).toMatchObject({ email: 'olga.onetime@example.com', must_change_password: false });
    const fresh = changed.json().token as string;
    expect((await call('GET', '/api/admin/categories', fresh)).statusCode).toBe(200);
    // The session of the one-time password ended with it.
    expect((await me(token)).statusCode).toBe(401);

    expect((await login('olga.onetime@example.com', otp)).statusCode).toBe(401);
    const again = await login('olga.onetime@example.com', 'violet harbour tractor pepper');
    expect(again.statusCode).toBe(200);
    expect(again.json().user.must_change_password).toBe(false);
  });

  it("an administrator's generated new password is one-time again; a chosen one is not", async () => {
    const { id } = await invite('reset.by.admin@example.com');
    const generated = (await call('POST', `/api/admin/users/${id}/password`, tk.admin, {})).json().one_time_password as string;
    const withGenerated = await login('reset.by.admin@example.com', generated);
    expect(withGenerated.json().user.must_change_password).toBe(true);
    expect((await call('GET', '/api/admin/dashboard', withGenerated.json().token)).statusCode).toBe(403);

    expect((await call('POST', `/api/admin/users/${id}/password`, tk.admin, { password: 'granite lemon quiet saddle' })).statusCode).toBe(200);
    const withChosen = await login('reset.by.admin@example.com', 'granite lemon quiet saddle');
    expect(withChosen.json().user.must_change_password).toBe(false);
    expect((await call('GET', '/api/admin/dashboard', withChosen.json().token)).statusCode).toBe(200);
  });

  it('every protected route of the route list answers 403 to a one-time password, except me, the own password, refresh and sign-out', async () => {
    const { otp } = await invite('matrix.onetime@example.com', 'admin');
    const token = (await login('matrix.onetime@example.com', otp)).json().token as string;
    const allowed = new Set(['GET /admin/auth/me', 'POST /admin/auth/password', 'POST /admin/auth/refresh', 'POST /admin/auth/logout']);
    const concrete = (url: string) => url.replace(/:uuid/g, '00000000-0000-4000-8000-000000000000').replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');
    const protectedRoutes = routes.filter((r) => /^\/(?:admin|api\/admin)\//.test(r.url) && !allowed.has(`${r.method} ${r.url}`));
    expect(protectedRoutes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of protectedRoutes) {
      const res = await call(route.method as Method, concrete(route.url), token, ['POST', 'PUT', 'PATCH'].includes(route.method) ? { nonsense: true } : undefined);
      if (res.statusCode !== 403 || res.json().code !== 'auth.passwordChangeRequired') failures.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('own password change', () => {
  it('needs the current password; ends the other sessions of the account; goes on with a new token', async () => {
    const email = 'own.change@example.com';
    expect((await call('POST', '/api/admin/users', tk.admin, { email, name: 'Owen Own', role: 'editor', password: 'first pebble canyon lamp' })).statusCode).toBe(201);
    const here = (await login(email, 'first pebble canyon lamp')).json().token as string;
    const elsewhere = (await login(email, 'first pebble canyon lamp')).json().token as string;

    const wrong = await changeOwn(here, 'not the password', 'second walnut river cloud');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'password.currentWrong', errors: [{ field: 'current_password', code: 'password.currentWrong' }] });
    const weak = await changeOwn(here, 'first pebble canyon lamp', 'password12');
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({ code: 'password.weak', errors: [{ field: 'new_password' }] });
    // Refused attempts change nothing.
    expect((await me(elsewhere)).statusCode).toBe(200);

    const ok = await changeOwn(here, 'first pebble canyon lamp', 'second walnut river cloud');
    expect(ok.statusCode).toBe(200);
    const next = ok.json().token as string;
    expect((await me(next)).json().data.email).toBe(email);
    for (const old of [here, elsewhere]) {
      expect((await me(old)).statusCode).toBe(401);
      expect((await call('POST', '/admin/auth/refresh', old)).statusCode).toBe(401);
    }
    // The new session refreshes like any other.
    const refreshed = await call('POST', '/admin/auth/refresh', next);
    expect(refreshed.statusCode).toBe(200);
    expect((await me(refreshed.json().token)).statusCode).toBe(200);
    expect((await login(email, 'first pebble canyon lamp')).statusCode).toBe(401);
    expect((await login(email, 'second walnut river cloud')).statusCode).toBe(200);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'password').where('user_email', '=', email).execute();
    expect(audit.map((e) => e.summary)).toEqual([`${email} changed their own password; their other sessions ended`]);
  });

  it("issue 50, 8: an administrator's own account cannot take a new password through the users' route, with or without one, which skipped the current password and its throttle", async () => {
    const email = 'own.route@example.com';
    expect((await call('POST', '/api/admin/users', tk.admin, { email, name: 'Ada Admin', role: 'admin', password: 'amber falcon quarry mint' })).statusCode).toBe(201);
    const token = (await login(email, 'amber falcon quarry mint')).json().token as string;
    const { id } = (await me(token)).json().data as { id: number };
    for (const payload of [{ password: 'taken over quietly by a thief' }, {}]) {
      const res = await call('POST', `/api/admin/users/${id}/password`, token, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'user.ownPasswordHere' });
    }
    // Nothing changed: the password, the session, the audit log.
    expect((await me(token)).statusCode).toBe(200);
    expect((await login(email, 'amber falcon quarry mint')).statusCode).toBe(200);
    expect(await t.db.selectFrom('audit_log').select('summary').where('action', '=', 'password').where('user_email', '=', email).execute()).toEqual([]);
    // Another account's password is still the administrator's to set.
    const other = await invite('own.route.other@example.com');
    expect((await call('POST', `/api/admin/users/${other.id}/password`, token, { password: 'granite willow harbour seven' })).statusCode).toBe(200);
  });

  it("issue 50, 7: refuses a password built on the user's own name or address, and one of the common breached passwords, wherever a password is chosen", async () => {
    const email = 'jan.novak@example.com';
    const created = await call('POST', '/api/admin/users', tk.admin, { email, name: 'Jan Novak', role: 'editor', password: 'JanNovak1990' });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({ code: 'password.personal', errors: [{ field: 'password', code: 'password.personal' }] });
    // Breached passwords that the strength estimate alone rates "safely unguessable".
    for (const password of ['xxPa33bq.aDNA', 'forzainter', 'billionaire']) {
      const res = await call('POST', '/api/admin/users', tk.admin, { email, name: 'Jan Novak', role: 'editor', password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json()).toMatchObject({ code: 'password.breached', errors: [{ field: 'password', code: 'password.breached' }] });
    }
    expect((await call('POST', '/api/admin/users', tk.admin, { email, name: 'Jan Novak', role: 'editor', password: 'copper meadow lantern violet' })).statusCode).toBe(201);
    const token = (await login(email, 'copper meadow lantern violet')).json().token as string;
    // The own change and the administrator's new password apply the same checks, with the account's own words.
    const own = await changeOwn(token, 'copper meadow lantern violet', 'novak.jan-2026');
    expect(own.json()).toMatchObject({ code: 'password.personal', errors: [{ field: 'new_password', code: 'password.personal' }] });
    expect((await changeOwn(token, 'copper meadow lantern violet', 'Billionaire')).json()).toMatchObject({ code: 'password.breached' });
    const { id } = (await me(token)).json().data as { id: number };
    expect((await call('POST', `/api/admin/users/${id}/password`, tk.admin, { password: 'JanNovak!1990' })).json()).toMatchObject({ code: 'password.personal' });
    // A name inside a long phrase of other words is fine.
    expect((await changeOwn(token, 'copper meadow lantern violet', 'jan walks the quiet harbour')).statusCode).toBe(200);
  });

  it('is refused without a token (401) and with an invalid body (422)', async () => {
    expect((await call('POST', '/admin/auth/password', undefined, { current_password: 'x', new_password: 'y'.repeat(12) })).statusCode).toBe(401);
    const short = await call('POST', '/admin/auth/password', tk.editor, { current_password: 'editor-password-1', new_password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual([expect.objectContaining({ field: 'new_password' })]);
  });
});

describe('password reset by e-mail', () => {
  const email = 'forgetful@example.com';
  let userId: number;

  beforeAll(async () => {
    const res = await call('POST', '/api/admin/users', tk.admin, { email, name: 'Fero Forgetful', role: 'admin', password: 'orchard silver tunnel mango' });
    userId = res.json().data.id;
  });

  it('answers alike for an unknown address and mails nothing to it', async () => {
    const known = await requestReset(email.toUpperCase());
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(await resetMails('nobody-here@example.com')).toHaveLength(0);
    expect(await resetMails(email)).toHaveLength(1);
  });

  it('mails a link in the language of the page; keeps only a hash of its token; the link works once and ends every session', async () => {
    const sessions = [(await login(email, 'orchard silver tunnel mango')).json().token as string, (await login(email, 'orchard silver tunnel mango')).json().token as string];
    expect((await requestReset(email, { lang: 'hu-HU' })).statusCode).toBe(202);
    const mail = (await resetMails(email)).at(-1)!;
    expect(mail.subject).toBe('Az adminisztrációs jelszó visszaállítása');
    expect(mail.text).toContain('Kedves Fero Forgetful!');
    expect(mail.text).toMatch(/http:\/\/[^/\s]+\/hu\/admin\/reset-password#token=/);
    const token = await latestResetToken(email);

    const stored = await t.db.selectFrom('admin_password_resets').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
    const digest = createHash('sha256').update(token).digest('hex');
    expect(stored.map((r) => r.token_hash)).toContain(digest);
    expect(JSON.stringify(stored)).not.toContain(token);
    const row = stored.find((r) => r.token_hash === digest)!;
    expect(row.expires_at - row.created_at).toBe(PASSWORD_RESET_TTL_SECONDS);

    const check = await call('POST', '/api/auth/password-reset/check', undefined, { token });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ email });

    // A weak password is refused without using the link up.
    const weak = await call('POST', '/api/auth/password-reset/confirm', undefined, { token, password: 'qwertyuiop' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().code).toBe('password.weak');

    const done = await call('POST', '/api/auth/password-reset/confirm', undefined, { token, password: 'meadow copper violin ridge' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email });
    for (const session of sessions) expect((await me(session)).statusCode).toBe(401);
    expect((await login(email, 'orchard silver tunnel mango')).statusCode).toBe(401);
    expect((await login(email, 'meadow copper violin ridge')).statusCode).toBe(200);
    const entries = await t.db.selectFrom('audit_log').select(['summary', 'user_id']).where('action', '=', 'password').where('entity_id', '=', String(userId)).execute();
    expect(entries).toContainEqual({ summary: `${email} set a new password through a mailed reset link; every session ended`, user_id: null });

    // Once only.
    const twice = await call('POST', '/api/auth/password-reset/confirm', undefined, { token, password: 'another lantern pillow fjord' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('passwordReset.used');
    expect((await call('POST', '/api/auth/password-reset/check', undefined, { token })).json().code).toBe('passwordReset.used');
    expect((await login(email, 'another lantern pillow fjord')).statusCode).toBe(401);
  });

  it('an expired link and an unknown token are refused with their own codes', async () => {
    await requestReset(email, { lang: 'en-US' });
    const token = await latestResetToken(email);
    // The link's end moved into the past, as 30 minutes would.
    await t.db
      .updateTable('admin_password_resets')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .execute();
    const check = await call('POST', '/api/auth/password-reset/check', undefined, { token });
    expect(check.statusCode).toBe(409);
    expect(check.json().code).toBe('passwordReset.expired');
    const confirm = await call('POST', '/api/auth/password-reset/confirm', undefined, { token, password: 'expired orbit walrus candle' });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().code).toBe('passwordReset.expired');
    expect((await login(email, 'expired orbit walrus candle')).statusCode).toBe(401);

    const unknown = await call('POST', '/api/auth/password-reset/confirm', undefined, { token: 'a'.repeat(43), password: 'unknown orbit walrus candle' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('passwordReset.invalid');
  });

  it('mails a disabled account nothing', async () => {
    const off = await call('POST', '/api/admin/users', tk.admin, { email: 'disabled.reset@example.com', name: 'Dora', role: 'editor', password: 'pantry marble oyster kite' });
    await call('PUT', `/api/admin/users/${off.json().data.id}`, tk.admin, { name: 'Dora', role: 'editor', disabled: true });
    expect((await requestReset('disabled.reset@example.com')).statusCode).toBe(202);
    expect(await resetMails('disabled.reset@example.com')).toHaveLength(0);
  });

  it('limits the mails per account, whatever the client, and the requests per client', async () => {
    const target = 'flooded@example.com';
    await call('POST', '/api/admin/users', tk.admin, { email: target, name: 'Flo', role: 'editor', password: 'harvest lobster piano crane' });
    for (let i = 0; i < RESETS_PER_ACCOUNT_PER_HOUR + 2; i++) expect((await requestReset(target, { from: `10.93.1.${i}` })).statusCode).toBe(202);
    expect(await resetMails(target)).toHaveLength(RESETS_PER_ACCOUNT_PER_HOUR);

    const answers: number[] = [];
    for (let i = 0; i < PASSWORD_RESET_RATE_LIMIT.max; i++) answers.push((await requestReset(`someone-${i}@example.com`, { from: '10.94.0.1' })).statusCode);
    expect(answers).toEqual(Array(PASSWORD_RESET_RATE_LIMIT.max).fill(202));
    const limited = await requestReset('someone-else@example.com', { from: '10.94.0.1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rateLimited');
    // Another client is not held up by it.
    expect((await requestReset('someone-else@example.com', { from: '10.94.0.2' })).statusCode).toBe(202);
  });
});
