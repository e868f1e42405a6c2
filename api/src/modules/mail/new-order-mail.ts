// The two mails of a new order: a notification to the company (in the office's language) and a confirmation to the
// customer in the customer's language. Both plain text with a simple HTML alternative; queued by order-mails.ts.
import type { CartContact } from '@shop/shared/contracts/cart';
import { languageName, type Lang } from '@shop/shared/languages';
import { countryLabel } from '@shop/shared/countries';
import type { StoredCompany } from '../site/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import { textsIn } from '../../i18n/texts.ts';
import { orderPageLink, transferHtml, transferText } from './buyer-order-parts.ts';
import { deliveryWords, orderFormats, orderLang, priceLabels } from './order-words.ts';
import type { CreatedOrder, TransferWithCode } from '../orders/index.ts';

export interface OrderMailContext {
  order: CreatedOrder;
  company: StoredCompany | null;
  adminUrl: string | null;
  /** The buyer's order page (decision 0105); null where the mail has no origin to name. */
  orderUrl?: string | null | undefined;
  /** How to pay by bank transfer; null when the shop has no IBAN. */
  transfer?: TransferWithCode | null | undefined;
}

/** The content id of the QR code's inline image in the confirmation mail. */
export const QR_CID = 'pay-by-square@order';

/** Renders one of the two mails in a language. */
export function renderOrderMail(kind: 'customer' | 'company', lang: Lang, { order, company, adminUrl, orderUrl, transfer }: OrderMailContext): { subject: string; text: string; html: string } {
  const t = textsIn(lang);
  const prices = priceLabels(lang, order.vat_reverse_charge);
  const { eur, date } = orderFormats(lang);
  const c: CartContact = order.contact;
  const number = order.receipt.order_number;
  const subject = kind === 'customer' ? t('orderMail.customerSubject', { n: number }) : t('orderMail.companySubject', { n: number, name: c.name });
  const customerLang = orderLang(order.lang);

  const facts: Array<[string, string]> = [
    [t('orderMail.orderNumber'), number],
    [t('orderMail.date'), date(order.receipt.created_at)],
    ...(kind === 'company' ? ([[t('orderMail.language'), languageName(customerLang)]] as Array<[string, string]>) : []),
  ];
  const contactRows: Array<[string, string]> = [
    [t('orderMail.name'), c.name],
    [t('orderMail.email'), c.email],
    [t('orderMail.phone'), c.phone],
    ...(c.company ? ([[t('orderMail.company'), c.company]] as Array<[string, string]>) : []),
    ...(c.company_id ? ([[t('orderMail.companyId'), c.company_id]] as Array<[string, string]>) : []),
    ...(c.vat_id ? ([[t('orderMail.vatId'), c.vat_id]] as Array<[string, string]>) : []),
    [t('orderMail.address'), `${c.street}, ${c.zip} ${c.city}, ${countryLabel(c.country, lang)}`],
    ...(c.note ? ([[t('orderMail.note'), c.note]] as Array<[string, string]>) : []),
  ];
  // The office's mail of a Russian order: the pickup address was kept in Russian.
  const delivery = deliveryWords(order.delivery, lang, eur, lang !== customerLang ? company : null);
  const deliveryRows: Array<[string, string]> = [
    [t('orderMail.delivery'), `${delivery.way}: ${delivery.price}`],
    ...(delivery.address ? ([[t('orderMail.pickupAddress'), delivery.address]] as Array<[string, string]>) : []),
  ];
  const totals: Array<[string, string]> = [
    [t('orderMail.totalWithoutVat'), eur(order.totals.without_vat_cents)],
    [prices.vat, eur(order.totals.vat_cents)],
    [prices.totalWithVat, eur(order.totals.with_vat_cents)],
  ];
  const reverseCharge = order.vat_reverse_charge ? t('reverseCharge.note') : null;
  const signature = company
    ? [company.name, `${company.street}, ${company.zip} ${company.town}`, [company.phone, company.email].filter(Boolean).join(' · ')].filter(Boolean)
    : [];
  const greeting = t('mail.greeting', { name: c.name });
  const opening = kind === 'customer' ? `${greeting}\n${t('orderMail.customerIntro')}` : t('orderMail.companyIntro');
  // The buyer's part: where the order page is, and how to pay (the office's notification has neither).
  const pageLink = kind === 'customer' && orderUrl ? orderPageLink(lang, orderUrl) : null;
  const payment = kind === 'customer' && transfer ? transfer.details : null;

  const text = [
    opening,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t('orderMail.products')}:`,
    ...order.lines.map((l) => `- ${l.name}: ${l.quantity} × ${eur(l.unit_with_vat_cents)} = ${eur(l.total_with_vat_cents)}`),
    '',
    ...deliveryRows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...totals.map(([k, v]) => `${k}: ${v}`),
    ...(reverseCharge ? [reverseCharge] : []),
    '',
    ...(payment ? [...transferText(lang, number, payment, eur), ''] : []),
    ...(pageLink ? [pageLink.text, ''] : []),
    `${t('orderMail.contact')}:`,
    ...contactRows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(kind === 'company' && adminUrl ? [`${t('orderMail.openInAdmin')}: ${adminUrl}`, ''] : []),
    ...(kind === 'customer' ? [t('mail.questions'), '', t('mail.regards'), ...signature] : []),
  ].join('\n');

  const row = ([k, v]: [string, string]) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;color:#52606d;font-weight:normal;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`;
  const cell = 'style="padding:6px 8px;border-bottom:1px solid #e4e7eb"';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:14px;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">
<h1 style="font-size:20px;margin:0 0 16px;color:#0b4ea2">${escapeHtml(subject)}</h1>
${kind === 'customer' ? `<p>${escapeHtml(greeting)}<br>${escapeHtml(t('orderMail.customerIntro'))}</p>` : `<p>${escapeHtml(t('orderMail.companyIntro'))}</p>`}
<table role="presentation" cellspacing="0" cellpadding="0">${facts.map(row).join('')}</table>
<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t('orderMail.products'))}</h2>
<table cellspacing="0" cellpadding="0" style="width:100%;border-collapse:collapse">
<thead><tr><th align="left" ${cell}>${escapeHtml(t('orderMail.product'))}</th><th align="right" ${cell}>${escapeHtml(t('orderMail.quantity'))}</th><th align="right" ${cell}>${escapeHtml(prices.unitPrice)}</th><th align="right" ${cell}>${escapeHtml(prices.lineTotal)}</th></tr></thead>
<tbody>${order.lines
    .map(
      (l) =>
        `<tr><td ${cell}>${escapeHtml(l.name)}</td><td align="right" ${cell}>${l.quantity}</td><td align="right" ${cell}>${escapeHtml(eur(l.unit_with_vat_cents))}</td><td align="right" ${cell}>${escapeHtml(eur(l.total_with_vat_cents))}</td></tr>`,
    )
    .join('')}</tbody>
</table>
<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t('orderMail.delivery'))}</h2>
<table role="presentation" cellspacing="0" cellpadding="0">${deliveryRows.map(row).join('')}</table>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:12px 0 0 auto">${totals.map(row).join('')}</table>
${reverseCharge ? `<p style="text-align:right;font-weight:bold">${escapeHtml(reverseCharge)}</p>` : ''}
${payment ? transferHtml(lang, number, payment, eur, QR_CID) : ''}
${pageLink ? pageLink.html : ''}
<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t('orderMail.contact'))}</h2>
<table role="presentation" cellspacing="0" cellpadding="0">${contactRows.map(row).join('')}</table>
${kind === 'company' && adminUrl ? `<p style="margin-top:24px"><a href="${escapeHtml(adminUrl)}">${escapeHtml(t('orderMail.openInAdmin'))}</a></p>` : ''}
${kind === 'customer' ? `<p style="margin-top:24px">${escapeHtml(t('mail.questions'))}</p><p>${escapeHtml(t('mail.regards'))}<br>${signature.map(escapeHtml).join('<br>')}</p>` : ''}
</div></body></html>`;
  return { subject, text, html };
}
