// Carts, their lines and orders. Every function takes the executor, so callers can run them inside a transaction.
import { sql, type Kysely } from 'kysely';
import type { Insertable } from 'kysely';
import { isPostgres, lockForTransaction } from '../../db/dialect.ts';
import type { Database, OrdersTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

const now = (): string => new Date().toISOString();

export const cartRepository = {
  /** A product's id and whether it is published, for a line of the cart. */
  productByUuid(db: Db, uuid: string) {
    return db.selectFrom('products').select(['id', 'published']).where('uuid', '=', uuid).executeTakeFirst();
  },

  findCart(db: Db, uuid: string) {
    return db.selectFrom('carts').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  },

  /**
   * The cart, locked until the transaction ends on PostgreSQL, so two instances sending it at once take turns and
   * the second sees the first one's order. (SQLite runs one write transaction at a time anyway.)
   */
  findCartForUpdate(db: Db, uuid: string) {
    const query = db.selectFrom('carts').selectAll().where('uuid', '=', uuid);
    return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  },

  async createCart(db: Db, uuid: string, lang: string): Promise<number> {
    const row = await db
      .insertInto('carts')
      .values({ uuid, lang, status: 'open', contact_json: null, created_at: now(), updated_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  touchCart(db: Db, cartId: number, patch: { contact_json?: string | null; lang?: string; status?: 'open' | 'sent'; delivery_method?: string | null } = {}) {
    return db.updateTable('carts').set({ ...patch, updated_at: now() }).where('id', '=', cartId).execute();
  },

  /** Adds units to a line in one statement (an upsert), so concurrent adds never lose units. Returns the new quantity. */
  async addUnits(db: Db, cartId: number, productId: number, quantity: number): Promise<number> {
    const row = await db
      .insertInto('cart_items')
      .values({ cart_id: cartId, product_id: productId, quantity, created_at: now() })
      .onConflict((oc) => oc.columns(['cart_id', 'product_id']).doUpdateSet({ quantity: sql`cart_items.quantity + excluded.quantity` }))
      .returning('quantity')
      .executeTakeFirstOrThrow();
    return row.quantity;
  },

  async setQuantity(db: Db, cartId: number, productId: number, quantity: number): Promise<boolean> {
    const r = await db.updateTable('cart_items').set({ quantity }).where('cart_id', '=', cartId).where('product_id', '=', productId).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  async removeItem(db: Db, cartId: number, productId: number): Promise<boolean> {
    const r = await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('product_id', '=', productId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  },

  /** The lines with their current product prices, in the order they were added. */
  items(db: Db, cartId: number) {
    return db
      .selectFrom('cart_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['i.product_id', 'i.quantity', 'p.uuid', 'p.price_cents', 'p.vat_rate', 'p.published'])
      .where('i.cart_id', '=', cartId)
      .orderBy('i.created_at')
      .orderBy('i.product_id')
      .execute();
  },

  async countUnits(db: Db, cartId: number): Promise<number> {
    const row = await db
      .selectFrom('cart_items')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.val(0)).as('n'))
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  orderOfCart(db: Db, cartId: number) {
    return db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
  },

  /** Call inside the transaction that inserts the order: concurrent orders of different carts get different numbers. */
  async nextOrderSequence(db: Db): Promise<number> {
    await lockForTransaction(db, 'order-number');
    const row = await db.selectFrom('orders').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
    return Number(row?.max ?? 0) + 1;
  },

  insertOrder(db: Db, order: Insertable<OrdersTable>) {
    return db.insertInto('orders').values(order).execute();
  },
};
