// Orders as the admin reads and marks them. Every function takes the executor (transactions, tests).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderStatus } from '@shop/shared/contracts/orders';

type Db = Kysely<Database>;

export const ordersRepository = {
  async count(db: Db, status: OrderStatus | undefined): Promise<number> {
    let q = db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'));
    if (status) q = q.where('status', '=', status);
    return Number((await q.executeTakeFirst())?.n ?? 0);
  },

  /** Newest first. */
  page(db: Db, status: OrderStatus | undefined, limit: number, offset: number) {
    let q = db.selectFrom('orders').selectAll();
    if (status) q = q.where('status', '=', status);
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  },

  /** By uuid, or by order number (what the company reads in the notification mail). */
  find(db: Db, key: string) {
    return db
      .selectFrom('orders')
      .selectAll()
      .where((eb) => eb.or([eb('uuid', '=', key), eb('order_number', '=', key)]))
      .executeTakeFirst();
  },

  async setStatus(db: Db, id: number, status: OrderStatus): Promise<void> {
    await db
      .updateTable('orders')
      .set({ status, handled_at: status === 'handled' ? new Date().toISOString() : null })
      .where('id', '=', id)
      .execute();
  },
};
