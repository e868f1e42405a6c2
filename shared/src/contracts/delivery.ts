// Delivery (issue 32): pickup at the workshop (free) or a carrier, priced from a table the admin edits: rows of a
// country and an order-value band. Amounts are euros with VAT, as the buyer pays them (docs/decisions/0064-delivery.md).
import { Type, type Static } from '@sinclair/typebox';

export const DELIVERY_METHODS = ['pickup', 'carrier'] as const;
export const DeliveryMethod = Type.Union(DELIVERY_METHODS.map((m) => Type.Literal(m)));
export type DeliveryMethod = Static<typeof DeliveryMethod>;

/** Rows a price table may have (a few per country the shop delivers to). */
export const MAX_DELIVERY_PRICE_ROWS = 300;
/** The largest price or order-value bound, in euros. */
export const MAX_DELIVERY_AMOUNT = 1_000_000;

/**
 * One row of the table: carrier delivery to `country` costs `price` for orders whose value (goods with VAT) is at
 * least `min_order_value`, up to the next row's bound of the same country.
 */
export const DeliveryPriceRow = Type.Object({
  country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 code, e.g. SK' }),
  min_order_value: Type.Number({ minimum: 0, maximum: MAX_DELIVERY_AMOUNT, description: 'euros with VAT, inclusive' }),
  price: Type.Number({ minimum: 0, maximum: MAX_DELIVERY_AMOUNT, description: 'euros with VAT' }),
});
export type DeliveryPriceRow = Static<typeof DeliveryPriceRow>;

/** GET and PUT /api/admin/delivery-prices: the whole table, sorted by country and bound. */
export const DeliveryPriceTable = Type.Object({ rows: Type.Array(DeliveryPriceRow, { maxItems: MAX_DELIVERY_PRICE_ROWS }) });
export type DeliveryPriceTable = Static<typeof DeliveryPriceTable>;

/** PUT /api/cart/{cartId}/delivery: the buyer's choice. The price is never taken from the client. */
export const CartDeliveryBody = Type.Object({ method: DeliveryMethod });
export type CartDeliveryBody = Static<typeof CartDeliveryBody>;

/** The delivery of a cart or an order as the server priced it. */
export const DeliveryQuote = Type.Object({
  method: DeliveryMethod,
  /** Carrier: the ISO code of the buyer's country; pickup: null. */
  country: Type.Union([Type.String(), Type.Null()]),
  price: Type.Object({ without_vat: Type.Number(), with_vat: Type.Number(), vat_rate: Type.Number() }),
  /** Pickup: where, from the company settings ("Name, Street, ZIP Town"); carrier: null. */
  pickup_address: Type.Union([Type.String(), Type.Null()]),
});
export type DeliveryQuote = Static<typeof DeliveryQuote>;

/** GET /api/cart/{cartId}/delivery-options?country=…: both ways for this cart, to show before the buyer chooses. */
export const DeliveryOptions = Type.Object({
  pickup: Type.Object({ price: Type.Number(), address: Type.String() }),
  carrier: Type.Object({
    /** The ISO code the country text was read as; null when it names no country. */
    country: Type.Union([Type.String(), Type.Null()]),
    /** False when the table has no row for the country (the buyer is told, the choice is refused with 422). */
    served: Type.Boolean(),
    /** Euros with VAT; null when not served. */
    price: Type.Union([Type.Number(), Type.Null()]),
    /**
     * Euros without VAT: what a VAT reverse charge charges (decision 0065), shown once the buyer's country and VAT ID
     * make the order one (decision 0113); null when not served. Optional for servers from before.
     */
    price_without_vat: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  }),
});
export type DeliveryOptions = Static<typeof DeliveryOptions>;

export const DeliveryOptionsQuery = Type.Object({ country: Type.Optional(Type.String({ maxLength: 80 })) });
