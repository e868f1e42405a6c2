import type { AdminUserQuery, UserSort } from '@shop/shared';
import { listPageSize } from '../../../lib/list-table.ts';
import { oneOf, positiveInt } from '../../../lib/use-url-query.ts';

// Searched, filtered, sorted and paged on the server: accounts are disabled, never deleted, so the list only grows.
export const USER_SORTS: readonly UserSort[] = ['email', 'name', 'role', 'created_at'];
// 50 accounts a page: a team's whole list usually fits on one.
const PER_PAGE = 50;

export type UsersQuery = AdminUserQuery & { page: number; per_page: number };

/** The users list's query as the address says it (?q=&role=editor&state=disabled&two_factor=off&sort=name&order=desc&page=2&per_page=50). */
export function userQueryFromParams(params: URLSearchParams): UsersQuery {
  const q = params.get('q')?.trim().slice(0, 200);
  const role = oneOf(params.get('role'), ['admin', 'editor'] as const);
  const state = oneOf(params.get('state'), ['active', 'disabled'] as const);
  const twoFactor = oneOf(params.get('two_factor'), ['on', 'off'] as const);
  return {
    page: positiveInt(params.get('page'), 1),
    per_page: listPageSize(params.get('per_page'), PER_PAGE),
    sort: oneOf(params.get('sort'), USER_SORTS) ?? 'email',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    ...(q ? { q } : {}),
    ...(role ? { role } : {}),
    ...(state ? { state } : {}),
    ...(twoFactor ? { two_factor: twoFactor } : {}),
  };
}

/** The address of a users list's query: what is the default is left out, so the plain list keeps a plain address. */
export const userQueryParams = (query: UsersQuery): Record<string, string | undefined> => ({
  q: query.q || undefined,
  role: query.role,
  state: query.state,
  two_factor: query.two_factor,
  sort: query.sort && query.sort !== 'email' ? query.sort : undefined,
  order: query.order === 'desc' ? 'desc' : undefined,
  page: query.page && query.page > 1 ? String(query.page) : undefined,
  per_page: query.per_page && query.per_page !== PER_PAGE ? String(query.per_page) : undefined,
});
