// The counts and the latest orders the admin's dashboard shows.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const n = (row: { n: number | string | bigint } | undefined): number => Number(row?.n ?? 0);

export function createDashboardRepository(db: Kysely<Database>) {
  return {
    /** Products (all and published), categories, new orders and enabled accounts. */
    async counts() {
      const [products, published, categories, newOrders, users] = await Promise.all([
        db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst().then(n),
        db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('published', '=', 1).executeTakeFirst().then(n),
        db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst().then(n),
        db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'new').executeTakeFirst().then(n),
        db.selectFrom('admin_users').select((eb) => eb.fn.countAll<number>().as('n')).where('disabled', '=', 0).executeTakeFirst().then(n),
      ]);
      return { products, published, categories, newOrders, users };
    },

    latestOrders(limit: number) {
      return db.selectFrom('orders').select(['uuid', 'order_number', 'created_at', 'status', 'contact_json', 'total_with_vat_cents']).orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
