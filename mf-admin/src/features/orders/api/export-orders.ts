import { downloadFromApi } from '../../../lib/download.ts';
import { filterParams, type OrdersFilter } from './get-orders.ts';

/** GET /admin/orders/export.csv with the list's filters (the admin's language names the columns), saved as a download. */
export function exportOrders(filter: OrdersFilter): Promise<void> {
  return downloadFromApi('/admin/orders/export.csv', filterParams(filter), 'orders.csv');
}
