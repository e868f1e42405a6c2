import type { TFunction } from 'i18next';
import {
  api,
  authStore,
  tokenStore,
  type OwnPasswordAnswer,
  type OwnPasswordBody,
  type PasswordResetCheckAnswer,
  type PasswordResetConfirmBody,
} from '@shop/shared';
import { describeAdminError, translateServerMessage, type AdminFailure } from '../../../lib/api-error.ts';

// The account's own password (issue 29): change it signed in, or reset a forgotten one through a mailed link.

/** The other sessions end; this one goes on with the new session's token, and the user is no longer asked to change. */
export async function changeOwnPassword(body: OwnPasswordBody): Promise<void> {
  const { data } = await api.post<OwnPasswordAnswer>('/admin/auth/password', body);
  tokenStore.set(data.token);
  authStore.set({ user: data.user, status: 'signed-in' });
}

/** Answered alike whether an account has the address or not. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/api/auth/password-reset', { email });
}

export async function checkPasswordReset(token: string): Promise<PasswordResetCheckAnswer> {
  const { data } = await api.post<PasswordResetCheckAnswer>('/api/auth/password-reset/check', { token });
  return data;
}

export async function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<void> {
  await api.post('/api/auth/password-reset/confirm', body);
}

/** The link's codes: the page shows these as "this link cannot be used", not as a form error. */
export const LINK_CODES = ['passwordReset.invalid', 'passwordReset.used', 'passwordReset.expired'];

/**
 * A refused password form: each field error the server named, in the admin's language (a weak password is named by
 * the answer's code, its field error has none).
 */
export function passwordFieldErrors(failure: AdminFailure, t: TFunction): Array<{ name: string; errors: string[] }> {
  return Object.entries(failure.fields).map(([name, message]) => ({
    name,
    errors: [translateServerMessage(failure.fieldCodes[name]) ?? (failure.code === 'password.weak' ? t('admin:errors.password.weak') : message)],
  }));
}

export { describeAdminError };
