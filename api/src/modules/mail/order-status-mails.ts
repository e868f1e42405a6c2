// The customer's mail about a status step of an order, in the order's language: short and polite, with the order
// number (and the reason of a cancel). Queued in the transaction that stores the step, so both happen or neither.
// No per-address limit as for confirmations: only a signed-in admin takes a step, and the workflow only goes
// forward, so one order can cause at most four of these mails, and one more when its payment is marked received.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Lang } from '@shop/shared/languages';
import type { OrderStatus } from '@shop/shared/contracts/orders';
import { escapeHtml } from '../../lib/html.ts';
import { createSiteSettingsRepository, SETTINGS_KEYS, type StoredCompany } from '../site/index.ts';
import { queueMail } from './outbox.ts';
import { textsIn } from '../../i18n/texts.ts';
import { orderPageLink, parcelParts } from './buyer-order-parts.ts';
import { orderLang } from './order-words.ts';

/** The statuses the customer is told about (every one an order can step to). */
export type MailedStatus = Exclude<OrderStatus, 'new'>;

/** What the customer is told about: a status step, or the payment received (issue 47). */
export type MailedEvent = MailedStatus | 'paid';

export interface StatusMailInput {
  status: MailedEvent;
  lang: Lang;
  orderNumber: string;
  customerName: string;
  reason?: string | null | undefined;
  company: StoredCompany | null;
  /** The buyer's order page (decision 0105); null where no origin is known. */
  orderUrl?: string | null | undefined;
  /** The parcel, with the step to shipped. */
  tracking?: { carrier: string; number: string; url: string | null } | null | undefined;
}

export function renderOrderStatusMail({ status, lang, orderNumber, customerName, reason, company, orderUrl, tracking }: StatusMailInput): { subject: string; text: string; html: string } {
  const t = textsIn(lang);
  const subject = t(`orderStatus.subject.${status}`, { n: orderNumber });
  const greeting = t('mail.greeting', { name: customerName });
  const body = t(`orderStatus.body.${status}`, { n: orderNumber });
  // The admin's words, in whatever language they were typed: set apart as the shop's quoted note, introduced in the
  // mail's language, so a Slovak sentence in a Russian mail reads as a quotation, not as the mail's own text.
  const reasonLine = status === 'cancelled' && reason ? `${t('orderStatus.reason')}:\n${reason.split('\n').map((line) => `> ${line}`).join('\n')}` : null;
  const parcel = status === 'shipped' && tracking ? parcelParts(lang, tracking) : null;
  const pageLink = orderUrl ? orderPageLink(lang, orderUrl) : null;
  const signature = company ? [company.name, [company.phone, company.email].filter(Boolean).join(' · ')].filter(Boolean) : [];
  const text = [
    greeting,
    body,
    ...(reasonLine ? ['', reasonLine] : []),
    ...(parcel ? ['', ...parcel.text] : []),
    ...(pageLink ? ['', pageLink.text] : []),
    '',
    t('mail.questions'),
    '',
    t('mail.regards'),
    ...signature,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:14px;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">
<h1 style="font-size:20px;margin:0 0 16px;color:#0b4ea2">${escapeHtml(subject)}</h1>
<p>${escapeHtml(greeting)}<br>${escapeHtml(body)}</p>
${reasonLine ? `<p><strong>${escapeHtml(t('orderStatus.reason'))}:</strong></p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #9aa5b1;background:#f5f7fa">${escapeHtml(reason ?? '').replace(/\n/g, '<br>')}</blockquote>` : ''}
${parcel ? parcel.html : ''}
${pageLink ? pageLink.html : ''}
<p>${escapeHtml(t('mail.questions'))}</p>
<p>${escapeHtml(t('mail.regards'))}${signature.map((line) => `<br>${escapeHtml(line)}`).join('')}</p>
</div></body></html>`;
  return { subject, text, html };
}

/** Queues the customer's mail about a status step or the payment (inside the transaction that stores it). */
export async function queueOrderStatusMail(
  trx: Kysely<Database> | Transaction<Database>,
  order: { uuid: string; order_number: string; lang: string; email: string; name: string },
  status: MailedEvent,
  reason: string | null,
  extras: Pick<StatusMailInput, 'orderUrl' | 'tracking'> = {},
): Promise<void> {
  const company = await createSiteSettingsRepository(trx as Kysely<Database>).get<StoredCompany>(SETTINGS_KEYS.company);
  await queueMail(trx, {
    ...renderOrderStatusMail({ status, lang: orderLang(order.lang), orderNumber: order.order_number, customerName: order.name, reason, company, ...extras }),
    to: order.email,
    ...(company?.email ? { replyTo: company.email } : {}),
    kind: status === 'paid' ? 'order-paid' : 'order-status',
    ref: order.uuid,
  });
}
