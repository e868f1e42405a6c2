import { api, type OrderList, type OrderStatus } from '@shop/shared';
import { useApi } from '@shop/shared/react';

export interface OrdersQuery {
  page: number;
  status: OrderStatus | null;
}

/** GET /admin/orders?page&status: newest first, 20 a page. */
export async function getOrders(query: OrdersQuery, signal?: AbortSignal): Promise<OrderList> {
  const params = { page: query.page, ...(query.status ? { status: query.status } : {}) };
  const { data } = await api.get<OrderList>('/admin/orders', { params, signal });
  return data;
}

export function useOrders(query: OrdersQuery) {
  // While a new page or filter loads, the previous rows stay (with a spinner) instead of an empty table.
  return useApi(`orders|${query.status ?? 'all'}|${query.page}`, (signal) => getOrders(query, signal), { keepPrevious: true });
}
