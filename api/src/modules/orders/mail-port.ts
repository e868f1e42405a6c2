// What the order workflow asks of the mail module, in orders' own types. The app hands mail's functions in and the
// compiler checks they fit, so orders names nothing of mail, not even a type: mail's order mails read orders' bank
// transfer and order snapshot, and the dependency runs mail -> orders only (decision 0119).
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Lang } from '@shop/shared/languages';
import type { OrderStatus } from '@shop/shared/contracts/orders';
import type { Database, MailOutboxTable } from '../../db/schema.ts';
import type { StoredBankAccount, StoredCompany } from '../site/index.ts';
import type { TransferWithCode } from './bank-transfer.ts';
import type { OrderDocument } from './snapshot.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** A mail sent for an order, as the outbox keeps it. */
export type SentOrderMail = Pick<Selectable<MailOutboxTable>, 'kind' | 'to_address' | 'subject' | 'status' | 'attempts' | 'last_error' | 'sent_at'>;

/** What the customer is told about: a status step, or the payment received (issue 47). */
export type OrderMailEvent = Exclude<OrderStatus, 'new'> | 'paid';

/** The order as a status mail addresses its customer. */
export interface StatusMailOrder {
  uuid: string;
  order_number: string;
  lang: string;
  email: string;
  name: string;
}

export interface OrderMails {
  /** The mails sent for an order (by its uuid), oldest first. */
  sentFor: (db: Executor, ref: string) => Promise<SentOrderMail[]>;
  /** Queues the customer's mail about a status step or the payment, inside the transaction that stores it. */
  queueStatusMail: (
    trx: Executor,
    order: StatusMailOrder,
    event: OrderMailEvent,
    reason: string | null,
    extras?: { orderUrl?: string | null | undefined; tracking?: { carrier: string; number: string; url: string | null } | null | undefined },
  ) => Promise<void>;
  /** The order's bank transfer as the shop's settings give it, with its code; null without an IBAN. */
  transferOf: (
    settings: { bank: StoredBankAccount | null; company: StoredCompany | null },
    order: { order_number: string; total_with_vat_cents: number; lang: Lang },
  ) => Promise<TransferWithCode | null>;
  /** The order confirmation PDF in a language. */
  renderPdf: (lang: Lang, input: { order: OrderDocument; company: StoredCompany | null; transfer?: TransferWithCode | null | undefined }) => Promise<{ filename: string; content: Buffer }>;
}
