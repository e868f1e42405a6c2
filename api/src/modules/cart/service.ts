// Cart and checkout. Changes run in one transaction each; sending turns the cart into an order exactly once.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { mediaUrl } from '../../lib/media.ts';
import { euros, withVatCents } from '../../lib/money.ts';
import type { Database } from '../../db/schema.ts';
import { ACCEPTED_DOCUMENT_KEYS, MAX_LINE_QUANTITY, type AcceptedDocument, type Cart, type CartContact, type CartLine, type CartRef, type OrderReceipt, type SendCartBody } from '@shop/shared/contracts/cart';
import { createContentRepository } from '../content/index.ts';
import { createCatalogRepository } from '../catalog/index.ts';
import { cartRepository as repo } from './repository.ts';
import type { BotCheck } from '../../lib/bot-check.ts';
import { orderSearchText, type OrderSnapshotLine } from '../orders/index.ts';
import type { DeliveryMethod, DeliveryOptions } from '@shop/shared/contracts/delivery';
import { carrierPrice, netCents, type OrderDelivery, pickupAddress, priceDelivery, quoteOf } from '../delivery/index.ts';
import { isVatReverseCharge } from '@shop/shared/business-ids';
import { normalizeBusinessContact } from './business-contact.ts';

type Db = Kysely<Database>;

// orders/csv.ts still names the order's lines through the cart (a follow-up points it at orders' own file).
export type { OrderSnapshotLine };

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

/** Called after the order was committed (logging; the mails are queued inside the transaction, see below). */
export type OrderListener = (order: CreatedOrder) => void | Promise<void>;

/**
 * Runs inside the transaction that stores the order (e.g. writes its mails to the outbox): both or neither. `origin`
 * is the site's address the order was sent from (PUBLIC_URL, or the request's host), for the mails' links.
 */
export type OrderTransactionHook = (trx: Db, order: CreatedOrder, context: { origin: string }) => Promise<void>;

/** orderKey: the key of an order's page for the buyer (decision 0105), answered with the receipt. */
export function createCartService(
  db: Db,
  deps: {
    botCheck: BotCheck;
    orderKey: (uuid: string) => string;
    onOrder?: OrderListener;
    inOrderTransaction?: OrderTransactionHook;
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
    const p = await trx.selectFrom('products').select(['id', 'published']).where('uuid', '=', uuid).executeTakeFirst();
    if (!p) throw notFound(`Product not found: ${uuid}`);
    return p;
  }

  /**
   * The cart's lines priced for its buyer. `cart.contact_json` is the contact its caller has just read with the cart
   * (in the same transaction when there is one), so a cart read costs no second query for it.
   */
  async function lines(
    exec: Db,
    cart: { id: number; contact_json: string | null },
    lang: string,
  ): Promise<{ lines: CartLine[]; snapshot: OrderSnapshotLine[]; deliveryVatRate: number; reverseCharge: boolean; orderValueCents: number }> {
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

  function reverseChargeOf(contactJson: string | null): boolean {
    return contactJson ? isVatReverseCharge(JSON.parse(contactJson) as CartContact) : false;
  }

  function totalsOf(snapshot: OrderSnapshotLine[]) {
    const without = snapshot.reduce((s, l) => s + l.total_without_vat_cents, 0);
    const withVat = snapshot.reduce((s, l) => s + l.total_with_vat_cents, 0);
    return { without_vat_cents: without, vat_cents: withVat - without, with_vat_cents: withVat };
  }

  /** A delivery under a reverse charge: its price without VAT, as the goods' (decision 0065). */
  const netOf = (delivery: OrderDelivery, reverseCharge: boolean): OrderDelivery =>
    reverseCharge ? { ...delivery, vat_rate: 0, price_with_vat_cents: delivery.price_without_vat_cents } : delivery;

  /** Goods plus delivery, in cents. */
  function withDelivery(goods: ReturnType<typeof totalsOf>, delivery: OrderDelivery | null) {
    const without = goods.without_vat_cents + (delivery?.price_without_vat_cents ?? 0);
    const withVat = goods.with_vat_cents + (delivery?.price_with_vat_cents ?? 0);
    return { without_vat_cents: without, vat_cents: withVat - without, with_vat_cents: withVat };
  }

  /** The cart's delivery as chosen and priced now; null before a choice, or when the choice cannot be priced any more. */
  async function cartDelivery(
    exec: Db,
    cart: { delivery_method: string | null; contact_json: string | null },
    { snapshot, deliveryVatRate, reverseCharge, orderValueCents }: Awaited<ReturnType<typeof lines>>,
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

  async function getCart(uuid: string, lang: string): Promise<Cart> {
    const cart = await repo.findCart(db, uuid);
    if (!cart) throw notFound(`Cart not found: ${uuid}`);
    const priced = await lines(db, cart, lang);
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

  /** The terms of sale and the privacy policy as they are now, with their files in the order's language. */
  async function acceptedDocuments(exec: Db, lang: string): Promise<AcceptedDocument[]> {
    const rows = await createContentRepository(exec).documentsIn('site', lang);
    return ACCEPTED_DOCUMENT_KEYS.flatMap((key) => {
      const row = rows.find((r) => r.key === key);
      return row ? [{ key, uuid: row.uuid, version: row.updated_at, title: row.title, url: mediaUrl(row.path) }] : [];
    });
  }

  /** Refuses an order whose buyer did not accept the documents, or accepted a version that has changed since. */
  async function checkAcceptance(body: SendCartBody, lang: string): Promise<void> {
    if (body.terms_accepted !== true) {
      throw unprocessable('Accept the general terms of sale and the privacy policy before sending the order', [{ field: 'terms_accepted', message: 'must be true', code: 'checkout.termsRequired' }], 'checkout.termsRequired');
    }
    const shown = body.document_versions ?? {};
    const changed = (await acceptedDocuments(db, lang)).filter((d) => shown[d.key] !== undefined && shown[d.key] !== d.version);
    if (changed.length > 0) {
      throw conflict(`The ${changed.map((d) => d.key).join(' and ')} changed while the order was prepared; read them again`, { code: 'checkout.termsChanged', params: { documents: changed.map((d) => d.key).join(',') } });
    }
  }

  const receiptOf = (o: { order_number: string; uuid: string; created_at: string }): OrderReceipt => ({
    order_number: o.order_number,
    uuid: o.uuid,
    created_at: o.created_at,
    order_key: deps.orderKey(o.uuid),
  });

  return {
    getCart,

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
      const { orderValueCents, deliveryVatRate } = await lines(db, cart, lang);
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
          const { orderValueCents, deliveryVatRate } = await lines(trx, cart, lang);
          await priceDelivery(trx, { method, contact: JSON.parse(cart.contact_json) as CartContact, goodsWithVatCents: orderValueCents, vatRate: deliveryVatRate, lang });
        }
        await repo.touchCart(trx, cart.id, { delivery_method: method });
      });
      return getCart(cartUuid, lang);
    },

    /** Idempotent: a cart that was already sent answers with its existing order. */
    async send(cartUuid: string, body: SendCartBody, remoteIp: string, origin: string): Promise<OrderReceipt> {
      const cart = await repo.findCart(db, cartUuid);
      if (!cart) throw notFound(`Cart not found: ${cartUuid}`);
      if (cart.status === 'sent') {
        const existing = await repo.orderOfCart(db, cart.id);
        if (existing) return receiptOf(existing);
      }
      if (!cart.contact_json) throw unprocessable('Fill in the contact details before sending the cart', [{ field: 'contact', message: 'is required' }]);
      if ((await repo.countUnits(db, cart.id)) === 0) throw unprocessable('The cart is empty', [{ field: 'products', message: 'must not be empty' }]);
      await checkAcceptance(body, cart.lang);
      // A carrier to a country no longer served is refused before the bot check uses up the buyer's token.
      if (cart.delivery_method === 'carrier') {
        const { orderValueCents, deliveryVatRate } = await lines(db, cart, cart.lang);
        await priceDelivery(db, { method: 'carrier', contact: JSON.parse(cart.contact_json) as CartContact, goodsWithVatCents: orderValueCents, vatRate: deliveryVatRate, lang: cart.lang });
      }
      await deps.botCheck(body['g-recaptcha-response'], remoteIp);

      const created = await db.transaction().execute(async (trx) => {
        const fresh = await repo.findCartForUpdate(trx, cartUuid);
        if (!fresh) throw notFound(`Cart not found: ${cartUuid}`);
        const existing = await repo.orderOfCart(trx, fresh.id);
        if (existing) return { receipt: receiptOf(existing), isNew: false as const };
        const { snapshot, deliveryVatRate, reverseCharge, orderValueCents } = await lines(trx, fresh, fresh.lang);
        if (snapshot.length === 0) throw unprocessable('The cart is empty', [{ field: 'products', message: 'must not be empty' }]);
        const contact = JSON.parse(fresh.contact_json ?? cart.contact_json ?? '{}') as CartContact;
        // Priced again here, from the table as it is in this transaction; a cart without a choice is picked up
        // (clients from before the choice existed).
        const delivery = netOf(
          await priceDelivery(trx, {
            method: (fresh.delivery_method as DeliveryMethod | null) ?? 'pickup',
            contact,
            goodsWithVatCents: orderValueCents,
            vatRate: deliveryVatRate,
            lang: fresh.lang,
          }),
          reverseCharge,
        );
        const totals = withDelivery(totalsOf(snapshot), delivery);
        const createdAt = new Date().toISOString();
        // The versions current in this transaction: checkAcceptance compared them with the ones the buyer was shown.
        const accepted = await acceptedDocuments(trx, fresh.lang);
        const seq = await repo.nextOrderSequence(trx);
        const order = {
          uuid: randomUUID(),
          order_number: `${createdAt.slice(0, 4)}${String(seq).padStart(6, '0')}`,
          cart_id: fresh.id,
          lang: fresh.lang,
          contact_json: fresh.contact_json ?? cart.contact_json ?? '{}',
          lines_json: JSON.stringify(snapshot),
          total_without_vat_cents: totals.without_vat_cents,
          total_vat_cents: totals.vat_cents,
          total_with_vat_cents: totals.with_vat_cents,
          vat_reverse_charge: reverseChargeOf(fresh.contact_json) ? 1 : 0,
          status: 'new' as const,
          created_at: createdAt,
          terms_accepted_at: createdAt,
          accepted_documents_json: JSON.stringify(accepted),
          delivery_json: JSON.stringify(delivery),
        };
        await repo.insertOrder(trx, { ...order, search_text: orderSearchText(order.order_number, order.contact_json) });
        // The order keeps the contact details; the cart (readable by its id) no longer does.
        await repo.touchCart(trx, fresh.id, { status: 'sent', contact_json: null });
        const createdOrder: CreatedOrder = {
          receipt: receiptOf(order),
          contact: JSON.parse(order.contact_json) as CartContact,
          lines: snapshot,
          lang: order.lang,
          totals,
          delivery,
          vat_reverse_charge: order.vat_reverse_charge === 1,
        };
        if (deps.inOrderTransaction) await deps.inOrderTransaction(trx, createdOrder, { origin });
        return { receipt: receiptOf(order), isNew: true as const, order: createdOrder };
      });
      if (created.isNew && deps.onOrder) await deps.onOrder(created.order);
      return created.receipt;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
