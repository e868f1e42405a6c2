// Orders for the admin: a searchable, filtered list and its CSV export, the details with the price snapshot, the
// status workflow (each step recorded in the history and the audit log, and mailed to the customer) and notes.
import type { Kysely, Selectable } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema.ts';
import { conflict, invalidFields, notFound, unprocessable } from '../../lib/errors.ts';
import { euros } from '../../lib/money.ts';
import type { AcceptedDocument, CartContact } from '@shop/shared/contracts/cart';
import type { Lang, ListMeta } from '@shop/shared/contracts/common';
import {
  ORDER_TRANSITIONS,
  ORDERS_PER_PAGE,
  type OrderDetail,
  type OrderFilterQuery,
  type OrderListItem,
  type OrderNote,
  type OrderStatus,
  type OrderStatusChange,
  type OrderTotals,
} from '@shop/shared/contracts/orders';
import type { AuthContext } from '../../types.ts';
import type { AuditService } from '../audit/index.ts';
import type { OrderSnapshotLine } from './snapshot.ts';
import type { OrderMails } from './mail-port.ts';
import { ordersRepository as repo, type Author, type OrderFilter, type Tracking } from './repository.ts';
import type { OrderLinks } from './order-link.ts';
import { createSiteSettingsRepository, SETTINGS_KEYS, type StoredBankAccount, type StoredCompany } from '../site/index.ts';
import { variableSymbolOf } from '@shop/shared/bank-payment';
import type { BuyerOrder, BuyerOrderEvent } from '@shop/shared/contracts/buyer-order';
import type { OrderTrackingBody } from '@shop/shared/contracts/orders';
import { ordersCsv } from './csv.ts';
import { SHOP_TIME_ZONE } from '../../lib/shop-date.ts';
import { parseOrderDelivery, quoteOf } from '../delivery/index.ts';

type OrderRow = Selectable<OrdersTable>;

export { SHOP_TIME_ZONE };

const totalsOf = (o: OrderRow): OrderTotals => ({
  without_vat: euros(o.total_without_vat_cents),
  vat: euros(o.total_vat_cents),
  with_vat: euros(o.total_with_vat_cents),
  currency: 'EUR',
});

export const linesOf = (o: OrderRow): OrderSnapshotLine[] => JSON.parse(o.lines_json) as OrderSnapshotLine[];
export const contactOf = (o: OrderRow): CartContact => JSON.parse(o.contact_json) as CartContact;

const authorOf = (r: { user_id: number | null; user_email: string; user_name: string }) => (r.user_email ? { id: r.user_id, email: r.user_email, name: r.user_name } : null);
const authorFrom = (auth: AuthContext | null): Author => ({ user_id: auth?.user.id ?? null, user_email: auth?.user.email ?? '', user_name: auth?.user.name ?? '' });

/** The UTC offset of a time zone at an instant, in milliseconds. */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a day (YYYY-MM-DD) starts in the shop's time zone; null for a day that does not exist (2026-02-30). */
export function dayStart(day: string, plusDays = 0): string | null {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  const local = utc + plusDays * 86_400_000;
  // Twice: the offset at the guess may differ from the one at the answer around a clock change.
  let instant = local - zoneOffsetMs(SHOP_TIME_ZONE, new Date(local));
  instant = local - zoneOffsetMs(SHOP_TIME_ZONE, new Date(instant));
  return new Date(instant).toISOString();
}

/** The query's filters as the repository compares them; 422 naming a day that does not exist or a range backwards. */
function filterOf(query: OrderFilterQuery): OrderFilter {
  const fromIso = query.from ? dayStart(query.from) : undefined;
  const toIso = query.to ? dayStart(query.to, 1) : undefined;
  const errors = [
    ...(fromIso === null ? [{ field: 'from', message: 'is not a valid day', code: 'order.invalidDay' }] : []),
    ...(toIso === null ? [{ field: 'to', message: 'is not a valid day', code: 'order.invalidDay' }] : []),
  ];
  if (errors.length === 0 && query.from && query.to && query.from > query.to) errors.push({ field: 'to', message: 'is before from', code: 'order.rangeBackwards' });
  if (errors.length > 0) throw invalidFields('Invalid date range', errors);
  return { q: query.q, status: query.status, fromIso: fromIso ?? undefined, toIso: toIso ?? undefined };
}

/** The tracking as stored: trimmed, a url only over http(s); 422 naming the field that is missing or wrong. */
function trackingOf(body: OrderTrackingBody): Tracking {
  const tracking = { carrier: body.carrier.trim(), number: body.number.trim(), url: body.url?.trim() || null };
  const errors = [
    ...(tracking.carrier ? [] : [{ field: 'tracking.carrier', message: 'is required', code: 'field.required' }]),
    ...(tracking.number ? [] : [{ field: 'tracking.number', message: 'is required', code: 'field.required' }]),
  ];
  if (tracking.url) {
    let url: URL | null = null;
    try {
      url = new URL(tracking.url);
    } catch {
      // named below
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) errors.push({ field: 'tracking.url', message: 'must be an http(s) address', code: 'field.url' });
  }
  if (errors.length > 0) throw invalidFields('Incomplete tracking', errors);
  return tracking;
}

const trackingOfRow = (o: OrderRow) => (o.tracking_carrier && o.tracking_number ? { carrier: o.tracking_carrier, number: o.tracking_number, url: o.tracking_url ?? null } : null);

/** orderLinks: the buyer's order page links (decision 0105), for the mails and the admin. */
export function createOrdersService(db: Kysely<Database>, deps: { audit: AuditService; orderLinks: OrderLinks; mails: OrderMails }) {
  const { audit, orderLinks, mails: mailer } = deps;
  const settings = createSiteSettingsRepository(db);

  async function detail(row: OrderRow): Promise<OrderDetail> {
    const [mails, changes, notes] = await Promise.all([mailer.sentFor(db, row.uuid), repo.changes(db, row.id), repo.notes(db, row.id)]);
    const arrival: OrderStatusChange = { from: null, to: 'new', reason: null, author: null, created_at: row.created_at };
    const delivery = parseOrderDelivery(row.delivery_json);
    return {
      uuid: row.uuid,
      order_number: row.order_number,
      status: row.status,
      next_statuses: [...ORDER_TRANSITIONS[row.status]],
      created_at: row.created_at,
      handled_at: row.handled_at ?? null,
      cancel_reason: row.cancel_reason ?? null,
      vat_reverse_charge: row.vat_reverse_charge === 1,
      lang: row.lang as Lang,
      contact: contactOf(row),
      terms_acceptance: row.terms_accepted_at
        ? { accepted_at: row.terms_accepted_at, documents: JSON.parse(row.accepted_documents_json ?? '[]') as AcceptedDocument[] }
        : null,
      lines: linesOf(row).map((l) => ({
        product_uuid: l.product_uuid,
        name: l.name,
        quantity: l.quantity,
        vat_rate: l.vat_rate,
        unit_price: { without_vat: euros(l.unit_without_vat_cents), with_vat: euros(l.unit_with_vat_cents) },
        total: { without_vat: euros(l.total_without_vat_cents), with_vat: euros(l.total_with_vat_cents) },
      })),
      delivery: delivery ? quoteOf(delivery) : null,
      totals: totalsOf(row),
      mails: mails.map((m) => ({
        kind: m.kind,
        to: m.to_address,
        subject: m.subject,
        // An order's mails always have a recipient: none is ever held (only an inquiry's can be, decision 0071).
        status: m.status === 'sent' ? 'sent' : 'pending',
        attempts: m.attempts,
        sent_at: m.sent_at,
        last_error: m.last_error,
      })),
      history: [arrival, ...changes.map((c) => ({ from: c.from_status, to: c.to_status, reason: c.reason, author: authorOf(c), created_at: c.created_at }))],
      notes: notes.map(noteOf),
      variable_symbol: variableSymbolOf(row.order_number),
      paid_at: row.paid_at ?? null,
      paid_by: row.paid_at ? authorOf({ user_id: row.paid_by_user_id ?? null, user_email: row.paid_by_email ?? '', user_name: row.paid_by_name ?? '' }) : null,
      tracking: trackingOfRow(row),
      order_key: orderLinks.keyOf(row.uuid),
    };
  }

  /** The order as a stored record for the PDF (its delivery null when it predates the choice). */
  const documentOf = (row: OrderRow) => ({
    receipt: { order_number: row.order_number, uuid: row.uuid, created_at: row.created_at, order_key: orderLinks.keyOf(row.uuid) },
    contact: contactOf(row),
    lines: linesOf(row),
    lang: row.lang,
    totals: { without_vat_cents: row.total_without_vat_cents, vat_cents: row.total_vat_cents, with_vat_cents: row.total_with_vat_cents },
    delivery: parseOrderDelivery(row.delivery_json),
    vat_reverse_charge: row.vat_reverse_charge === 1,
  });

  /** The bank transfer the buyer is asked for: only while the order waits for its payment. */
  async function openTransfer(row: OrderRow) {
    if (row.paid_at || row.status === 'cancelled') return null;
    const [bank, company] = await Promise.all([settings.get<StoredBankAccount>(SETTINGS_KEYS.bankAccount), settings.get<StoredCompany>(SETTINGS_KEYS.company)]);
    return mailer.transferOf({ bank, company }, { order_number: row.order_number, total_with_vat_cents: row.total_with_vat_cents, lang: row.lang as Lang });
  }

  /** The order a signed key names (decision 0105); 404 for any key that does not verify, as for a missing order. */
  async function findByKey(key: string): Promise<OrderRow> {
    const uuid = orderLinks.uuidOf(key);
    const row = uuid ? await repo.findByUuid(db, uuid) : undefined;
    if (!row) throw notFound('Order not found', 'order.notFound');
    return row;
  }

  const mailOrderOf = (row: OrderRow) => {
    const contact = contactOf(row);
    return { uuid: row.uuid, order_number: row.order_number, lang: row.lang, email: contact.email, name: contact.name };
  };

  const noteOf = (n: { id: number; text: string; created_at: string; user_id: number | null; user_email: string; user_name: string }): OrderNote => ({
    id: n.id,
    text: n.text,
    author: authorOf(n),
    created_at: n.created_at,
  });

  async function findOrThrow(key: string): Promise<OrderRow> {
    const row = await repo.find(db, key);
    if (!row) throw notFound(`Order not found: ${key}`, 'order.notFound');
    return row;
  }

  return {
    async list(query: OrderFilterQuery & { page?: number | undefined; per_page?: number | undefined }): Promise<{ data: OrderListItem[]; meta: ListMeta }> {
      const filter = filterOf(query);
      const perPage = query.per_page ?? ORDERS_PER_PAGE;
      const total = await repo.count(db, filter);
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      const page = query.page ?? 1;
      const rows = await repo.page(db, filter, perPage, (page - 1) * perPage);
      return {
        data: rows.map((row) => {
          const contact = contactOf(row);
          return {
            uuid: row.uuid,
            order_number: row.order_number,
            status: row.status,
            created_at: row.created_at,
            lang: row.lang as Lang,
            customer: { name: contact.name, email: contact.email, company: contact.company || null },
            units: linesOf(row).reduce((sum, l) => sum + l.quantity, 0),
            totals: totalsOf(row),
          };
        }),
        meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
      };
    },

    /** The filtered list as CSV (UTF-8 with a BOM), its column names in `lang`. */
    async exportCsv(query: OrderFilterQuery, lang: Lang): Promise<string> {
      const rows = await repo.page(db, filterOf(query));
      return ordersCsv(rows, lang);
    },

    async get(key: string): Promise<OrderDetail> {
      return detail(await findOrThrow(key));
    },

    /**
     * One step of the workflow: 409 for a step the order's status does not allow, 422 for a cancel without a reason
     * or an incomplete tracking. `origin` is the site's address for the mail's link to the buyer's order page.
     */
    async setStatus(key: string, body: { status: OrderStatus; reason?: string | undefined; tracking?: OrderTrackingBody | undefined }, auth: AuthContext | null, origin: string): Promise<OrderDetail> {
      const row = await findOrThrow(key);
      const from = row.status;
      const to = body.status;
      if (!ORDER_TRANSITIONS[from].includes(to)) {
        throw conflict(`An order cannot go from ${from} to ${to}`, { code: 'order.transitionNotAllowed', params: { from, to } });
      }
      const reason = to === 'cancelled' ? (body.reason ?? '').trim() : null;
      if (reason === '') {
        throw unprocessable('A cancel needs a reason', [{ field: 'reason', message: 'is required', code: 'order.cancelReasonRequired' }], 'order.cancelReasonRequired');
      }
      // The parcel is told with the step to shipped (optional: a van of the shop's own has no tracking).
      const tracking = to === 'shipped' && body.tracking ? trackingOf(body.tracking) : null;
      await db.transaction().execute(async (trx) => {
        if (!(await repo.step(trx, row.id, from, to, reason, tracking))) {
          throw conflict('The order was changed meanwhile; reload it', 'order.changedMeanwhile');
        }
        await repo.addChange(trx, { order_id: row.id, from_status: from, to_status: to, reason, ...authorFrom(auth) });
        await mailer.queueStatusMail(trx, mailOrderOf(row), to as Exclude<OrderStatus, 'new'>, reason, { orderUrl: orderLinks.pageUrl(origin, row.lang, row.uuid), tracking });
      });
      await audit.record(auth, {
        action: 'status',
        entity: 'order',
        entityId: row.uuid,
        summary: `Order ${row.order_number}: ${from} → ${to}${reason ? ` (reason: ${reason})` : ''}`,
        code: reason ? 'order.statusChangedWithReason' : 'order.statusChanged',
        params: { number: row.order_number, fromStatus: from, toStatus: to, ...(reason ? { reason } : {}) },
      });
      return detail((await repo.find(db, row.uuid))!);
    },

    /** The bank transfer arrived: recorded once (409 when it was already, or the order is cancelled), the buyer told. */
    async markPaid(key: string, auth: AuthContext | null, origin: string): Promise<OrderDetail> {
      const row = await findOrThrow(key);
      if (row.paid_at) throw conflict('The order is marked paid already', 'order.alreadyPaid');
      if (row.status === 'cancelled') throw conflict('A cancelled order cannot be marked paid', 'order.paidCancelled');
      await db.transaction().execute(async (trx) => {
        if (!(await repo.markPaid(trx, row.id, authorFrom(auth)))) throw conflict('The order was changed meanwhile; reload it', 'order.changedMeanwhile');
        await mailer.queueStatusMail(trx, mailOrderOf(row), 'paid', null, { orderUrl: orderLinks.pageUrl(origin, row.lang, row.uuid) });
      });
      await audit.record(auth, {
        action: 'paid',
        entity: 'order',
        entityId: row.uuid,
        summary: `Order ${row.order_number}: payment received`,
        code: 'order.markedPaid',
        params: { number: row.order_number },
      });
      return detail((await repo.find(db, row.uuid))!);
    },

    /** The buyer's view of the order its key names (GET /api/order). */
    async buyerOrder(key: string): Promise<BuyerOrder> {
      const row = await findByKey(key);
      const [changes, transfer] = await Promise.all([repo.changes(db, row.id), openTransfer(row)]);
      const events = ([
        { event: 'placed', at: row.created_at },
        ...changes.map((c): BuyerOrderEvent => ({ event: c.to_status, at: c.created_at })),
        ...(row.paid_at ? [{ event: 'paid', at: row.paid_at } satisfies BuyerOrderEvent] : []),
      ] satisfies BuyerOrderEvent[]).sort((a, b) => a.at.localeCompare(b.at));
      return {
        order_number: row.order_number,
        status: row.status,
        created_at: row.created_at,
        lang: row.lang as Lang,
        vat_reverse_charge: row.vat_reverse_charge === 1,
        contact: contactOf(row),
        lines: linesOf(row).map((l) => ({
          name: l.name,
          quantity: l.quantity,
          vat_rate: l.vat_rate,
          unit_price: { without_vat: euros(l.unit_without_vat_cents), with_vat: euros(l.unit_with_vat_cents) },
          total: { without_vat: euros(l.total_without_vat_cents), with_vat: euros(l.total_with_vat_cents) },
        })),
        delivery: (() => {
          const delivery = parseOrderDelivery(row.delivery_json);
          return delivery ? quoteOf(delivery) : null;
        })(),
        totals: totalsOf(row),
        cancel_reason: row.cancel_reason ?? null,
        tracking: trackingOfRow(row),
        paid_at: row.paid_at ?? null,
        bank_transfer: transfer
          ? {
              iban: transfer.details.iban,
              bic: transfer.details.bic,
              beneficiary: transfer.details.beneficiary,
              variable_symbol: transfer.details.variableSymbol,
              amount: euros(transfer.details.amountCents),
              currency: 'EUR',
              qr_code: `data:image/png;base64,${transfer.png.toString('base64')}`,
            }
          : null,
        events,
      };
    },

    /** The order confirmation PDF as the buyer's page offers it: in the order's language, as the mail carried it. */
    async buyerPdf(key: string): Promise<{ filename: string; content: Buffer }> {
      const row = await findByKey(key);
      const [company, transfer] = await Promise.all([settings.get<StoredCompany>(SETTINGS_KEYS.company), openTransfer(row)]);
      return mailer.renderPdf(row.lang as Lang, { order: documentOf(row), company, transfer });
    },

    async notes(key: string): Promise<OrderNote[]> {
      const row = await findOrThrow(key);
      return (await repo.notes(db, row.id)).map(noteOf);
    },

    async addNote(key: string, text: string, auth: AuthContext | null): Promise<OrderNote> {
      const row = await findOrThrow(key);
      const trimmed = text.trim();
      if (!trimmed) throw invalidFields('The note is empty', [{ field: 'text', message: 'is required', code: 'field.required' }]);
      const id = await repo.addNote(db, { order_id: row.id, text: trimmed, ...authorFrom(auth) });
      await audit.record(auth, { action: 'note', entity: 'order', entityId: row.uuid, summary: `Added a note to order ${row.order_number}`, code: 'order.noteAdded', params: { number: row.order_number } });
      const note = (await repo.notes(db, row.id)).find((n) => n.id === id)!;
      return noteOf(note);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
