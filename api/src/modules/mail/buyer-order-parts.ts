// The buyer's parts of issue 47 in the order mails and the PDF: the link to the order page, the bank transfer with
// its PAY by square code, and the parcel's tracking. Used by the confirmation (new-order-mail.ts, order-pdf.ts) and
// the status mails (order-status-mails.ts); their words are the catalogue's `buyerOrder`.
import type { Lang } from '@shop/shared/languages';
import { formatIban } from '@shop/shared/bank-payment';
import { escapeHtml } from '../../lib/html.ts';
import { textsIn } from '../../i18n/texts.ts';
import type { TransferDetails } from '../orders/index.ts';

/** The note a transfer carries (PAY by square's payment note): the statement's words, in the order's language. */
export function statementNoteOf(lang: Lang, orderNumber: string): string {
  const t = textsIn(lang);
  return t('buyerOrder.transfer.statementNote', { n: orderNumber });
}

/** The QR code's caption under the code: what it is. */
export function qrCaption(lang: Lang): string {
  const t = textsIn(lang);
  return t('buyerOrder.transfer.qrCaption');
}

/** The transfer's facts as label and value, in the order a buyer types them into a bank's form. */
export function transferRows(lang: Lang, details: TransferDetails, eur: (cents: number) => string): Array<[string, string]> {
  const t = textsIn(lang);
  return [
    [t('buyerOrder.transfer.beneficiary'), details.beneficiary],
    [t('buyerOrder.transfer.iban'), formatIban(details.iban)],
    ...(details.bic ? ([[t('buyerOrder.transfer.bic'), details.bic]] as Array<[string, string]>) : []),
    [t('buyerOrder.transfer.variableSymbol'), details.variableSymbol],
    [t('buyerOrder.transfer.amount'), eur(details.amountCents)],
  ];
}

/** The transfer as plain text lines (the mail's text part; the PDF's paragraph). */
export function transferText(lang: Lang, orderNumber: string, details: TransferDetails, eur: (cents: number) => string): string[] {
  const t = textsIn(lang);
  return [`${t('buyerOrder.transfer.heading')}:`, t('buyerOrder.transfer.intro', { n: orderNumber }), ...transferRows(lang, details, eur).map(([k, v]) => `${k}: ${v}`)];
}

/** The transfer as HTML with its QR code shown inline from the mail's attachment `cid`. */
export function transferHtml(lang: Lang, orderNumber: string, details: TransferDetails, eur: (cents: number) => string, qrCid: string | null): string {
  const t = textsIn(lang);
  const rows = transferRows(lang, details, eur)
    .map(([k, v]) => `<tr><th align="left" style="padding:4px 12px 4px 0;color:#52606d;font-weight:normal;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`)
    .join('');
  const qr = qrCid
    ? `<p><img src="cid:${escapeHtml(qrCid)}" width="180" height="180" alt="${escapeHtml(t('buyerOrder.transfer.qrAlt', { n: orderNumber }))}" style="display:block;border:0"><span style="font-size:12px;color:#52606d">${escapeHtml(qrCaption(lang))}</span></p>`
    : '';
  return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t('buyerOrder.transfer.heading'))}</h2>
<p>${escapeHtml(t('buyerOrder.transfer.intro', { n: orderNumber }))}</p>
<table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>
${qr}`;
}

/** The link to the order page: a text line and its HTML paragraph. */
export function orderPageLink(lang: Lang, url: string): { text: string; html: string } {
  const t = textsIn(lang);
  const before = t('buyerOrder.orderPage');
  return { text: `${before}\n${url}`, html: `<p>${escapeHtml(before)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` };
}

/** The parcel in a status mail: its heading, then carrier, number and the carrier's page, as text and as HTML. */
export function parcelParts(lang: Lang, tracking: { carrier: string; number: string; url: string | null }): { text: string[]; html: string } {
  const t = textsIn(lang);
  const rows: Array<[string, string]> = [[t('buyerOrder.tracking.carrier'), tracking.carrier], [t('buyerOrder.tracking.number'), tracking.number], ...(tracking.url ? ([[t('buyerOrder.tracking.link'), tracking.url]] as Array<[string, string]>) : [])];
  const heading = t('buyerOrder.tracking.heading');
  const html = `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(heading)}</h2><p>${escapeHtml(t('buyerOrder.tracking.carrier'))}: <strong>${escapeHtml(tracking.carrier)}</strong><br>${escapeHtml(t('buyerOrder.tracking.number'))}: <strong>${escapeHtml(tracking.number)}</strong>${
    tracking.url ? `<br><a href="${escapeHtml(tracking.url)}">${escapeHtml(t('buyerOrder.tracking.link'))}</a>` : ''
  }</p>`;
  return { text: [`${heading}:`, ...rows.map(([k, v]) => `${k}: ${v}`)], html };
}
