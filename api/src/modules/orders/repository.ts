// Orders as the admin reads and changes them. Every function takes the executor (transactions, tests).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderStatus } from '@shop/shared/contracts/orders';
import { foldedLikeOf } from '../../lib/list-query.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The list's filters as the database compares them: created_at bounds are ISO instants, `to` exclusive. */
export interface OrderFilter {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  fromIso?: string | undefined;
  toIso?: string | undefined;
}

export interface Tracking {
  carrier: string;
  number: string;
  url: string | null;
}

export interface Author {
  user_id: number | null;
  user_email: string;
  user_name: string;
}

function filtered(db: Db, f: OrderFilter) {
  let q = db.selectFrom('orders');
  if (f.status) q = q.where('status', '=', f.status);
  if (f.q?.trim()) q = q.where(sql<boolean>`${sql.ref('search_text')} like ${foldedLikeOf(f.q)} escape '\\'`);
  if (f.fromIso) q = q.where('created_at', '>=', f.fromIso);
  if (f.toIso) q = q.where('created_at', '<', f.toIso);
  return q;
}

export const ordersRepository = {
  async count(db: Db, f: OrderFilter): Promise<number> {
    const row = await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** Newest first; without a limit, every matching order (the CSV export). */
  page(db: Db, f: OrderFilter, limit?: number, offset = 0) {
    const q = filtered(db, f).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
    return (limit === undefined ? q : q.limit(limit).offset(offset)).execute();
  },

  /** By uuid, or by order number (what the company reads in the notification mail). */
  find(db: Db, key: string) {
    return db
      .selectFrom('orders')
      .selectAll()
      .where((eb) => eb.or([eb('uuid', '=', key), eb('order_number', '=', key)]))
      .executeTakeFirst();
  },

  /**
   * Moves the order from `from` to `to`, only if it is still in `from` (two admins clicking at once: one wins).
   * Answers whether it moved.
   */
  async step(db: Db, id: number, from: OrderStatus, to: OrderStatus, reason: string | null, tracking: Tracking | null = null): Promise<boolean> {
    const res = await db
      .updateTable('orders')
      .set({
        status: to,
        cancel_reason: to === 'cancelled' ? reason : null,
        ...(to === 'completed' ? { handled_at: new Date().toISOString() } : {}),
        ...(tracking ? { tracking_carrier: tracking.carrier, tracking_number: tracking.number, tracking_url: tracking.url } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** Marks the payment received, only if it was not yet and the order is not cancelled; answers whether it did. */
  async markPaid(db: Db, id: number, author: Author): Promise<boolean> {
    const res = await db
      .updateTable('orders')
      .set({ paid_at: new Date().toISOString(), paid_by_user_id: author.user_id, paid_by_email: author.user_email, paid_by_name: author.user_name })
      .where('id', '=', id)
      .where('paid_at', 'is', null)
      .where('status', '!=', 'cancelled')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** By uuid only: the buyer's page names the order by its signed uuid, never by its (guessable) number. */
  findByUuid(db: Db, uuid: string) {
    return db.selectFrom('orders').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  },

  async addChange(db: Db, change: { order_id: number; from_status: OrderStatus; to_status: OrderStatus; reason: string | null } & Author): Promise<void> {
    await db.insertInto('order_status_changes').values({ ...change, created_at: new Date().toISOString() }).execute();
  },

  changes(db: Db, orderId: number) {
    return db.selectFrom('order_status_changes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  },

  async addNote(db: Db, note: { order_id: number; text: string } & Author): Promise<number> {
    const row = await db.insertInto('order_notes').values({ ...note, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  notes(db: Db, orderId: number) {
    return db.selectFrom('order_notes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  },
};
