// The carrier's price table. Every function takes the executor, so callers can run them inside a transaction.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface StoredDeliveryPrice {
  country: string;
  min_order_cents: number;
  price_cents: number;
}

export const deliveryRepository = {
  /** The whole table by country, then bound. */
  all(db: Db): Promise<StoredDeliveryPrice[]> {
    return db.selectFrom('delivery_prices').select(['country', 'min_order_cents', 'price_cents']).orderBy('country').orderBy('min_order_cents').execute();
  },

  /** The row of a country whose band holds the order value: the highest bound not above it; undefined if none. */
  band(db: Db, country: string, orderCents: number): Promise<StoredDeliveryPrice | undefined> {
    return db
      .selectFrom('delivery_prices')
      .select(['country', 'min_order_cents', 'price_cents'])
      .where('country', '=', country)
      .where('min_order_cents', '<=', orderCents)
      .orderBy('min_order_cents', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async replace(db: Db, rows: StoredDeliveryPrice[]): Promise<void> {
    await db.deleteFrom('delivery_prices').execute();
    if (rows.length > 0) await db.insertInto('delivery_prices').values(rows).execute();
  },
};
