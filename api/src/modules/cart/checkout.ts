// Sending a cart: the buyer's acceptance of the terms as they are now, the bot check, and the order stored exactly
// once with its prices, delivery and accepted documents (its mails written in the same transaction).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCEPTED_DOCUMENT_KEYS, type AcceptedDocument, type CartContact, type OrderReceipt, type SendCartBody } from '@shop/shared/contracts/cart';
import type { DeliveryMethod } from '@shop/shared/contracts/delivery';
import type { Database } from '../../db/schema.ts';
import type { BotCheck } from '../../lib/bot-check.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { mediaUrl } from '../../lib/media.ts';
import { createContentRepository } from '../content/index.ts';
import { priceDelivery } from '../delivery/index.ts';
import { orderSearchText, type CreatedOrder } from '../orders/index.ts';
import { netOf, pricedLines, reverseChargeOf, totalsOf, withDelivery } from './pricing.ts';
import { cartRepository as repo } from './repository.ts';

type Db = Kysely<Database>;

/** Called after the order was committed (logging; the mails are queued inside the transaction, see below). */
export type OrderListener = (order: CreatedOrder) => void | Promise<void>;

/**
 * Runs inside the transaction that stores the order (e.g. writes its mails to the outbox): both or neither. `origin`
 * is the site's address the order was sent from (PUBLIC_URL, or the request's host), for the mails' links.
 */
export type OrderTransactionHook = (trx: Db, order: CreatedOrder, context: { origin: string }) => Promise<void>;

export interface CheckoutDeps {
  botCheck: BotCheck;
  orderKey: (uuid: string) => string;
  onOrder?: OrderListener;
  inOrderTransaction?: OrderTransactionHook;
}

export function createCheckout(db: Db, deps: CheckoutDeps) {
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
        const { orderValueCents, deliveryVatRate } = await pricedLines(db, cart, cart.lang);
        await priceDelivery(db, { method: 'carrier', contact: JSON.parse(cart.contact_json) as CartContact, goodsWithVatCents: orderValueCents, vatRate: deliveryVatRate, lang: cart.lang });
      }
      await deps.botCheck(body['g-recaptcha-response'], remoteIp);

      const created = await db.transaction().execute(async (trx) => {
        const fresh = await repo.findCartForUpdate(trx, cartUuid);
        if (!fresh) throw notFound(`Cart not found: ${cartUuid}`);
        const existing = await repo.orderOfCart(trx, fresh.id);
        if (existing) return { receipt: receiptOf(existing), isNew: false as const };
        const { snapshot, deliveryVatRate, reverseCharge, orderValueCents } = await pricedLines(trx, fresh, fresh.lang);
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
