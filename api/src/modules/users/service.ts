// Admin accounts: invite (with a generated one-time password shown once, which only lets its holder choose a new
// one, or a chosen password), change name and role, disable (the user's tokens stop working at once and for good: a
// disable or a role change raises the account's session version), new password.
// The last enabled administrator can be neither demoted nor disabled, so the site never locks itself out.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AdminUserList, AdminUserQuery, ManagedUser, UserCreateInput, UserUpdateInput, UserWithPassword } from '@shop/shared/contracts/admin';
import type { AuthContext } from '../../types.ts';
import { type AuditChange, type AuditService, listedChanges } from '../audit/index.ts';
import { assertStrongPassword, hashPassword } from '../auth/index.ts';
import { listMeta } from '../../lib/list-query.ts';
import { createUsersRepository } from './repository.ts';

// No look-alike characters (0/O, 1/l/I), so a password read off the screen is typed right.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 16 characters from a 56-letter alphabet: about 93 bits, from the system's secure random source. */
export function generatePassword(length = 16): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** 422 password.weak when a chosen password is easy to guess; the field error names it for the form. */
function checkStrength(password: string | undefined, inputs: string[]): void {
  if (password !== undefined) assertStrongPassword(password, inputs);
}

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createUsersRepository>['byId']>>>;
const toManaged = (u: Row): ManagedUser => ({ id: u.id, email: u.email, name: u.name, role: u.role, disabled: u.disabled === 1, two_factor: u.totp_secret !== null, created_at: u.created_at });

export function createUsersService(db: Kysely<Database>, deps: { audit: AuditService }) {
  const repo = createUsersRepository(db);
  const { audit } = deps;

  async function get(id: number): Promise<Row> {
    const u = await repo.byId(id);
    if (!u) throw notFound(`User not found: ${id}`, 'user.notFound');
    return u;
  }

  return {
    /** A page of the accounts the query's filters find, in its order (the e-mail's by default). */
    async list(query: AdminUserQuery): Promise<AdminUserList> {
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 20;
      const filter = { q: query.q, role: query.role, state: query.state, two_factor: query.two_factor };
      const [total, rows] = await Promise.all([repo.count(filter), repo.page(filter, query.sort ?? 'email', query.order ?? 'asc', perPage, (page - 1) * perPage)]);
      return { data: rows.map(toManaged), meta: listMeta(page, perPage, total) };
    },

    async create(auth: AuthContext | null, input: UserCreateInput): Promise<UserWithPassword> {
      const email = input.email.trim().toLowerCase();
      if (await repo.byEmail(email)) throw new HttpError(409, `A user with the e-mail ${email} already exists`, [{ field: 'email', message: 'is already used by another user', code: 'user.emailTaken', params: { email } }], { code: 'user.emailTaken', params: { email } });
      checkStrength(input.password, [email, input.name]);
      const oneTime = input.password === undefined ? generatePassword() : null;
      const id = await repo.insert({ email, name: input.name.trim(), role: input.role, password_hash: await hashPassword(input.password ?? oneTime!), password_one_time: oneTime ? 1 : 0 });
      await audit.record(auth, {
        action: 'create',
        entity: 'user',
        entityId: id,
        summary: `Invited ${email} as ${input.role}${oneTime ? ' with a one-time password' : ''}`,
        code: oneTime ? 'user.invitedOneTimePassword' : 'user.invited',
        params: { email, role: input.role },
      });
      return { data: toManaged(await get(id)), one_time_password: oneTime };
    },

    async update(auth: AuthContext | null, id: number, input: UserUpdateInput): Promise<ManagedUser> {
      const before = await get(id);
      const self = auth?.user.id === id;
      if (self && input.disabled) throw new HttpError(409, 'You cannot disable your own account', [{ field: 'disabled', message: 'cannot be set on your own account', code: 'user.disableSelf' }], 'user.disableSelf');
      if (self && input.role !== 'admin' && before.role === 'admin') {
        throw new HttpError(409, 'You cannot take the administrator role from yourself', [{ field: 'role', message: 'cannot be lowered on your own account', code: 'user.demoteSelf' }], 'user.demoteSelf');
      }
      const losesAdmin = before.role === 'admin' && before.disabled === 0 && (input.role !== 'admin' || input.disabled);
      if (losesAdmin && (await repo.countEnabledAdmins()) <= 1) throw conflict('This is the last enabled administrator; make another administrator first', { code: 'user.lastAdmin' });
      // A new role or a disable ends the user's sessions: a token must not outlive the rights it was issued for, nor
      // come back to life when the account is enabled again.
      const endSessions = before.role !== input.role || (before.disabled === 1) !== input.disabled;
      await repo.update(id, { name: input.name.trim(), role: input.role, disabled: input.disabled ? 1 : 0 }, endSessions);
      const changes: AuditChange[] = [];
      if (before.name !== input.name.trim()) changes.push({ text: `name "${before.name}" → "${input.name.trim()}"`, code: 'userName', params: { from: before.name, to: input.name.trim() } });
      if (before.role !== input.role) changes.push({ text: `role ${before.role} → ${input.role}`, code: 'role', params: { fromRole: before.role, toRole: input.role } });
      if ((before.disabled === 1) !== input.disabled) changes.push(input.disabled ? { text: 'disabled', code: 'disabled' } : { text: 'enabled', code: 'enabled' });
      const listed = listedChanges(changes);
      await audit.record(auth, {
        action: input.disabled && before.disabled === 0 ? 'disable' : 'update',
        entity: 'user',
        entityId: id,
        summary: `Updated ${before.email}${listed.text}`,
        code: 'user.updated',
        params: { email: before.email },
        changes: listed.changes,
      });
      return toManaged(await get(id));
    },

    /**
     * Another account's new password, chosen or generated. One's own is changed on one's own password page, with the
     * current password and behind the sign-in throttle (issue 50, 8: this route skipped both).
     */
    async setPassword(auth: AuthContext | null, id: number, password: string | undefined): Promise<UserWithPassword> {
      if (auth?.user.id === id) throw conflict('Change your own password on your own password page, with your current password', { code: 'user.ownPasswordHere' });
      const user = await get(id);
      checkStrength(password, [user.email, user.name]);
      const oneTime = password === undefined ? generatePassword() : null;
      // Every session of the user ends with the old password (a token someone else holds stops working).
      await repo.setPassword(id, await hashPassword(password ?? oneTime!), oneTime !== null);
      await audit.record(auth, {
        action: 'password',
        entity: 'user',
        entityId: id,
        summary: `${oneTime ? 'Generated a one-time password' : 'Set a new password'} for ${user.email}; their sessions ended`,
        code: oneTime ? 'user.oneTimePasswordGenerated' : 'user.passwordSet',
        params: { email: user.email },
      });
      return { data: toManaged(await get(id)), one_time_password: oneTime };
    },

    /**
     * Another user lost their phone: their two-factor sign-in is turned off (secret and recovery codes gone) and every
     * session of theirs ends. They sign in with the password alone, and set it up again first if the site requires
     * it (decision 0054). One's own second factor is turned off on one's own two-factor page (password and code).
     */
    async resetTwoFactor(auth: AuthContext | null, id: number): Promise<ManagedUser> {
      const user = await get(id);
      if (auth?.user.id === id) throw conflict('Turn off your own two-factor sign-in on your two-factor page', { code: 'user.twoFactorResetSelf' });
      if (user.totp_secret === null) throw conflict(`${user.email} has no two-factor sign-in to reset`, { code: 'user.twoFactorNotOn', params: { email: user.email } });
      await repo.resetTwoFactor(id);
      await audit.record(auth, {
        action: 'two-factor-reset',
        entity: 'user',
        entityId: id,
        summary: `Reset the two-factor sign-in of ${user.email}; their sessions ended`,
        code: 'user.twoFactorReset',
        params: { email: user.email },
      });
      return toManaged(await get(id));
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
