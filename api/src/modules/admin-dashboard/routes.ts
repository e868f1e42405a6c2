// GET /api/admin/dashboard: what the office sees first — counts and the latest orders.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { euros } from '../../lib/money.ts';
import { Dashboard } from '@shop/shared/contracts/admin';
import { ApiError } from '@shop/shared/contracts/common';
import type { App } from '../../types.ts';

export const LATEST_ORDERS = 5;

const n = (row: { n: number | string | bigint } | undefined): number => Number(row?.n ?? 0);

export async function dashboard(db: Kysely<Database>): Promise<Dashboard> {
  const [products, published, categories, newOrders, users, latest] = await Promise.all([
    db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst().then(n),
    db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('published', '=', 1).executeTakeFirst().then(n),
    db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst().then(n),
    db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'new').executeTakeFirst().then(n),
    db.selectFrom('admin_users').select((eb) => eb.fn.countAll<number>().as('n')).where('disabled', '=', 0).executeTakeFirst().then(n),
    db
      .selectFrom('orders')
      .select(['uuid', 'order_number', 'created_at', 'status', 'contact_json', 'total_with_vat_cents'])
      .orderBy('id', 'desc')
      .limit(LATEST_ORDERS)
      .execute(),
  ]);
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

export async function adminDashboardRoutes(app: App): Promise<void> {
  app.get('/api/admin/dashboard', { onRequest: app.requireUser(), schema: { response: { 200: Dashboard, 401: ApiError, 403: ApiError } } }, async () => dashboard(app.db));
}
