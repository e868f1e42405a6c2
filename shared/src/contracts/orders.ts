// The admin's view of orders: GET /admin/orders, GET /admin/orders/export.csv, GET /admin/orders/{uuid},
// PATCH /admin/orders/{uuid} (a status step), POST /admin/orders/{uuid}/notes.
import { Type, type Static } from '@sinclair/typebox';
import { AcceptedDocument, CartContact } from './cart.ts';
import { DeliveryQuote } from './delivery.ts';
import { Lang, listOf } from './common.ts';

/** The way of an order: new -> confirmed -> ready_for_pickup or shipped -> completed; cancelled from any but completed. */
export const ORDER_STATUSES = ['new', 'confirmed', 'ready_for_pickup', 'shipped', 'completed', 'cancelled'] as const;
export const OrderStatus = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));
export type OrderStatus = Static<typeof OrderStatus>;

/** The steps allowed from each status (the server refuses any other with 409 order.transitionNotAllowed). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['ready_for_pickup', 'shipped', 'cancelled'],
  ready_for_pickup: ['completed', 'cancelled'],
  shipped: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const ORDER_CANCEL_REASON_MAX = 500;
export const ORDER_NOTE_MAX = 2000;

export const ORDERS_PER_PAGE = 20;

/** Amounts are euros with two decimals, as in the cart. */
export const OrderTotals = Type.Object({
  without_vat: Type.Number(),
  vat: Type.Number(),
  with_vat: Type.Number(),
  currency: Type.Literal('EUR'),
});
export type OrderTotals = Static<typeof OrderTotals>;

export const OrderListItem = Type.Object({
  uuid: Type.String(),
  order_number: Type.String(),
  status: OrderStatus,
  created_at: Type.String(),
  lang: Lang,
  customer: Type.Object({ name: Type.String(), email: Type.String(), company: Type.Union([Type.String(), Type.Null()]) }),
  units: Type.Integer({ description: 'sum of the quantities' }),
  totals: OrderTotals,
});
export type OrderListItem = Static<typeof OrderListItem>;

export const OrderLine = Type.Object({
  product_uuid: Type.String(),
  name: Type.String({ description: 'the name in the order language when it was sent' }),
  quantity: Type.Integer(),
  vat_rate: Type.Number(),
  unit_price: Type.Object({ without_vat: Type.Number(), with_vat: Type.Number() }),
  total: Type.Object({ without_vat: Type.Number(), with_vat: Type.Number() }),
});
export type OrderLine = Static<typeof OrderLine>;

/** One mail of the order in the outbox: the admin sees whether the notifications went out. */
export const OrderMail = Type.Object({
  kind: Type.String({ description: "'order-company', 'order-customer' or 'order-status' (a status change to the customer)" }),
  to: Type.String(),
  subject: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('sent')]),
  attempts: Type.Integer(),
  sent_at: Type.Union([Type.String(), Type.Null()]),
  last_error: Type.Union([Type.String(), Type.Null()]),
});
export type OrderMail = Static<typeof OrderMail>;

const Author = Type.Union([Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), email: Type.String(), name: Type.String() }), Type.Null()]);

/** One step in the order's history: from (null for the order's arrival) to, who, when, and the reason of a cancel. */
export const OrderStatusChange = Type.Object({
  from: Type.Union([OrderStatus, Type.Null()]),
  to: OrderStatus,
  reason: Type.Union([Type.String(), Type.Null()]),
  author: Author,
  created_at: Type.String(),
});
export type OrderStatusChange = Static<typeof OrderStatusChange>;

/** An internal note on an order: admins only, never mailed. */
export const OrderNote = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  author: Author,
  created_at: Type.String(),
});
export type OrderNote = Static<typeof OrderNote>;

export const TRACKING_CARRIER_MAX = 80;
export const TRACKING_NUMBER_MAX = 80;
export const TRACKING_URL_MAX = 500;

/** The parcel of a shipped order: the carrier's name, its tracking number and the carrier's page for it. */
export const OrderTracking = Type.Object({
  carrier: Type.String({ minLength: 1, maxLength: TRACKING_CARRIER_MAX }),
  number: Type.String({ minLength: 1, maxLength: TRACKING_NUMBER_MAX }),
  /** http(s) only; null when the admin gave none. */
  url: Type.Union([Type.String({ maxLength: TRACKING_URL_MAX }), Type.Null()]),
});
export type OrderTracking = Static<typeof OrderTracking>;

export const OrderDetail = Type.Object({
  uuid: Type.String(),
  order_number: Type.String(),
  status: OrderStatus,
  /** The statuses the order may go to now (buttons in the admin). */
  next_statuses: Type.Array(OrderStatus),
  created_at: Type.String(),
  /** When the order was completed (before the workflow: marked as handled); null until then. */
  handled_at: Type.Union([Type.String(), Type.Null()]),
  cancel_reason: Type.Union([Type.String(), Type.Null()]),
  /** The order was a VAT reverse charge (decision 0065): its lines are without VAT; false on orders from before. */
  vat_reverse_charge: Type.Boolean(),
  lang: Lang,
  contact: CartContact,
  lines: Type.Array(OrderLine),
  /** Pickup or carrier with its price as ordered; null on orders from before delivery was chosen. */
  delivery: Type.Union([DeliveryQuote, Type.Null()]),
  /** Goods and delivery together. */
  totals: OrderTotals,
  mails: Type.Array(OrderMail),
  /** Oldest first. */
  history: Type.Array(OrderStatusChange),
  /** Oldest first. */
  notes: Type.Array(OrderNote),
  /** The bank transfer's variable symbol (the order number's digits, at most 10). */
  variable_symbol: Type.String(),
  /** When the admin marked the payment received, and who; null while unpaid. */
  paid_at: Type.Union([Type.String(), Type.Null()]),
  paid_by: Author,
  /** Given with the step to shipped; null before, or when the admin gave none. */
  tracking: Type.Union([OrderTracking, Type.Null()]),
  /** The buyer's order page (/{lang}/order#{key}), to pass on to a buyer who lost the mail. */
  order_key: Type.String(),
  /** When the buyer accepted the terms of sale and the privacy policy, and which versions; null on orders from before. */
  terms_acceptance: Type.Union([Type.Object({ accepted_at: Type.String(), documents: Type.Array(AcceptedDocument) }), Type.Null()]),
});
export type OrderDetail = Static<typeof OrderDetail>;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a day YYYY-MM-DD (in the shop\'s time zone, Europe/Bratislava)' });

/** The filters of the list and of its CSV export. */
export const OrderFilterQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'part of the order number, customer name, company or e-mail' })),
  status: Type.Optional(OrderStatus),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});
export type OrderFilterQuery = Static<typeof OrderFilterQuery>;

export const OrderListQuery = Type.Composite([
  OrderFilterQuery,
  Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: ORDERS_PER_PAGE })),
  }),
]);
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderList = listOf(OrderListItem);
export type OrderList = Static<typeof OrderList>;

/** The tracking the admin types with the step to shipped: an empty url is none. */
export const OrderTrackingBody = Type.Object({
  carrier: Type.String({ maxLength: TRACKING_CARRIER_MAX }),
  number: Type.String({ maxLength: TRACKING_NUMBER_MAX }),
  url: Type.Optional(Type.String({ maxLength: TRACKING_URL_MAX })),
});
export type OrderTrackingBody = Static<typeof OrderTrackingBody>;

/** A status step; reason is required for 'cancelled' (told to the customer); tracking only with 'shipped'. */
export const OrderStatusBody = Type.Object({
  status: OrderStatus,
  reason: Type.Optional(Type.String({ maxLength: ORDER_CANCEL_REASON_MAX })),
  tracking: Type.Optional(OrderTrackingBody),
});
export type OrderStatusBody = Static<typeof OrderStatusBody>;

export const OrderNoteBody = Type.Object({ text: Type.String({ minLength: 1, maxLength: ORDER_NOTE_MAX }) });
export type OrderNoteBody = Static<typeof OrderNoteBody>;
