import { api, type OrderList, type OrderStatus } from '@shop/shared';
import { useRequest } from '../hooks/use-request.ts';

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
  return useRequest(`${query.status ?? 'all'}|${query.page}`, (signal) => getOrders(query, signal));
}
