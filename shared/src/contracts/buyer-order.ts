// The buyer's order page (issue 47): GET /api/order and GET /api/order/confirmation.pdf, with the order's key in the
// Order-Key header (decision 0105). What the buyer may see of the order: no admin names, notes or mail log.
import { Type, type Static } from '@sinclair/typebox';
import { CartContact } from './cart.ts';
import { DeliveryQuote } from './delivery.ts';
import { Lang } from './common.ts';
import { OrderStatus, OrderTotals, OrderTracking } from './orders.ts';

export { ORDER_KEY_HEADER } from '../bank-payment.ts';

/** One thing that happened to the order, oldest first: it was placed, moved to a status, or its payment arrived. */
export const BuyerOrderEvent = Type.Object({
  event: Type.Union([Type.Literal('placed'), Type.Literal('paid'), OrderStatus]),
  at: Type.String(),
});
export type BuyerOrderEvent = Static<typeof BuyerOrderEvent>;

/** How the buyer pays by bank transfer: absent when the shop has set no IBAN. */
export const BankTransfer = Type.Object({
  /** Compact (no spaces); the page prints it in groups of four. */
  iban: Type.String(),
  bic: Type.Union([Type.String(), Type.Null()]),
  beneficiary: Type.String(),
  variable_symbol: Type.String(),
  /** Euros with two decimals, what the buyer pays (goods and delivery). */
  amount: Type.Number(),
  currency: Type.Literal('EUR'),
  /** The PAY by square code of this payment as a PNG data: URL. */
  qr_code: Type.String(),
});
export type BankTransfer = Static<typeof BankTransfer>;

export const BuyerOrder = Type.Object({
  order_number: Type.String(),
  status: OrderStatus,
  created_at: Type.String(),
  /** The language the order was placed in (its product names are in it). */
  lang: Lang,
  vat_reverse_charge: Type.Boolean(),
  contact: CartContact,
  lines: Type.Array(
    Type.Object({
      name: Type.String(),
      quantity: Type.Integer(),
      vat_rate: Type.Number(),
      unit_price: Type.Object({ without_vat: Type.Number(), with_vat: Type.Number() }),
      total: Type.Object({ without_vat: Type.Number(), with_vat: Type.Number() }),
    }),
  ),
  delivery: Type.Union([DeliveryQuote, Type.Null()]),
  totals: OrderTotals,
  cancel_reason: Type.Union([Type.String(), Type.Null()]),
  tracking: Type.Union([OrderTracking, Type.Null()]),
  paid_at: Type.Union([Type.String(), Type.Null()]),
  /** Shown while the order waits for its payment (not once paid or cancelled); null then, or without a shop IBAN. */
  bank_transfer: Type.Union([BankTransfer, Type.Null()]),
  events: Type.Array(BuyerOrderEvent),
});
export type BuyerOrder = Static<typeof BuyerOrder>;
