import { api, type AdminUserList, type AdminUserQuery, type ManagedUser, type TwoFactorRequirement, type UserCreateInput, type UserUpdateInput, type UserWithPassword } from '@shop/shared';
import { useApi } from '@shop/shared/react';

// The user calls (/api/admin/users), administrators only.

/** A page of the accounts the query finds (search, role, state, two-factor sign-in; sorted; paged on the server). */
export async function getUsers(query: AdminUserQuery, signal?: AbortSignal): Promise<AdminUserList> {
  const { data } = await api.get<AdminUserList>('/api/admin/users', { params: query, signal });
  return data;
}

export function useUsers(query: AdminUserQuery) {
  return useApi(`admin-users|${JSON.stringify(query)}`, (signal) => getUsers(query, signal), { keepPrevious: true });
}

/** Turns another user's two-factor sign-in off (a lost phone) and ends their sessions; they set it up again. */
export async function resetTwoFactor(id: number): Promise<ManagedUser> {
  const { data } = await api.post<{ data: ManagedUser }>(`/api/admin/users/${id}/two-factor/reset`, {});
  return data.data;
}

export async function inviteUser(input: UserCreateInput): Promise<UserWithPassword> {
  const { data } = await api.post<UserWithPassword>('/api/admin/users', input);
  return data;
}

export async function updateUser(id: number, input: UserUpdateInput): Promise<ManagedUser> {
  const { data } = await api.put<{ data: ManagedUser }>(`/api/admin/users/${id}`, input);
  return data.data;
}

/**
 * Another account's new password: without one the server generates a one-time password and answers it once. A new
 * password ends the account's sessions. One's own password is changed on the own password page (the server refuses
 * it here, user.ownPasswordHere).
 */
export async function setUserPassword(id: number, password?: string): Promise<UserWithPassword> {
  const { data } = await api.post<UserWithPassword>(`/api/admin/users/${id}/password`, password ? { password } : {});
  return data;
}

/** Whether every account must use two-factor sign-in (an administrators' setting, decision 0054). */
export async function getTwoFactorRequirement(signal?: AbortSignal): Promise<TwoFactorRequirement> {
  const { data } = await api.get<TwoFactorRequirement>('/api/admin/settings/two-factor', { signal });
  return data;
}

export function useTwoFactorRequirement() {
  return useApi('admin-two-factor-requirement', getTwoFactorRequirement, { keepPrevious: true });
}

/** Refused (409 twoFactor.enableOwnFirst) while the administrator's own account has no two-factor sign-in. */
export async function setTwoFactorRequirement(required: boolean): Promise<TwoFactorRequirement> {
  const { data } = await api.put<TwoFactorRequirement>('/api/admin/settings/two-factor', { required });
  return data;
}
