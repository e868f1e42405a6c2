import { Type, type Static } from '@sinclair/typebox';
import { MAX_LINE_QUANTITY } from './limits.ts';

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
  status: Type.Union([Type.Literal('open'), Type.Literal('sent')]),
  price_object: CartTotals,
  products: Type.Array(CartLine),
  contact: Type.Union([CartContact, Type.Null()]),
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
export const SendCartBody = Type.Object({ 'g-recaptcha-response': Type.Optional(Type.String()) });

/** Answer of POST /api/cart/{cartId}/send. */
export const OrderReceipt = Type.Object({ order_number: Type.String(), uuid: Type.String(), created_at: Type.String() });
export type OrderReceipt = Static<typeof OrderReceipt>;
