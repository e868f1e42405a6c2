// The admin's view of orders: GET /admin/orders, GET /admin/orders/{uuid}, PATCH /admin/orders/{uuid}.
import { Type, type Static } from '@sinclair/typebox';
import { CartContact } from './cart.ts';
import { Lang, ListMeta } from './common.ts';

export const ORDER_STATUSES = ['new', 'handled'] as const;
export const OrderStatus = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));
export type OrderStatus = Static<typeof OrderStatus>;

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
  kind: Type.String({ description: "'order-company' or 'order-customer'" }),
  to: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('sent')]),
  attempts: Type.Integer(),
  sent_at: Type.Union([Type.String(), Type.Null()]),
  last_error: Type.Union([Type.String(), Type.Null()]),
});
export type OrderMail = Static<typeof OrderMail>;

export const OrderDetail = Type.Object({
  uuid: Type.String(),
  order_number: Type.String(),
  status: OrderStatus,
  created_at: Type.String(),
  handled_at: Type.Union([Type.String(), Type.Null()]),
  lang: Lang,
  contact: CartContact,
  lines: Type.Array(OrderLine),
  totals: OrderTotals,
  mails: Type.Array(OrderMail),
});
export type OrderDetail = Static<typeof OrderDetail>;

export const OrderListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: ORDERS_PER_PAGE })),
  status: Type.Optional(OrderStatus),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderList = Type.Object({ data: Type.Array(OrderListItem), meta: ListMeta });
export type OrderList = Static<typeof OrderList>;

export const OrderStatusBody = Type.Object({ status: OrderStatus });
export type OrderStatusBody = Static<typeof OrderStatusBody>;
