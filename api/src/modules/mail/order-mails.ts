// Queues the two mails of a new order (new-order-mail.ts) inside the transaction that stores it: the company's
// notification in the office's language, and the customer's confirmation in the order's language with the order
// confirmation PDF (order-pdf.ts) and the PAY by square code of its bank transfer.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Lang } from '@shop/shared/languages';
import { createSiteSettingsRepository, SETTINGS_KEYS, type StoredBankAccount, type StoredCompany, type StoredMailRecipients } from '../site/index.ts';
import { OFFICE_LANG } from '../../lib/shop-date.ts';
import { queueMail } from './outbox.ts';
import { statementNoteOf } from './buyer-order-parts.ts';
import { QR_CID, renderOrderMail } from './new-order-mail.ts';
import { orderLang } from './order-words.ts';
import { renderOrderPdf } from './order-pdf.ts';
import { payBySquarePng, transferDetailsOf, type CreatedOrder, type TransferWithCode } from '../orders/index.ts';

/** The transfer of an order as the shop's settings give it, with its code; null without an IBAN. */
export async function orderTransfer(
  settings: { bank: StoredBankAccount | null; company: StoredCompany | null },
  order: { order_number: string; total_with_vat_cents: number; lang: Lang },
): Promise<TransferWithCode | null> {
  const details = transferDetailsOf(order, settings.bank, settings.company?.name ?? '', statementNoteOf(order.lang, order.order_number));
  return details ? { details, png: await payBySquarePng(details) } : null;
}

export interface OrderMailSettings {
  /** ORDER_NOTIFY_TO: used when the admin has set no order recipients; without both, the company e-mail. */
  notifyTo: string | undefined;
  /** PUBLIC_URL, for the link to the order in the admin. */
  publicUrl: string | undefined;
  /** The buyer's order page; null where no origin is known. */
  orderUrl: string | null;
}

/**
 * Queues both mails of a new order inside the transaction that stores it. Returns the number queued (the company
 * notification is skipped, with a warning by the caller, when no recipient is configured at all).
 */
export async function queueOrderMails(trx: Kysely<Database> | Transaction<Database>, order: CreatedOrder, settings: OrderMailSettings): Promise<{ queued: number; companyRecipient: string | null; customerSkipped: boolean; pdfError?: unknown }> {
  const settingsRepository = createSiteSettingsRepository(trx as Kysely<Database>);
  const company = await settingsRepository.get<StoredCompany>(SETTINGS_KEYS.company);
  // Who is notified: the order recipients set in the admin, else ORDER_NOTIFY_TO, else the company address.
  const listed = ((await settingsRepository.get<StoredMailRecipients>(SETTINGS_KEYS.mailRecipients))?.orders ?? []).map((a) => a.trim()).filter(Boolean);
  const adminUrl = settings.publicUrl ? `${settings.publicUrl.replace(/\/+$/, '')}/${OFFICE_LANG}/admin/orders/${order.receipt.uuid}` : null;
  let queued = 0;
  const companyRecipient = listed.length > 0 ? listed.join(', ') : (settings.notifyTo ?? (company?.email || null));
  if (companyRecipient) {
    await queueMail(trx, { ...renderOrderMail('company', OFFICE_LANG, { order, company, adminUrl }), to: companyRecipient, replyTo: order.contact.email, kind: 'order-company', ref: order.receipt.uuid });
    queued += 1;
  }
  // Issue 28, 2: the confirmation goes to an address the sender typed, so the shop must not become a way to send mail
  // to anyone: at most CONFIRMATIONS_PER_RECIPIENT_PER_HOUR per address. The order itself still goes through.
  if (await confirmationsLastHour(trx, order.contact.email) >= CONFIRMATIONS_PER_RECIPIENT_PER_HOUR) {
    return { queued, companyRecipient, customerSkipped: true };
  }
  const customerLang = orderLang(order.lang);
  // A PDF (or a payment code) that cannot be written must not cost the order: the confirmation then goes without it
  // (the caller logs it).
  let pdf: { filename: string; content: Buffer } | null = null;
  let pdfError: unknown = null;
  let transfer: TransferWithCode | null = null;
  try {
    const bank = await settingsRepository.get<StoredBankAccount>(SETTINGS_KEYS.bankAccount);
    transfer = await orderTransfer({ bank, company }, { order_number: order.receipt.order_number, total_with_vat_cents: order.totals.with_vat_cents, lang: customerLang });
  } catch (error) {
    pdfError = error;
  }
  const context = { order, company, adminUrl, orderUrl: settings.orderUrl, transfer };
  try {
    pdf = await renderOrderPdf(customerLang, context);
  } catch (error) {
    pdfError = error;
  }
  const attachments = [
    ...(pdf ? [{ ...pdf, contentType: 'application/pdf' }] : []),
    ...(transfer ? [{ filename: 'pay-by-square.png', contentType: 'image/png', content: transfer.png, cid: QR_CID }] : []),
  ];
  await queueMail(trx, {
    ...renderOrderMail('customer', customerLang, context),
    ...(attachments.length > 0 ? { attachments } : {}),
    to: order.contact.email,
    ...(company?.email ? { replyTo: company.email } : {}),
    kind: 'order-customer',
    ref: order.receipt.uuid,
  });
  return { queued: queued + 1, companyRecipient, customerSkipped: false, pdfError };
}

/** Confirmation mails one address may receive per hour (more orders are taken, without their confirmation). */
export const CONFIRMATIONS_PER_RECIPIENT_PER_HOUR = 3;

async function confirmationsLastHour(db: Kysely<Database> | Transaction<Database>, address: string): Promise<number> {
  const since = new Date(Date.now() - 3600_000).toISOString();
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'order-customer')
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', address.trim().toLowerCase()))
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
