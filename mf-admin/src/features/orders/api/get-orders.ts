import { api, type OrderList, type OrderStatus } from '@shop/shared';
import { useApi } from '@shop/shared/react';

/** The list's filters as the URL keeps them (q, status, from, to as YYYY-MM-DD). */
export interface OrdersFilter {
  q: string;
  status: OrderStatus | null;
  from: string;
  to: string;
}

export interface OrdersQuery extends OrdersFilter {
  page: number;
}

/** The filters as query parameters, the empty ones left out (the list and its CSV export take the same). */
export function filterParams(filter: OrdersFilter): Record<string, string> {
  return {
    ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
}

/** GET /admin/orders?page&q&status&from&to: newest first, 20 a page. */
export async function getOrders(query: OrdersQuery, signal?: AbortSignal): Promise<OrderList> {
  const { data } = await api.get<OrderList>('/admin/orders', { params: { page: query.page, ...filterParams(query) }, signal });
  return data;
}

export function useOrders(query: OrdersQuery) {
  // While a new page or filter loads, the previous rows stay (with a spinner) instead of an empty table.
  const key = ['orders', query.q.trim(), query.status ?? 'all', query.from, query.to, query.page].join('|');
  return useApi(key, (signal) => getOrders(query, signal), { keepPrevious: true });
}
