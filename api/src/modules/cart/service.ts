// Cart and checkout. Changes run in one transaction each; sending turns the cart into an order exactly once
// (checkout.ts); prices come from pricing.ts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { euros } from '../../lib/money.ts';
import type { Database } from '../../db/schema.ts';
import { MAX_LINE_QUANTITY, type Cart, type CartContact, type CartRef } from '@shop/shared/contracts/cart';
import type { DeliveryMethod, DeliveryOptions } from '@shop/shared/contracts/delivery';
import { carrierPrice, netCents, pickupAddress, priceDelivery, quoteOf } from '../delivery/index.ts';
import { normalizeBusinessContact } from './business-contact.ts';
import { createCheckout, type CheckoutDeps } from './checkout.ts';
import { cartDelivery, pricedLines, reverseChargeOf, totalsOf, withDelivery } from './pricing.ts';
import { cartRepository as repo } from './repository.ts';

type Db = Kysely<Database>;

export type { OrderListener, OrderTransactionHook } from './checkout.ts';

/** orderKey: the key of an order's page for the buyer (decision 0105), answered with the receipt. */
export function createCartService(
  db: Db,
  deps: CheckoutDeps & {
    /** After a new cart is committed (the metrics). */
    onCartCreated?: () => void;
  },
) {
  async function openCart(trx: Db, uuid: string) {
    const cart = await repo.findCart(trx, uuid);
    if (!cart) throw notFound(`Cart not found: ${uuid}`);
    if (cart.status !== 'open') throw conflict('The cart has already been sent and cannot be changed');
    return cart;
  }

  async function productByUuid(trx: Db, uuid: string) {
    const p = await repo.productByUuid(trx, uuid);
    if (!p) throw notFound(`Product not found: ${uuid}`);
    return p;
  }

  async function getCart(uuid: string, lang: string): Promise<Cart> {
    const cart = await repo.findCart(db, uuid);
    if (!cart) throw notFound(`Cart not found: ${uuid}`);
    const priced = await pricedLines(db, cart, lang);
    const { lines: products, snapshot } = priced;
    const t = totalsOf(snapshot);
    const delivery = cart.status === 'open' ? await cartDelivery(db, cart, priced, lang) : null;
    const all = withDelivery(t, delivery);
    return {
      uuid: cart.uuid,
      count: products.reduce((s, l) => s + l.quantity, 0),
      vat_reverse_charge: cart.status === 'open' && reverseChargeOf(cart.contact_json),
      status: cart.status,
      price_object: { without_vat: euros(t.without_vat_cents), vat: euros(t.vat_cents), with_vat: euros(t.with_vat_cents), currency: 'EUR' },
      products,
      // A sent cart's contact details belong to its order now; anyone holding the cart id must not read them.
      contact: cart.status === 'open' && cart.contact_json ? (JSON.parse(cart.contact_json) as CartContact) : null,
      delivery: delivery ? quoteOf(delivery) : null,
      order_total: { without_vat: euros(all.without_vat_cents), vat: euros(all.vat_cents), with_vat: euros(all.with_vat_cents), currency: 'EUR' },
    };
  }

  return {
    getCart,
    ...createCheckout(db, deps),

    async add(input: { product_uuid: string; cart_uuid?: string | undefined; quantity?: number | undefined }, lang: string): Promise<CartRef> {
      const quantity = input.quantity ?? 1;
      let created = false;
      const ref = await db.transaction().execute(async (trx) => {
        const product = await productByUuid(trx, input.product_uuid);
        if (product.published !== 1) throw notFound(`Product not found: ${input.product_uuid}`);
        let cartId: number;
        let uuid: string;
        if (input.cart_uuid) {
          const cart = await openCart(trx, input.cart_uuid);
          cartId = cart.id;
          uuid = cart.uuid;
          await repo.touchCart(trx, cartId, { lang });
        } else {
          uuid = randomUUID();
          cartId = await repo.createCart(trx, uuid, lang);
          created = true;
        }
        const total = await repo.addUnits(trx, cartId, product.id, quantity);
        if (total > MAX_LINE_QUANTITY) {
          throw unprocessable(`At most ${MAX_LINE_QUANTITY} units of one product fit in the cart`, [
            { field: 'quantity', message: `the line would have ${total} units, the maximum is ${MAX_LINE_QUANTITY}` },
          ]);
        }
        return { uuid, count: await repo.countUnits(trx, cartId) };
      });
      if (created) deps.onCartCreated?.();
      return ref;
    },

    async remove(cartUuid: string, productUuid: string, lang: string): Promise<Cart> {
      await db.transaction().execute(async (trx) => {
        const cart = await openCart(trx, cartUuid);
        const product = await productByUuid(trx, productUuid);
        if (!(await repo.removeItem(trx, cart.id, product.id))) throw notFound(`Product ${productUuid} is not in the cart`);
        await repo.touchCart(trx, cart.id);
      });
      return getCart(cartUuid, lang);
    },

    async setQuantity(cartUuid: string, productUuid: string, quantity: number, lang: string): Promise<Cart> {
      await db.transaction().execute(async (trx) => {
        const cart = await openCart(trx, cartUuid);
        const product = await productByUuid(trx, productUuid);
        if (!(await repo.setQuantity(trx, cart.id, product.id, quantity))) throw notFound(`Product ${productUuid} is not in the cart`);
        await repo.touchCart(trx, cart.id);
      });
      return getCart(cartUuid, lang);
    },

    async updateContact(cartUuid: string, input: CartContact, lang: string): Promise<CartRef> {
      const contact = normalizeBusinessContact(input);
      return db.transaction().execute(async (trx) => {
        const cart = await openCart(trx, cartUuid);
        await repo.touchCart(trx, cart.id, { contact_json: JSON.stringify(contact), lang });
        return { uuid: cart.uuid, count: await repo.countUnits(trx, cart.id) };
      });
    },

    /** Both ways of delivery for this cart, the carrier's for the country the buyer typed (before they choose). */
    async deliveryOptions(cartUuid: string, country: string, lang: string): Promise<DeliveryOptions> {
      const cart = await repo.findCart(db, cartUuid);
      if (!cart) throw notFound(`Cart not found: ${cartUuid}`);
      const { orderValueCents, deliveryVatRate } = await pricedLines(db, cart, lang);
      const carrier = country.trim() ? await carrierPrice(db, country, orderValueCents) : { code: null, cents: null };
      return {
        pickup: { price: 0, address: await pickupAddress(db, lang) },
        carrier: {
          country: carrier.code,
          served: carrier.cents !== null,
          price: carrier.cents === null ? null : euros(carrier.cents),
          // What a reverse charge will charge: the form decides from the VAT ID being typed, before it is saved.
          price_without_vat: carrier.cents === null ? null : euros(netCents(carrier.cents, deliveryVatRate)),
        },
      };
    },

    /** The buyer's choice; a carrier needs the contact's country to be served (422 otherwise). Answers the cart. */
    async setDelivery(cartUuid: string, method: DeliveryMethod, lang: string): Promise<Cart> {
      await db.transaction().execute(async (trx) => {
        const cart = await openCart(trx, cartUuid);
        if (method === 'carrier') {
          if (!cart.contact_json) {
            throw unprocessable('Fill in the address before choosing a carrier', [{ field: 'contact', message: 'is required', code: 'delivery.addressFirst' }], 'delivery.addressFirst');
          }
          const { orderValueCents, deliveryVatRate } = await pricedLines(trx, cart, lang);
          await priceDelivery(trx, { method, contact: JSON.parse(cart.contact_json) as CartContact, goodsWithVatCents: orderValueCents, vatRate: deliveryVatRate, lang });
        }
        await repo.touchCart(trx, cart.id, { delivery_method: method });
      });
      return getCart(cartUuid, lang);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
