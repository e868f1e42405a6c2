// Orders for the admin: a paginated list with a status filter, the details with the price snapshot, and the status.
import type { Kysely, Selectable } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { euros } from '../../lib/money.ts';
import type { CartContact } from '@shop/shared/contracts/cart';
import type { Lang, ListMeta } from '@shop/shared/contracts/common';
import { ORDERS_PER_PAGE, type OrderDetail, type OrderListItem, type OrderStatus, type OrderTotals } from '@shop/shared/contracts/orders';
import type { OrderSnapshotLine } from '../cart/service.ts';
import { mailsOf } from '../mail/outbox.ts';
import { ordersRepository as repo } from './repository.ts';

type OrderRow = Selectable<OrdersTable>;

const totalsOf = (o: OrderRow): OrderTotals => ({
  without_vat: euros(o.total_without_vat_cents),
  vat: euros(o.total_vat_cents),
  with_vat: euros(o.total_with_vat_cents),
  currency: 'EUR',
});

const linesOf = (o: OrderRow): OrderSnapshotLine[] => JSON.parse(o.lines_json) as OrderSnapshotLine[];
const contactOf = (o: OrderRow): CartContact => JSON.parse(o.contact_json) as CartContact;

export function createOrdersService(db: Kysely<Database>) {
  async function detail(row: OrderRow): Promise<OrderDetail> {
    const mails = await mailsOf(db, row.uuid);
    return {
      uuid: row.uuid,
      order_number: row.order_number,
      status: row.status,
      created_at: row.created_at,
      handled_at: row.handled_at ?? null,
      lang: row.lang as Lang,
      contact: contactOf(row),
      lines: linesOf(row).map((l) => ({
        product_uuid: l.product_uuid,
        name: l.name,
        quantity: l.quantity,
        vat_rate: l.vat_rate,
        unit_price: { without_vat: euros(l.unit_without_vat_cents), with_vat: euros(l.unit_with_vat_cents) },
        total: { without_vat: euros(l.total_without_vat_cents), with_vat: euros(l.total_with_vat_cents) },
      })),
      totals: totalsOf(row),
      mails: mails.map((m) => ({
        kind: m.kind,
        to: m.to_address,
        status: m.status,
        attempts: m.attempts,
        sent_at: m.sent_at,
        last_error: m.last_error,
      })),
    };
  }

  async function findOrThrow(key: string): Promise<OrderRow> {
    const row = await repo.find(db, key);
    if (!row) throw notFound(`Order not found: ${key}`);
    return row;
  }

  return {
    async list(query: { page?: number | undefined; per_page?: number | undefined; status?: OrderStatus | undefined }): Promise<{ data: OrderListItem[]; meta: ListMeta }> {
      const perPage = query.per_page ?? ORDERS_PER_PAGE;
      const total = await repo.count(db, query.status);
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      const page = query.page ?? 1;
      const rows = await repo.page(db, query.status, perPage, (page - 1) * perPage);
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

    async get(key: string): Promise<OrderDetail> {
      return detail(await findOrThrow(key));
    },

    async setStatus(key: string, status: OrderStatus): Promise<OrderDetail> {
      const row = await findOrThrow(key);
      if (row.status !== status) await repo.setStatus(db, row.id, status);
      return detail((await repo.find(db, row.uuid))!);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
