import { Type, type Static } from '@sinclair/typebox';
import { MAX_LINE_QUANTITY } from './limits.ts';
import { DeliveryQuote } from './delivery.ts';

export const CartTotals = Type.Object({
  without_vat: Type.Number(),
  vat: Type.Number(),
  with_vat: Type.Number(),
  currency: Type.Literal('EUR'),
});
export type CartTotals = Static<typeof CartTotals>;

export const CartLine = Type.Object({
  uuid: Type.String({ description: 'the product uuid; also the {productId} of the cart calls' }),
  slug: Type.String(),
  name: Type.String(),
  thumb_url: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  unit_price: Type.Object({ without_vat: Type.Number(), with_vat: Type.Number(), vat_rate: Type.Number() }),
  total: Type.Object({ without_vat: Type.Number(), with_vat: Type.Number() }),
});
export type CartLine = Static<typeof CartLine>;

export { MAX_LINE_QUANTITY } from './limits.ts';

export const CartContact = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  phone: Type.String({ minLength: 5, maxLength: 40 }),
  company: Type.Optional(Type.String({ maxLength: 200 })),
  company_id: Type.Optional(Type.String({ maxLength: 40, description: 'ICO' })),
  vat_id: Type.Optional(Type.String({ maxLength: 40, description: 'DIC / IC DPH' })),
  street: Type.String({ minLength: 1, maxLength: 200 }),
  city: Type.String({ minLength: 1, maxLength: 120 }),
  zip: Type.String({ minLength: 3, maxLength: 12 }),
  country: Type.String({ minLength: 2, maxLength: 80 }),
  note: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type CartContact = Static<typeof CartContact>;

/** GET /api/cart/{cartId} and the answers of remove and quantity change. */
export const Cart = Type.Object({
  uuid: Type.String(),
  count: Type.Integer({ description: 'sum of the quantities' }),
  /**
   * The contact is an EU business outside Slovakia with a VAT ID of its country's form (decision 0065): the lines and
   * totals are without VAT, the buyer accounts for it.
   */
  vat_reverse_charge: Type.Boolean(),
  status: Type.Union([Type.Literal('open'), Type.Literal('sent')]),
  price_object: CartTotals,
  products: Type.Array(CartLine),
  contact: Type.Union([CartContact, Type.Null()]),
  /** The buyer's delivery as the server prices it now; null before a choice (or when it cannot be priced any more). */
  delivery: Type.Union([DeliveryQuote, Type.Null()]),
  /** Goods and delivery together: what the buyer pays. */
  order_total: CartTotals,
});
export type Cart = Static<typeof Cart>;

/** Answer of add and update: data with uuid and count. */
export const CartRef = Type.Object({ uuid: Type.String(), count: Type.Integer() });
export type CartRef = Static<typeof CartRef>;

export const AddToCartBody = Type.Object({
  product_uuid: Type.String({ minLength: 1 }),
  cart_uuid: Type.Optional(Type.String({ minLength: 1 })),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY, default: 1 })),
});
export const QuantityBody = Type.Object({ quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }) });
export const UpdateCartBody = Type.Object({ contact: CartContact });
/** The site documents a buyer accepts before sending an order (spec: general terms of sale, privacy policy). */
export const ACCEPTED_DOCUMENT_KEYS = ['terms', 'privacy'] as const;
export const AcceptedDocumentKey = Type.Union([Type.Literal('terms'), Type.Literal('privacy')]);
export type AcceptedDocumentKey = Static<typeof AcceptedDocumentKey>;

export const SendCartBody = Type.Object({
  'g-recaptcha-response': Type.Optional(Type.String()),
  /** The buyer ticked that they accept the general terms of sale and the privacy policy; an order is refused without it. */
  terms_accepted: Type.Optional(Type.Boolean()),
  /**
   * The versions of the documents the buyer was shown (SiteDocument.version); when one has changed since, the order is
   * refused (409) so the buyer can read the new one.
   */
  document_versions: Type.Optional(Type.Object({ terms: Type.Optional(Type.String({ maxLength: 64 })), privacy: Type.Optional(Type.String({ maxLength: 64 })) })),
});
export type SendCartBody = Static<typeof SendCartBody>;

/** A document the buyer accepted with an order: which one, its version, and the file in the order's language. */
export const AcceptedDocument = Type.Object({
  key: AcceptedDocumentKey,
  uuid: Type.String(),
  version: Type.String({ description: 'the document\'s updated_at when it was accepted' }),
  title: Type.String(),
  url: Type.String(),
});
export type AcceptedDocument = Static<typeof AcceptedDocument>;

/** Answer of POST /api/cart/{cartId}/send. */
export const OrderReceipt = Type.Object({
  order_number: Type.String(),
  uuid: Type.String(),
  created_at: Type.String(),
  /** The key of the buyer's order page (/{lang}/order#{key}): the order's link, no account needed (decision 0105). */
  order_key: Type.String(),
});
export type OrderReceipt = Static<typeof OrderReceipt>;
