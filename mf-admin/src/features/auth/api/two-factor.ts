import {
  api,
  authStore,
  tokenStore,
  type AdminUser,
  type LoginAnswer,
  type LoginBody,
  type LoginOrChallengeAnswer,
  type RecoveryCodesAnswer,
  type TwoFactorSetupAnswer,
  type TwoFactorStatus,
} from '@shop/shared';
import { useApi } from '@shop/shared/react';

// Two-factor sign-in (issue 29, decision 0054): the sign-in's two steps, the own account's enrolment, recovery codes
// and switch-off. (The administrators' requirement for every account is the users screen's.)

/** The end of a sign-in: the session's token is kept and every remote learns who is signed in. */
function keepSession(answer: LoginAnswer): AdminUser {
  tokenStore.set(answer.token);
  authStore.set({ user: answer.user, status: 'signed-in' });
  return answer.user;
}

/** The answer of the password step: signed in, or a challenge to answer with a code. */
export type PasswordStep = { user: AdminUser } | { challenge: string };

/** The password step. An account with two-factor sign-in gets no token yet, only the challenge for the code. */
export async function signInWithPassword(credentials: LoginBody): Promise<PasswordStep> {
  const { data } = await api.post<LoginOrChallengeAnswer>('/api/auth/login', credentials);
  if ('two_factor' in data) return { challenge: data.two_factor.challenge };
  return { user: keepSession(data) };
}

/** The code step: a code of the app or a recovery code, with the password step's challenge. */
export async function signInWithCode(challenge: string, code: string): Promise<AdminUser> {
  const { data } = await api.post<LoginAnswer>('/api/auth/login/two-factor', { challenge, code });
  return keepSession(data);
}

export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  const { data } = await api.get<TwoFactorStatus>('/admin/auth/two-factor', { signal });
  return data;
}

export function useTwoFactorStatus() {
  return useApi('admin-two-factor', getTwoFactorStatus, { keepPrevious: true });
}

/** A new secret for the app; it works once a code of it is confirmed. */
export async function startTwoFactorSetup(): Promise<TwoFactorSetupAnswer> {
  const { data } = await api.post<TwoFactorSetupAnswer>('/admin/auth/two-factor/setup');
  return data;
}

/** Turns two-factor sign-in on; answers the ten recovery codes, which are shown this once. */
export async function confirmTwoFactor(code: string): Promise<string[]> {
  const { data } = await api.post<RecoveryCodesAnswer>('/admin/auth/two-factor/confirm', { code });
  // The account no longer has to enrol: the other admin pages open again.
  authStore.set({ user: data.user, status: 'signed-in' });
  return data.recovery_codes;
}

export async function renewRecoveryCodes(code: string): Promise<string[]> {
  const { data } = await api.post<RecoveryCodesAnswer>('/admin/auth/two-factor/recovery-codes', { code });
  return data.recovery_codes;
}

export async function disableTwoFactor(password: string, code: string): Promise<void> {
  const { data } = await api.post<{ user: AdminUser }>('/admin/auth/two-factor/disable', { password, code });
  authStore.set({ user: data.user, status: 'signed-in' });
}
