// The customer's mail about a status step of an order, in the order's language: short and polite, with the order
// number (and the reason of a cancel). Queued in the transaction that stores the step, so both happen or neither.
// No per-address limit as for confirmations: only a signed-in admin takes a step, and the workflow only goes
// forward, so one order can cause at most four of these mails, and one more when its payment is marked received.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DEFAULT_LANG, isLang, type Lang } from '@shop/shared/languages';
import type { OrderStatus } from '@shop/shared/contracts/orders';
import { escapeHtml } from '../../lib/html.ts';
import { createSiteSettingsRepository } from '../site/repository.ts';
import { SETTINGS_KEYS, type StoredCompany } from '../site/service.ts';
import { queueMail } from './outbox.ts';
import { BUYER_ORDER_TEXTS, orderPageLink, trackingRows } from './buyer-order-texts.ts';

/** The statuses the customer is told about (every one an order can step to). */
export type MailedStatus = Exclude<OrderStatus, 'new'>;

/** What the customer is told about: a status step, or the payment received (issue 47). */
export type MailedEvent = MailedStatus | 'paid';

interface StatusTexts {
  greeting: string;
  subject: Record<MailedStatus, string>;
  body: Record<MailedStatus, string>;
  reason: string;
  questions: string;
  regards: string;
}

/** {n} is the order number, {name} the customer's name. */
const TEXTS: Record<Lang, StatusTexts> = {
  sk: {
    greeting: 'Dobrý deň, {name},',
    subject: {
      confirmed: 'Objednávka č. {n} je potvrdená',
      ready_for_pickup: 'Objednávka č. {n} je pripravená na vyzdvihnutie',
      shipped: 'Objednávka č. {n} bola odoslaná',
      completed: 'Objednávka č. {n} je vybavená',
      cancelled: 'Objednávka č. {n} bola zrušená',
    },
    body: {
      confirmed: 'Vašu objednávku č. {n} sme potvrdili a pripravujeme ju.',
      ready_for_pickup: 'Vaša objednávka č. {n} je pripravená a môžete si ju u nás vyzdvihnúť.',
      shipped: 'Vašu objednávku č. {n} sme odoslali. Čoskoro by mala byť u Vás.',
      completed: 'Vaša objednávka č. {n} je vybavená. Ďakujeme, že ste nakúpili u nás.',
      cancelled: 'S poľutovaním Vám oznamujeme, že Vaša objednávka č. {n} bola zrušená.',
    },
    reason: 'Poznámka obchodu k zrušeniu (tak, ako ju napísal)',
    questions: 'Ak máte otázky, odpovedzte na tento e-mail alebo nám zavolajte.',
    regards: 'S pozdravom',
  },
  en: {
    greeting: 'Hello {name},',
    subject: {
      confirmed: 'Order no. {n} is confirmed',
      ready_for_pickup: 'Order no. {n} is ready for pickup',
      shipped: 'Order no. {n} has been shipped',
      completed: 'Order no. {n} is completed',
      cancelled: 'Order no. {n} has been cancelled',
    },
    body: {
      confirmed: 'We have confirmed your order no. {n} and are preparing it.',
      ready_for_pickup: 'Your order no. {n} is ready and you can pick it up from us.',
      shipped: 'We have shipped your order no. {n}. It should reach you soon.',
      completed: 'Your order no. {n} is completed. Thank you for shopping with us.',
      cancelled: 'We are sorry to let you know that your order no. {n} has been cancelled.',
    },
    reason: 'A note from the shop on the cancellation (as the shop wrote it)',
    questions: 'If you have any questions, reply to this e-mail or give us a call.',
    regards: 'Kind regards',
  },
  hu: {
    greeting: 'Kedves {name}!',
    subject: {
      confirmed: 'A(z) {n}. számú rendelést visszaigazoltuk',
      ready_for_pickup: 'A(z) {n}. számú rendelés átvehető',
      shipped: 'A(z) {n}. számú rendelést feladtuk',
      completed: 'A(z) {n}. számú rendelés teljesítve',
      cancelled: 'A(z) {n}. számú rendelést töröltük',
    },
    body: {
      confirmed: 'A(z) {n}. számú rendelését visszaigazoltuk, és már készítjük.',
      ready_for_pickup: 'A(z) {n}. számú rendelése elkészült, nálunk átveheti.',
      shipped: 'A(z) {n}. számú rendelését feladtuk. Hamarosan megérkezik Önhöz.',
      completed: 'A(z) {n}. számú rendelése teljesítve. Köszönjük, hogy nálunk vásárolt.',
      cancelled: 'Sajnálattal értesítjük, hogy a(z) {n}. számú rendelését töröltük.',
    },
    reason: 'Az üzlet megjegyzése a lemondáshoz (ahogy az üzlet megírta)',
    questions: 'Ha kérdése van, válaszoljon erre az e-mailre, vagy hívjon minket.',
    regards: 'Üdvözlettel',
  },
  sr: {
    greeting: 'Poštovani/a {name},',
    subject: {
      confirmed: 'Porudžbina br. {n} je potvrđena',
      ready_for_pickup: 'Porudžbina br. {n} je spremna za preuzimanje',
      shipped: 'Porudžbina br. {n} je poslata',
      completed: 'Porudžbina br. {n} je završena',
      cancelled: 'Porudžbina br. {n} je otkazana',
    },
    body: {
      confirmed: 'Potvrdili smo Vašu porudžbinu br. {n} i pripremamo je.',
      ready_for_pickup: 'Vaša porudžbina br. {n} je spremna i možete je preuzeti kod nas.',
      shipped: 'Poslali smo Vašu porudžbinu br. {n}. Uskoro bi trebalo da stigne do Vas.',
      completed: 'Vaša porudžbina br. {n} je završena. Hvala Vam na kupovini.',
      cancelled: 'Sa žaljenjem Vas obaveštavamo da je Vaša porudžbina br. {n} otkazana.',
    },
    reason: 'Napomena prodavnice o otkazivanju (onako kako ju je napisala)',
    questions: 'Ako imate pitanja, odgovorite na ovu poruku ili nas pozovite.',
    regards: 'Srdačan pozdrav',
  },
  ru: {
    greeting: 'Здравствуйте, {name}!',
    subject: {
      confirmed: 'Заказ № {n} подтверждён',
      ready_for_pickup: 'Заказ № {n} готов к выдаче',
      shipped: 'Заказ № {n} отправлен',
      completed: 'Заказ № {n} выполнен',
      cancelled: 'Заказ № {n} отменён',
    },
    body: {
      confirmed: 'Мы подтвердили ваш заказ № {n} и готовим его.',
      ready_for_pickup: 'Ваш заказ № {n} готов, вы можете забрать его у нас.',
      shipped: 'Мы отправили ваш заказ № {n}. Скоро он будет у вас.',
      completed: 'Ваш заказ № {n} выполнен. Спасибо за покупку!',
      cancelled: 'К сожалению, ваш заказ № {n} отменён.',
    },
    reason: 'Примечание магазина к отмене (в том виде, в каком его написал магазин)',
    questions: 'Если у вас есть вопросы, ответьте на это письмо или позвоните нам.',
    regards: 'С уважением',
  },
};

const fill = (template: string, values: Record<string, string>): string => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export const asLang = (value: string): Lang => (isLang(value) ? value : DEFAULT_LANG);

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
  const t = TEXTS[lang];
  const b = BUYER_ORDER_TEXTS[lang];
  const values = { n: orderNumber, name: customerName };
  const subject = fill(status === 'paid' ? b.paidSubject : t.subject[status], values);
  const greeting = fill(t.greeting, values);
  const body = fill(status === 'paid' ? b.paidBody : t.body[status], values);
  // The admin's words, in whatever language they were typed: set apart as the shop's quoted note, introduced in the
  // mail's language, so a Slovak sentence in a Russian mail reads as a quotation, not as the mail's own text.
  const reasonLine = status === 'cancelled' && reason ? `${t.reason}:\n${reason.split('\n').map((line) => `> ${line}`).join('\n')}` : null;
  const parcel = status === 'shipped' && tracking ? trackingRows(lang, tracking) : null;
  const pageLink = orderUrl ? orderPageLink(lang, orderUrl) : null;
  const signature = company ? [company.name, [company.phone, company.email].filter(Boolean).join(' · ')].filter(Boolean) : [];
  const text = [
    greeting,
    body,
    ...(reasonLine ? ['', reasonLine] : []),
    ...(parcel ? ['', `${b.tracking}:`, ...parcel.map(([k, v]) => `${k}: ${v}`)] : []),
    ...(pageLink ? ['', pageLink.text] : []),
    '',
    t.questions,
    '',
    t.regards,
    ...signature,
  ].join('\n');
  const parcelHtml = parcel
    ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(b.tracking)}</h2><p>${escapeHtml(b.carrier)}: <strong>${escapeHtml(tracking!.carrier)}</strong><br>${escapeHtml(b.trackingNumber)}: <strong>${escapeHtml(tracking!.number)}</strong>${
        tracking!.url ? `<br><a href="${escapeHtml(tracking!.url)}">${escapeHtml(b.trackingLink)}</a>` : ''
      }</p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:14px;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">
<h1 style="font-size:20px;margin:0 0 16px;color:#0b4ea2">${escapeHtml(subject)}</h1>
<p>${escapeHtml(greeting)}<br>${escapeHtml(body)}</p>
${reasonLine ? `<p><strong>${escapeHtml(t.reason)}:</strong></p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #9aa5b1;background:#f5f7fa">${escapeHtml(reason ?? '').replace(/\n/g, '<br>')}</blockquote>` : ''}
${parcelHtml}
${pageLink ? pageLink.html : ''}
<p>${escapeHtml(t.questions)}</p>
<p>${escapeHtml(t.regards)}${signature.map((line) => `<br>${escapeHtml(line)}`).join('')}</p>
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
    ...renderOrderStatusMail({ status, lang: asLang(order.lang), orderNumber: order.order_number, customerName: order.name, reason, company, ...extras }),
    to: order.email,
    ...(company?.email ? { replyTo: company.email } : {}),
    kind: status === 'paid' ? 'order-paid' : 'order-status',
    ref: order.uuid,
  });
}
