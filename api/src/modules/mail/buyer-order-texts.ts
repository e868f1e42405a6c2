// The buyer's words of issue 47 in the order mails and the PDF: the link to the order page, the bank transfer with
// its PAY by square code, the parcel's tracking and the payment received. One place for the five languages, used by
// the confirmation (order-mails.ts) and the status mails (order-status-mails.ts).
import type { Lang } from '@shop/shared/contracts/common';
import { formatIban } from '@shop/shared/bank-payment';
import { escapeHtml } from '../../lib/html.ts';
import type { TransferDetails } from '../orders/bank-transfer.ts';

interface BuyerOrderTexts {
  /** Before the link to the order page. */
  orderPage: string;
  transferHeading: string;
  /** {n}: the order number. */
  transferIntro: string;
  beneficiary: string;
  iban: string;
  bic: string;
  variableSymbol: string;
  amount: string;
  /** The QR code's text alternative; {n}: the order number. */
  qrAlt: string;
  /** Under the code: what it is. */
  qrCaption: string;
  /** The payment's note on the statements; {n}: the order number. Without diacritics in the code (banks' apps). */
  statementNote: string;
  tracking: string;
  carrier: string;
  trackingNumber: string;
  trackingLink: string;
  paidSubject: string;
  paidBody: string;
}

export const BUYER_ORDER_TEXTS: Record<Lang, BuyerOrderTexts> = {
  sk: {
    orderPage: 'Stav objednávky a jej podrobnosti nájdete na tejto adrese:',
    transferHeading: 'Platba prevodom na účet',
    transferIntro: 'Objednávku č. {n} uhraďte prevodom na náš účet s variabilným symbolom nižšie. V bankovej aplikácii môžete naskenovať QR kód PAY by square: údaje platby sa vyplnia samy.',
    beneficiary: 'Príjemca',
    iban: 'IBAN',
    bic: 'BIC (SWIFT)',
    variableSymbol: 'Variabilný symbol',
    amount: 'Suma',
    qrAlt: 'QR kód PAY by square na úhradu objednávky č. {n}',
    qrCaption: 'PAY by square',
    statementNote: 'Objednávka {n}',
    tracking: 'Sledovanie zásielky',
    carrier: 'Prepravca',
    trackingNumber: 'Číslo zásielky',
    trackingLink: 'Sledovať zásielku',
    paidSubject: 'Platbu za objednávku č. {n} sme prijali',
    paidBody: 'Vašu platbu za objednávku č. {n} sme prijali. Ďakujeme.',
  },
  en: {
    orderPage: 'The status and details of your order are at this address:',
    transferHeading: 'Payment by bank transfer',
    transferIntro: 'Please pay order no. {n} by bank transfer to our account with the variable symbol below. In your banking app you can scan the PAY by square QR code: the payment details fill in by themselves.',
    beneficiary: 'Beneficiary',
    iban: 'IBAN',
    bic: 'BIC (SWIFT)',
    variableSymbol: 'Variable symbol',
    amount: 'Amount',
    qrAlt: 'PAY by square QR code to pay order no. {n}',
    qrCaption: 'PAY by square',
    statementNote: 'Order {n}',
    tracking: 'Parcel tracking',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    trackingLink: 'Track the parcel',
    paidSubject: 'We have received the payment for order no. {n}',
    paidBody: 'We have received your payment for order no. {n}. Thank you.',
  },
  hu: {
    orderPage: 'Rendelése állapotát és részleteit ezen a címen találja:',
    transferHeading: 'Fizetés banki átutalással',
    transferIntro: 'A(z) {n}. számú rendelés összegét kérjük, utalja át számlánkra az alábbi változó szimbólummal. Banki alkalmazásában beolvashatja a PAY by square QR-kódot: a fizetési adatok maguktól kitöltődnek.',
    beneficiary: 'Kedvezményezett',
    iban: 'IBAN',
    bic: 'BIC (SWIFT)',
    variableSymbol: 'Változó szimbólum',
    amount: 'Összeg',
    qrAlt: 'PAY by square QR-kód a(z) {n}. számú rendelés kifizetéséhez',
    qrCaption: 'PAY by square',
    statementNote: 'Rendelés {n}',
    tracking: 'Csomagkövetés',
    carrier: 'Fuvarozó',
    trackingNumber: 'Csomagszám',
    trackingLink: 'A csomag követése',
    paidSubject: 'Megkaptuk a(z) {n}. számú rendelés kifizetését',
    paidBody: 'Megkaptuk a(z) {n}. számú rendelés kifizetését. Köszönjük.',
  },
  sr: {
    orderPage: 'Status i detalje porudžbine pronaći ćete na ovoj adresi:',
    transferHeading: 'Plaćanje bankovnim prenosom',
    transferIntro: 'Porudžbinu br. {n} platite prenosom na naš račun sa varijabilnim simbolom ispod. U bankarskoj aplikaciji možete skenirati PAY by square QR kod: podaci o plaćanju se popunjavaju sami.',
    beneficiary: 'Primalac',
    iban: 'IBAN',
    bic: 'BIC (SWIFT)',
    variableSymbol: 'Varijabilni simbol',
    amount: 'Iznos',
    qrAlt: 'PAY by square QR kod za plaćanje porudžbine br. {n}',
    qrCaption: 'PAY by square',
    statementNote: 'Porudžbina {n}',
    tracking: 'Praćenje pošiljke',
    carrier: 'Prevoznik',
    trackingNumber: 'Broj pošiljke',
    trackingLink: 'Pratite pošiljku',
    paidSubject: 'Primili smo uplatu za porudžbinu br. {n}',
    paidBody: 'Primili smo Vašu uplatu za porudžbinu br. {n}. Hvala Vam.',
  },
  ru: {
    orderPage: 'Статус и подробности заказа смотрите по этому адресу:',
    transferHeading: 'Оплата банковским переводом',
    transferIntro: 'Оплатите заказ № {n} переводом на наш счёт с указанным ниже вариабельным символом. В банковском приложении можно отсканировать QR-код PAY by square: реквизиты платежа заполнятся сами.',
    beneficiary: 'Получатель',
    iban: 'IBAN',
    bic: 'BIC (SWIFT)',
    variableSymbol: 'Вариабельный символ',
    amount: 'Сумма',
    qrAlt: 'QR-код PAY by square для оплаты заказа № {n}',
    qrCaption: 'PAY by square',
    statementNote: 'Zakaz {n}',
    tracking: 'Отслеживание посылки',
    carrier: 'Перевозчик',
    trackingNumber: 'Номер отправления',
    trackingLink: 'Отследить посылку',
    paidSubject: 'Мы получили оплату заказа № {n}',
    paidBody: 'Мы получили вашу оплату заказа № {n}. Спасибо!',
  },
};

const fill = (template: string, values: Record<string, string>): string => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The note a transfer carries (PAY by square's payment note): the statement's words, in the order's language. */
export const statementNoteOf = (lang: Lang, orderNumber: string): string => fill(BUYER_ORDER_TEXTS[lang].statementNote, { n: orderNumber });

/** The transfer's facts as label and value, in the order a buyer types them into a bank's form. */
export function transferRows(lang: Lang, details: TransferDetails, eur: (cents: number) => string): Array<[string, string]> {
  const t = BUYER_ORDER_TEXTS[lang];
  return [
    [t.beneficiary, details.beneficiary],
    [t.iban, formatIban(details.iban)],
    ...(details.bic ? ([[t.bic, details.bic]] as Array<[string, string]>) : []),
    [t.variableSymbol, details.variableSymbol],
    [t.amount, eur(details.amountCents)],
  ];
}

/** The transfer as plain text lines (the mail's text part; the PDF's paragraph). */
export function transferText(lang: Lang, orderNumber: string, details: TransferDetails, eur: (cents: number) => string): string[] {
  const t = BUYER_ORDER_TEXTS[lang];
  return [`${t.transferHeading}:`, fill(t.transferIntro, { n: orderNumber }), ...transferRows(lang, details, eur).map(([k, v]) => `${k}: ${v}`)];
}

/** The transfer as HTML with its QR code shown inline from the mail's attachment `cid`. */
export function transferHtml(lang: Lang, orderNumber: string, details: TransferDetails, eur: (cents: number) => string, qrCid: string | null): string {
  const t = BUYER_ORDER_TEXTS[lang];
  const rows = transferRows(lang, details, eur)
    .map(([k, v]) => `<tr><th align="left" style="padding:4px 12px 4px 0;color:#52606d;font-weight:normal;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`)
    .join('');
  const qr = qrCid
    ? `<p><img src="cid:${escapeHtml(qrCid)}" width="180" height="180" alt="${escapeHtml(fill(t.qrAlt, { n: orderNumber }))}" style="display:block;border:0"><span style="font-size:12px;color:#52606d">${escapeHtml(t.qrCaption)}</span></p>`
    : '';
  return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t.transferHeading)}</h2>
<p>${escapeHtml(fill(t.transferIntro, { n: orderNumber }))}</p>
<table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>
${qr}`;
}

/** The link to the order page: a text line and its HTML paragraph. */
export function orderPageLink(lang: Lang, url: string): { text: string; html: string } {
  const t = BUYER_ORDER_TEXTS[lang];
  return { text: `${t.orderPage}\n${url}`, html: `<p>${escapeHtml(t.orderPage)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` };
}

/** The parcel's lines in a mail: carrier, number and the carrier's page. */
export function trackingRows(lang: Lang, tracking: { carrier: string; number: string; url: string | null }): Array<[string, string]> {
  const t = BUYER_ORDER_TEXTS[lang];
  return [[t.carrier, tracking.carrier], [t.trackingNumber, tracking.number], ...(tracking.url ? ([[t.trackingLink, tracking.url]] as Array<[string, string]>) : [])];
}
