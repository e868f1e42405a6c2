// Users: only admins manage them; invite with a one-time password or a chosen one; disabling stops the user's
// tokens at once; the last administrator cannot lock the site out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, tokens, type Tokens } from './admin-helpers.ts';

let t: TestContext;
let tk: Tokens;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  tk = await tokens(t);
});
afterAll(async () => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = tk.admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: `10.88.0.${++ip}` });

describe('users', () => {
  it('lists the accounts with role and state, never a password hash', async () => {
    const res = await admin('GET', '/api/admin/users');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.find((u: { email: string }) => u.email === 'admin@example.com')).toMatchObject({ role: 'admin', disabled: false, name: 'Demo Admin' });
    expect(res.body).not.toContain('argon2');
  });

  it('invites with a one-time password that is answered once and signs in', async () => {
    const res = await admin('POST', '/api/admin/users', { email: 'New.Editor@Example.com', name: 'Nina Nová', role: 'editor' });
    expect(res.statusCode).toBe(201);
    const { data, one_time_password } = res.json();
    expect(data).toMatchObject({ email: 'new.editor@example.com', name: 'Nina Nová', role: 'editor', disabled: false });
    expect(one_time_password).toMatch(/^[A-Za-z2-9]{16}$/);
    const hash = await t.db.selectFrom('admin_users').select('password_hash').where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(hash.password_hash).toMatch(/^\$argon2id\$/);
    expect(hash.password_hash).not.toContain(one_time_password);
    expect((await login('new.editor@example.com', one_time_password)).statusCode).toBe(200);
    // The list shows the user without the password.
    expect((await admin('GET', '/api/admin/users')).body).not.toContain(one_time_password);
  });

  it('invites with a chosen password (no one-time password answered), 409 for a used e-mail', async () => {
    const res = await admin('POST', '/api/admin/users', { email: 'chosen@example.com', name: 'Chosen', role: 'admin', password: 'a-chosen-password' });
    expect(res.statusCode).toBe(201);
    expect(res.json().one_time_password).toBeNull();
    expect((await login('chosen@example.com', 'a-chosen-password')).statusCode).toBe(200);
    const dup = await admin('POST', '/api/admin/users', { email: 'CHOSEN@example.com', name: 'Again', role: 'editor' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'user.emailTaken', params: { email: 'chosen@example.com' } });
    expect(dup.json().errors).toEqual([{ field: 'email', message: 'is already used by another user', code: 'user.emailTaken', params: { email: 'chosen@example.com' } }]);
  });

  it("disabling a user stops the user's token at once and the sign-in; enabling restores the sign-in, not the old token", async () => {
    const created = (await admin('POST', '/api/admin/users', { email: 'temp@example.com', name: 'Temp', role: 'editor', password: 'temp-password-1' })).json().data;
    const token = (await login('temp@example.com', 'temp-password-1')).json().token as string;
    expect((await admin('GET', '/api/admin/categories', undefined, token)).statusCode).toBe(200);

    const off = await admin('PUT', `/api/admin/users/${created.id}`, { name: 'Temp', role: 'editor', disabled: true });
    expect(off.json().data.disabled).toBe(true);
    const refused = await admin('GET', '/api/admin/categories', undefined, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The user account is disabled');
    expect((await t.app.inject({ method: 'POST', url: '/admin/auth/refresh', headers: bearer(token) })).statusCode).toBe(401);
    expect((await login('temp@example.com', 'temp-password-1')).statusCode).toBe(403);

    await admin('PUT', `/api/admin/users/${created.id}`, { name: 'Temp', role: 'editor', disabled: false });
    // Issue 28, 7: a token issued before the disable stays dead, for calls and for refresh alike.
    const revived = await admin('GET', '/api/admin/categories', undefined, token);
    expect(revived.statusCode).toBe(401);
    expect(revived.json().code).toBe('auth.sessionEnded');
    expect((await t.app.inject({ method: 'POST', url: '/admin/auth/refresh', headers: bearer(token) })).statusCode).toBe(401);
    const again = (await login('temp@example.com', 'temp-password-1')).json().token as string;
    expect((await admin('GET', '/api/admin/categories', undefined, again)).statusCode).toBe(200);
  });

  it('changes the role: tokens of the old role end, a new sign-in carries the new one', async () => {
    const user = (await admin('POST', '/api/admin/users', { email: 'promoted@example.com', name: 'Promoted', role: 'editor', password: 'promoted-password-1' })).json().data;
    const asEditor = (await login('promoted@example.com', 'promoted-password-1')).json().token as string;
    expect((await admin('GET', '/api/admin/users', undefined, asEditor)).statusCode).toBe(403);
    const res = await admin('PUT', `/api/admin/users/${user.id}`, { name: 'Promoted', role: 'admin', disabled: false });
    expect(res.json().data.role).toBe('admin');
    expect((await admin('GET', '/api/admin/users', undefined, asEditor)).statusCode).toBe(401);
    const asAdmin = (await login('promoted@example.com', 'promoted-password-1')).json().token as string;
    expect((await admin('GET', '/api/admin/users', undefined, asAdmin)).statusCode).toBe(200);
    // Back to editor: the admin token dies with the role (it must not keep admin rights for its lifetime).
    await admin('PUT', `/api/admin/users/${user.id}`, { name: 'Promoted', role: 'editor', disabled: false });
    expect((await admin('GET', '/api/admin/users', undefined, asAdmin)).statusCode).toBe(401);
    // A change of the name alone keeps the sessions.
    const current = (await login('promoted@example.com', 'promoted-password-1')).json().token as string;
    await admin('PUT', `/api/admin/users/${user.id}`, { name: 'Renamed', role: 'editor', disabled: false });
    expect((await admin('GET', '/api/admin/categories', undefined, current)).statusCode).toBe(200);
  });

  it('refuses common and guessable passwords with 422 password.weak, without composition rules (issue 28, 5)', async () => {
    for (const password of ['          ', 'aaaaaaaaaa', '1234567890', 'password12', 'qwertyuiop', 'kovovyroba1']) {
      const res = await admin('POST', '/api/admin/users', { email: 'nina.kovac@example.com', name: 'Nina Kovac', role: 'editor', password });
      expect(res.statusCode, JSON.stringify(password)).toBe(422);
      expect(res.json(), JSON.stringify(password)).toMatchObject({ code: 'password.weak', errors: [{ field: 'password', message: 'is too easy to guess' }] });
    }
    expect((await t.db.selectFrom('admin_users').select('id').where('email', '=', 'nina.kovac@example.com').execute()).length).toBe(0);
    // A long phrase of plain lower-case words is fine: no rule asks for digits or symbols.
    const ok = await admin('POST', '/api/admin/users', { email: 'nina.kovac@example.com', name: 'Nina Kovac', role: 'editor', password: 'copper lantern orbit meadow' });
    expect(ok.statusCode).toBe(201);
    // A new password is checked too.
    const weak = await admin('POST', `/api/admin/users/${ok.json().data.id}/password`, { password: 'abcdefghij' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().code).toBe('password.weak');
  });

  it('sets a new password or generates a one-time one; the old password stops working', async () => {
    const user = (await admin('POST', '/api/admin/users', { email: 'reset@example.com', name: 'Reset', role: 'editor', password: 'first-password' })).json().data;
    const set = await admin('POST', `/api/admin/users/${user.id}/password`, { password: 'second-password' });
    expect(set.statusCode).toBe(200);
    expect(set.json().one_time_password).toBeNull();
    expect((await login('reset@example.com', 'first-password')).statusCode).toBe(401);
    expect((await login('reset@example.com', 'second-password')).statusCode).toBe(200);
    const generated = (await admin('POST', `/api/admin/users/${user.id}/password`, {})).json().one_time_password as string;
    expect(generated).toHaveLength(16);
    expect((await login('reset@example.com', generated)).statusCode).toBe(200);
  });

  it('ends every session of the user when the password changes, refresh included', async () => {
    const user = (await admin('POST', '/api/admin/users', { email: 'stolen@example.com', name: 'Stolen', role: 'editor', password: 'old-password-1' })).json().data;
    const held = (await login('stolen@example.com', 'old-password-1')).json().token as string;
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/admin/auth/me', headers: bearer(token) });
    expect((await me(held)).statusCode).toBe(200);

    expect((await admin('POST', `/api/admin/users/${user.id}/password`, { password: 'new-password-1' })).statusCode).toBe(200);
    const refused = await me(held);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/account was changed/);
    expect((await t.app.inject({ method: 'POST', url: '/admin/auth/refresh', headers: bearer(held) })).statusCode).toBe(401);

    // A sign-in with the new password works, and its token survives its own refresh.
    const fresh = (await login('stolen@example.com', 'new-password-1')).json().token as string;
    expect((await me(fresh)).statusCode).toBe(200);
    const refreshed = (await t.app.inject({ method: 'POST', url: '/admin/auth/refresh', headers: bearer(fresh) })).json().token as string;
    expect((await me(refreshed)).json().data.email).toBe('stolen@example.com');
  });

  it("ends the other account's sessions with its new password, and answers no token (one's own is refused: account-passwords.test.ts)", async () => {
    const other = (await admin('POST', '/api/admin/users', { email: 'self-change@example.com', name: 'Self', role: 'admin', password: 'own-password-1' })).json().data;
    const before = (await login('self-change@example.com', 'own-password-1')).json().token as string;
    const changed = await admin('POST', `/api/admin/users/${other.id}/password`, { password: 'own-password-2' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().token).toBeUndefined();
    expect((await admin('GET', '/api/admin/users', undefined, before)).statusCode).toBe(401);
    expect((await login('self-change@example.com', 'own-password-2')).statusCode).toBe(200);
  });

  it('an admin cannot disable or demote themself, nor the last enabled admin be removed', async () => {
    const self = await admin('PUT', `/api/admin/users/${tk.adminId}`, { name: 'Demo Admin', role: 'admin', disabled: true });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      message: 'You cannot disable your own account',
      code: 'user.disableSelf',
      errors: [{ field: 'disabled', message: 'cannot be set on your own account', code: 'user.disableSelf' }],
    });
    const demoted = await admin('PUT', `/api/admin/users/${tk.adminId}`, { name: 'Demo Admin', role: 'editor', disabled: false });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toMatchObject({ code: 'user.demoteSelf', errors: [{ field: 'role', code: 'user.demoteSelf' }] });

    // Another admin tries to disable the demo admin while every other admin is off: refused.
    const other = (await admin('POST', '/api/admin/users', { email: 'second-admin@example.com', name: 'Second', role: 'admin', password: 'quartz meadow second' })).json().data;
    const otherToken = (await login('second-admin@example.com', 'quartz meadow second')).json().token as string;
    const admins = (await admin('GET', '/api/admin/users?role=admin&per_page=100')).json().data.filter((u: { role: string; id: number }) => u.role === 'admin' && u.id !== other.id && u.id !== tk.adminId);
    for (const u of admins) await admin('PUT', `/api/admin/users/${u.id}`, { name: u.name, role: 'admin', disabled: true });
    expect((await admin('PUT', `/api/admin/users/${tk.adminId}`, { name: 'Demo Admin', role: 'admin', disabled: true }, otherToken)).statusCode).toBe(200);
    const last = await admin('PUT', `/api/admin/users/${other.id}`, { name: 'Second', role: 'editor', disabled: false }, otherToken);
    expect(last.statusCode).toBe(409);
    await t.db.updateTable('admin_users').set({ disabled: 0 }).where('id', '=', tk.adminId).execute();
    // The disable ended the demo admin's sessions; the tests after this one sign in again.
    tk.admin = (await login('admin@example.com', 'demo-admin-2026')).json().token as string;
  });

  it('records every change in the audit log, without passwords', async () => {
    const { data } = (await admin('GET', '/api/admin/audit?entity=user&per_page=100')).json();
    const actions = data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'disable', 'password']));
    const text = JSON.stringify(data);
    expect(text).not.toContain('second-password');
    expect(text).not.toContain('a-chosen-password');
    expect(data.find((e: { summary: string }) => e.summary === 'Updated temp@example.com: disabled')).toBeTruthy();
  });
});
