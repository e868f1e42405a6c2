// What the office sees first in the admin: counts and the latest orders.
import type { Kysely } from 'kysely';
import type { Dashboard } from '@shop/shared/contracts/admin';
import type { Database } from '../../db/schema.ts';
import { euros } from '../../lib/money.ts';
import { createDashboardRepository } from './repository.ts';

export const LATEST_ORDERS = 5;

export async function dashboard(db: Kysely<Database>): Promise<Dashboard> {
  const repo = createDashboardRepository(db);
  const [{ products, published, categories, newOrders, users }, latest] = await Promise.all([repo.counts(), repo.latestOrders(LATEST_ORDERS)]);
  return {
    counts: { products, published_products: published, categories, new_orders: newOrders, users },
    latest_orders: latest.map((o) => {
      let customer = '';
      try {
        const contact = JSON.parse(o.contact_json) as { name?: unknown; company?: unknown };
        customer = [contact.name, contact.company].filter((v) => typeof v === 'string' && v).join(', ');
      } catch {
        // an unreadable contact shows no name
      }
      return { uuid: o.uuid, order_number: o.order_number, created_at: o.created_at, status: o.status, customer, total_with_vat: euros(o.total_with_vat_cents) };
    }),
  };
}
