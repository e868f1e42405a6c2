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
import type { AuditService } from '../audit/service.ts';
import type { OrderSnapshotLine } from '../cart/service.ts';
import { mailsOf } from '../mail/outbox.ts';
import { queueOrderStatusMail } from '../mail/order-status-mails.ts';
import { ordersRepository as repo, type Author, type OrderFilter } from './repository.ts';
import { ordersCsv } from './csv.ts';
import { SHOP_TIME_ZONE } from '../../lib/shop-date.ts';
import { parseOrderDelivery, quoteOf } from '../delivery/pricing.ts';

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

export function createOrdersService(db: Kysely<Database>, deps: { audit: AuditService }) {
  const { audit } = deps;

  async function detail(row: OrderRow): Promise<OrderDetail> {
    const [mails, changes, notes] = await Promise.all([mailsOf(db, row.uuid), repo.changes(db, row.id), repo.notes(db, row.id)]);
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
    };
  }

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

    /** One step of the workflow: 409 for a step the order's status does not allow, 422 for a cancel without a reason. */
    async setStatus(key: string, body: { status: OrderStatus; reason?: string | undefined }, auth: AuthContext | null): Promise<OrderDetail> {
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
      const contact = contactOf(row);
      await db.transaction().execute(async (trx) => {
        if (!(await repo.step(trx, row.id, from, to, reason))) {
          throw conflict('The order was changed meanwhile; reload it', 'order.changedMeanwhile');
        }
        await repo.addChange(trx, { order_id: row.id, from_status: from, to_status: to, reason, ...authorFrom(auth) });
        await queueOrderStatusMail(trx, { uuid: row.uuid, order_number: row.order_number, lang: row.lang, email: contact.email, name: contact.name }, to as Exclude<OrderStatus, 'new'>, reason);
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
