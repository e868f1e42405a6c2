// An order as the checkout stored it: its lines at the prices of the moment, never read again from the catalogue.
import type { CartContact, OrderReceipt } from '@shop/shared/contracts/cart';
import type { OrderDelivery } from '../delivery/index.ts';

export interface OrderSnapshotLine {
  product_uuid: string;
  name: string;
  quantity: number;
  unit_without_vat_cents: number;
  unit_with_vat_cents: number;
  vat_rate: number;
  total_without_vat_cents: number;
  total_with_vat_cents: number;
}

/** A new order as the cart's checkout stored it; the mails and the confirmation PDF are written from it. */
export interface CreatedOrder {
  receipt: OrderReceipt;
  contact: CartContact;
  lines: OrderSnapshotLine[];
  lang: string;
  /** Goods and delivery together (what the buyer pays). */
  totals: { without_vat_cents: number; vat_cents: number; with_vat_cents: number };
  delivery: OrderDelivery;
  /** An EU business outside Slovakia with a valid VAT ID form: lines and totals without VAT (decision 0065). */
  vat_reverse_charge: boolean;
}

/** What the confirmation PDF is written from: a new order, or a stored one (whose delivery is null when it predates the choice). */
export type OrderDocument = Omit<CreatedOrder, 'delivery'> & { delivery: OrderDelivery | null };
