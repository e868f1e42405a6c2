// A cart priced for its buyer: the lines at the catalogue's prices, a reverse charge's 0 % VAT, the delivery chosen
// and priced now, and the totals with it. The same numbers in the cart, the summary, the order and its mails.
import type { Kysely } from 'kysely';
import { isVatReverseCharge } from '@shop/shared/business-ids';
import type { CartContact, CartLine } from '@shop/shared/contracts/cart';
import type { DeliveryMethod } from '@shop/shared/contracts/delivery';
import type { Database } from '../../db/schema.ts';
import { mediaUrl } from '../../lib/media.ts';
import { euros, withVatCents } from '../../lib/money.ts';
import { createCatalogRepository } from '../catalog/index.ts';
import { priceDelivery, type OrderDelivery } from '../delivery/index.ts';
import type { OrderSnapshotLine } from '../orders/index.ts';
import { cartRepository as repo } from './repository.ts';

type Db = Kysely<Database>;

/** The cart's lines as shown and as an order stores them, with what its delivery is priced by. */
export interface PricedLines {
  lines: CartLine[];
  snapshot: OrderSnapshotLine[];
  deliveryVatRate: number;
  reverseCharge: boolean;
  orderValueCents: number;
}

/**
 * The cart's lines priced for its buyer. `cart.contact_json` is the contact its caller has just read with the cart
 * (in the same transaction when there is one), so a cart read costs no second query for it.
 */
export async function pricedLines(
  exec: Db,
  cart: { id: number; contact_json: string | null },
  lang: string,
): Promise<PricedLines> {
  const catalogRepo = createCatalogRepository(exec);
  const items = await repo.items(exec, cart.id);
  // A reverse charge prices every line at 0 % VAT: the same numbers in the cart, the summary, the order and its mails.
  const reverseCharge = reverseChargeOf(cart.contact_json);
  const texts = await catalogRepo.listItems(items.map((i) => i.product_id), lang);
  const out: CartLine[] = [];
  const snapshot: OrderSnapshotLine[] = [];
  for (const i of items) {
    const text = texts.get(i.product_id);
    const name = text?.name ?? '';
    const vatRate = reverseCharge ? 0 : i.vat_rate;
    const unitWith = withVatCents(i.price_cents, vatRate);
    out.push({
      uuid: i.uuid,
      slug: text?.slug ?? '',
      name,
      thumb_url: mediaUrl(text?.thumb),
      quantity: i.quantity,
      unit_price: { without_vat: euros(i.price_cents), with_vat: euros(unitWith), vat_rate: vatRate },
      total: { without_vat: euros(i.price_cents * i.quantity), with_vat: euros(unitWith * i.quantity) },
    });
    snapshot.push({
      product_uuid: i.uuid,
      name,
      quantity: i.quantity,
      unit_without_vat_cents: i.price_cents,
      unit_with_vat_cents: unitWith,
      vat_rate: vatRate,
      total_without_vat_cents: i.price_cents * i.quantity,
      total_with_vat_cents: unitWith * i.quantity,
    });
  }
  // The delivery's VAT rate is the highest of the goods' own rates (a delivery follows the supply it serves); a
  // reverse charge then takes the VAT off its price as off the goods' (netOf). The carrier's band is chosen by the
  // goods' value at their own VAT rates whoever buys (decision 0113): the contact step shows it before the buyer's
  // VAT ID is saved, and the summary charges the same band.
  const orderValueCents = items.reduce((sum, i) => sum + withVatCents(i.price_cents, i.vat_rate) * i.quantity, 0);
  return { lines: out, snapshot, deliveryVatRate: items.reduce((max, i) => Math.max(max, i.vat_rate), 0), reverseCharge, orderValueCents };
}

export function reverseChargeOf(contactJson: string | null): boolean {
  return contactJson ? isVatReverseCharge(JSON.parse(contactJson) as CartContact) : false;
}

export function totalsOf(snapshot: OrderSnapshotLine[]) {
  const without = snapshot.reduce((s, l) => s + l.total_without_vat_cents, 0);
  const withVat = snapshot.reduce((s, l) => s + l.total_with_vat_cents, 0);
  return { without_vat_cents: without, vat_cents: withVat - without, with_vat_cents: withVat };
}

/** A delivery under a reverse charge: its price without VAT, as the goods' (decision 0065). */
export const netOf = (delivery: OrderDelivery, reverseCharge: boolean): OrderDelivery =>
  reverseCharge ? { ...delivery, vat_rate: 0, price_with_vat_cents: delivery.price_without_vat_cents } : delivery;

/** Goods plus delivery, in cents. */
export function withDelivery(goods: ReturnType<typeof totalsOf>, delivery: OrderDelivery | null) {
  const without = goods.without_vat_cents + (delivery?.price_without_vat_cents ?? 0);
  const withVat = goods.with_vat_cents + (delivery?.price_with_vat_cents ?? 0);
  return { without_vat_cents: without, vat_cents: withVat - without, with_vat_cents: withVat };
}

/** The cart's delivery as chosen and priced now; null before a choice, or when the choice cannot be priced any more. */
export async function cartDelivery(
  exec: Db,
  cart: { delivery_method: string | null; contact_json: string | null },
  { snapshot, deliveryVatRate, reverseCharge, orderValueCents }: PricedLines,
  lang: string,
): Promise<OrderDelivery | null> {
  const method = cart.delivery_method as DeliveryMethod | null;
  if (!method || !cart.contact_json || snapshot.length === 0) return null;
  const contact = JSON.parse(cart.contact_json) as CartContact;
  try {
    return netOf(await priceDelivery(exec, { method, contact, goodsWithVatCents: orderValueCents, vatRate: deliveryVatRate, lang }), reverseCharge);
  } catch {
    // The country is no longer served: the summary shows no price and the send answers why (422).
    return null;
  }
}

