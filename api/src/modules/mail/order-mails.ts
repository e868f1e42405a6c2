// The two mails of a new order: a notification to the company (in Slovak, the company's language) and a
// confirmation to the customer in the customer's language. Both plain text with a simple HTML alternative; the
// confirmation carries the order confirmation PDF (order-<number>.pdf) in the same language.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CartContact } from '@shop/shared/contracts/cart';
import { DEFAULT_LANG, isLang, languageName, localeTag, type Lang } from '@shop/shared/languages';
import type { CreatedOrder } from '../cart/service.ts';
import { createSiteSettingsRepository } from '../site/repository.ts';
import { SETTINGS_KEYS, type StoredCompany, type StoredMailRecipients } from '../site/service.ts';
import { queueMail } from './outbox.ts';
import { escapeHtml } from '../../lib/html.ts';
import { pickTranslation } from '../../lib/lang.ts';
import { writePdf, type PdfBlock } from '../../lib/pdf.ts';
import { countryLabel, countryName } from '@shop/shared/countries';
import { pickupAddressOf, type OrderDelivery } from '../delivery/pricing.ts';
import { REVERSE_CHARGE_LABELS, REVERSE_CHARGE_TEXT } from './business-texts.ts';
import { BUYER_ORDER_TEXTS, orderPageLink, statementNoteOf, transferHtml, transferText } from './buyer-order-texts.ts';
import { payBySquarePng, transferDetailsOf, type TransferDetails } from '../orders/bank-transfer.ts';
import type { StoredBankAccount } from '../site/service.ts';


interface MailTexts {
  customerSubject: string;
  companySubject: string;
  greeting: string;
  customerIntro: string;
  companyIntro: string;
  orderNumber: string;
  date: string;
  language: string;
  products: string;
  product: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  totalWithoutVat: string;
  vat: string;
  totalWithVat: string;
  contact: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  companyId: string;
  vatId: string;
  address: string;
  note: string;
  questions: string;
  regards: string;
  openInAdmin: string;
  /** The order confirmation PDF. */
  pdfTitle: string;
  seller: string;
  /** The seller's VAT ID (IČ DPH) on the PDF; its company ID uses companyId. */
  sellerVatId: string;
  buyer: string;
  vatRate: string;
  pdfNote: string;
  /** Delivery: the heading, the two ways ({country} the carrier's destination), free pickup and where. */
  delivery: string;
  pickup: string;
  carrier: string;
  free: string;
  pickupAddress: string;
}

/** {n} is the order number, {name} the customer's name. */
const TEXTS: Record<Lang, MailTexts> = {
  sk: {
    customerSubject: 'Potvrdenie objednávky č. {n}',
    companySubject: 'Nová objednávka č. {n} – {name}',
    greeting: 'Dobrý deň, {name},',
    customerIntro: 'ďakujeme za Vašu objednávku. Prijali sme ju a čoskoro Vás budeme kontaktovať ohľadom dodania a platby.',
    companyIntro: 'Na webe bola prijatá nová objednávka.',
    orderNumber: 'Číslo objednávky',
    date: 'Dátum',
    language: 'Jazyk zákazníka',
    products: 'Produkty',
    product: 'Produkt',
    quantity: 'Množstvo',
    unitPrice: 'Cena za kus s DPH',
    lineTotal: 'Spolu s DPH',
    totalWithoutVat: 'Spolu bez DPH',
    vat: 'DPH',
    totalWithVat: 'Spolu s DPH',
    contact: 'Kontaktné údaje',
    name: 'Meno',
    email: 'E-mail',
    phone: 'Telefón',
    company: 'Firma',
    companyId: 'IČO',
    vatId: 'DIČ / IČ DPH',
    address: 'Adresa',
    note: 'Poznámka',
    questions: 'Ak máte otázky, odpovedzte na tento e-mail alebo nám zavolajte.',
    regards: 'S pozdravom',
    openInAdmin: 'Otvoriť v administrácii',
    pdfTitle: 'Potvrdenie prijatia objednávky č. {n}',
    seller: 'Predávajúci',
    sellerVatId: 'IČ DPH',
    buyer: 'Kupujúci',
    vatRate: 'Sadzba DPH',
    pdfNote: 'Tento dokument potvrdzuje, že sme Vašu objednávku prijali. Nie je daňovým dokladom (faktúrou).',
    delivery: 'Doprava',
    pickup: 'Osobný odber v dielni',
    carrier: 'Doprava prepravcom – {country}',
    free: 'zdarma',
    pickupAddress: 'Miesto odberu',
  },
  en: {
    customerSubject: 'Order confirmation no. {n}',
    companySubject: 'New order no. {n} – {name}',
    greeting: 'Hello {name},',
    customerIntro: 'thank you for your order. We have received it and will contact you shortly about delivery and payment.',
    companyIntro: 'A new order was placed on the website.',
    orderNumber: 'Order number',
    date: 'Date',
    language: 'Customer language',
    products: 'Products',
    product: 'Product',
    quantity: 'Quantity',
    unitPrice: 'Unit price incl. VAT',
    lineTotal: 'Total incl. VAT',
    totalWithoutVat: 'Total excl. VAT',
    vat: 'VAT',
    totalWithVat: 'Total incl. VAT',
    contact: 'Contact details',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    company: 'Company',
    companyId: 'Company ID',
    vatId: 'Tax / VAT ID',
    address: 'Address',
    note: 'Note',
    questions: 'If you have any questions, reply to this e-mail or give us a call.',
    regards: 'Kind regards',
    openInAdmin: 'Open in the administration',
    pdfTitle: 'Confirmation of the received order no. {n}',
    seller: 'Seller',
    sellerVatId: 'VAT ID',
    buyer: 'Buyer',
    vatRate: 'VAT rate',
    pdfNote: 'This document confirms that we have received your order. It is not a tax document (invoice).',
    delivery: 'Delivery',
    pickup: 'Pickup at the workshop',
    carrier: 'Carrier delivery – {country}',
    free: 'free',
    pickupAddress: 'Pickup address',
  },
  hu: {
    customerSubject: 'Rendelés visszaigazolása – {n}. számú rendelés',
    companySubject: 'Új rendelés – {n} – {name}',
    greeting: 'Kedves {name}!',
    customerIntro: 'Köszönjük a rendelését. Megkaptuk, és hamarosan felvesszük Önnel a kapcsolatot a szállítás és a fizetés ügyében.',
    companyIntro: 'Új rendelés érkezett a weboldalon.',
    orderNumber: 'Rendelésszám',
    date: 'Dátum',
    language: 'Az ügyfél nyelve',
    products: 'Termékek',
    product: 'Termék',
    quantity: 'Mennyiség',
    unitPrice: 'Egységár áfával',
    lineTotal: 'Összesen áfával',
    totalWithoutVat: 'Összesen áfa nélkül',
    vat: 'Áfa',
    totalWithVat: 'Összesen áfával',
    contact: 'Elérhetőségek',
    name: 'Név',
    email: 'E-mail',
    phone: 'Telefon',
    company: 'Cég',
    companyId: 'Cégazonosító',
    vatId: 'Adószám / közösségi adószám',
    address: 'Cím',
    note: 'Megjegyzés',
    questions: 'Ha kérdése van, válaszoljon erre az e-mailre, vagy hívjon minket.',
    regards: 'Üdvözlettel',
    openInAdmin: 'Megnyitás az adminisztrációban',
    pdfTitle: 'A beérkezett rendelés visszaigazolása – {n}. számú rendelés',
    seller: 'Eladó',
    sellerVatId: 'Közösségi adószám',
    buyer: 'Vevő',
    vatRate: 'Áfakulcs',
    pdfNote: 'Ez a dokumentum igazolja, hogy megrendelését megkaptuk. Nem adóügyi bizonylat (számla).',
    delivery: 'Szállítás',
    pickup: 'Személyes átvétel a műhelyben',
    carrier: 'Szállítás futárral – {country}',
    free: 'ingyenes',
    pickupAddress: 'Átvételi hely',
  },
  sr: {
    customerSubject: 'Potvrda porudžbine br. {n}',
    companySubject: 'Nova porudžbina br. {n} – {name}',
    greeting: 'Poštovani/a {name},',
    customerIntro: 'hvala Vam na porudžbini. Primili smo je i uskoro ćemo Vas kontaktirati u vezi sa isporukom i plaćanjem.',
    companyIntro: 'Na sajtu je primljena nova porudžbina.',
    orderNumber: 'Broj porudžbine',
    date: 'Datum',
    language: 'Jezik kupca',
    products: 'Proizvodi',
    product: 'Proizvod',
    quantity: 'Količina',
    unitPrice: 'Cena po komadu sa PDV-om',
    lineTotal: 'Ukupno sa PDV-om',
    totalWithoutVat: 'Ukupno bez PDV-a',
    vat: 'PDV',
    totalWithVat: 'Ukupno sa PDV-om',
    contact: 'Kontakt podaci',
    name: 'Ime',
    email: 'E-pošta',
    phone: 'Telefon',
    company: 'Firma',
    companyId: 'Matični broj',
    vatId: 'PIB / PDV broj',
    address: 'Adresa',
    note: 'Napomena',
    questions: 'Ako imate pitanja, odgovorite na ovu poruku ili nas pozovite.',
    regards: 'Srdačan pozdrav',
    openInAdmin: 'Otvori u administraciji',
    pdfTitle: 'Potvrda prijema porudžbine br. {n}',
    seller: 'Prodavac',
    sellerVatId: 'PDV broj',
    buyer: 'Kupac',
    vatRate: 'Stopa PDV-a',
    pdfNote: 'Ovaj dokument potvrđuje da smo primili Vašu porudžbinu. Nije poreski dokument (račun).',
    delivery: 'Isporuka',
    pickup: 'Lično preuzimanje u radionici',
    carrier: 'Isporuka prevoznikom – {country}',
    free: 'besplatno',
    pickupAddress: 'Mesto preuzimanja',
  },
  ru: {
    customerSubject: 'Подтверждение заказа № {n}',
    companySubject: 'Новый заказ № {n} – {name}',
    greeting: 'Здравствуйте, {name}!',
    customerIntro: 'Благодарим вас за заказ. Мы его получили и вскоре свяжемся с вами по поводу доставки и оплаты.',
    companyIntro: 'На сайте оформлен новый заказ.',
    orderNumber: 'Номер заказа',
    date: 'Дата',
    language: 'Язык клиента',
    products: 'Товары',
    product: 'Товар',
    quantity: 'Количество',
    unitPrice: 'Цена за единицу с НДС',
    lineTotal: 'Итого с НДС',
    totalWithoutVat: 'Итого без НДС',
    vat: 'НДС',
    totalWithVat: 'Итого с НДС',
    contact: 'Контактные данные',
    name: 'Имя',
    email: 'Эл. почта',
    phone: 'Телефон',
    company: 'Компания',
    companyId: 'Регистрационный номер',
    vatId: 'ИНН / номер плательщика НДС',
    address: 'Адрес',
    note: 'Примечание',
    questions: 'Если у вас есть вопросы, ответьте на это письмо или позвоните нам.',
    regards: 'С уважением',
    openInAdmin: 'Открыть в администрации',
    pdfTitle: 'Подтверждение получения заказа № {n}',
    seller: 'Продавец',
    sellerVatId: 'Номер плательщика НДС',
    buyer: 'Покупатель',
    vatRate: 'Ставка НДС',
    pdfNote: 'Настоящий документ подтверждает, что мы получили ваш заказ. Он не является налоговым документом (счётом).',
    delivery: 'Доставка',
    pickup: 'Самовывоз из мастерской',
    carrier: 'Доставка перевозчиком – {country}',
    free: 'бесплатно',
    pickupAddress: 'Адрес самовывоза',
  },
};

const COMPANY_LANG: Lang = 'sk';

const fill = (template: string, values: Record<string, string>): string => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function asLang(value: string): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/**
 * The delivery as one line ("Carrier delivery – Slovakia" / "Pickup at the workshop") and its price ("free"). The
 * pickup address was kept in the buyer's language; a mail in another language (the office's) passes `company` to
 * name it in its own, so a Slovak mail does not read "Žilina, Словакия".
 */
export function deliveryWords(delivery: OrderDelivery, lang: Lang, eur: (cents: number) => string, company: StoredCompany | null = null): { way: string; price: string; address: string | null } {
  const t = TEXTS[lang];
  const way = delivery.method === 'pickup' ? t.pickup : fill(t.carrier, { country: countryName(delivery.country ?? '', lang) });
  const address = delivery.method === 'pickup' && company ? pickupAddressOf(company, lang) : delivery.pickup_address;
  return { way, price: delivery.price_with_vat_cents === 0 ? t.free : eur(delivery.price_with_vat_cents), address: address || null };
}

/** The texts of an order's mail or PDF: a reverse charge's prices are labelled without VAT (decision 0113). */
const textsOf = (lang: Lang, reverseCharge: boolean): MailTexts => (reverseCharge ? { ...TEXTS[lang], ...REVERSE_CHARGE_LABELS[lang] } : TEXTS[lang]);

interface Rendered {
  subject: string;
  text: string;
  html: string;
}

/** The bank transfer of an order and its PAY by square code as a PNG. */
export interface TransferWithCode {
  details: TransferDetails;
  png: Buffer;
}

interface OrderMailContext {
  order: CreatedOrder;
  company: StoredCompany | null;
  adminUrl: string | null;
  /** The buyer's order page (decision 0105); null where the mail has no origin to name. */
  orderUrl?: string | null | undefined;
  /** How to pay by bank transfer; null when the shop has no IBAN. */
  transfer?: TransferWithCode | null | undefined;
}

/** The content id of the QR code's inline image in the confirmation mail. */
const QR_CID = 'pay-by-square@order';

/** Renders one of the two mails in a language. */
export function renderOrderMail(kind: 'customer' | 'company', lang: Lang, { order, company, adminUrl, orderUrl, transfer }: OrderMailContext): Rendered {
  const t = textsOf(lang, order.vat_reverse_charge);
  const locale = localeTag(lang);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const eur = (cents: number) => money.format(cents / 100);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Bratislava' }).format(new Date(order.receipt.created_at));
  const c: CartContact = order.contact;
  const number = order.receipt.order_number;
  const subject = fill(kind === 'customer' ? t.customerSubject : t.companySubject, { n: number, name: c.name });
  const customerLang = asLang(order.lang);

  const facts: Array<[string, string]> = [
    [t.orderNumber, number],
    [t.date, date],
    ...(kind === 'company' ? ([[t.language, languageName(customerLang)]] as Array<[string, string]>) : []),
  ];
  const contactRows: Array<[string, string]> = [
    [t.name, c.name],
    [t.email, c.email],
    [t.phone, c.phone],
    ...(c.company ? ([[t.company, c.company]] as Array<[string, string]>) : []),
    ...(c.company_id ? ([[t.companyId, c.company_id]] as Array<[string, string]>) : []),
    ...(c.vat_id ? ([[t.vatId, c.vat_id]] as Array<[string, string]>) : []),
    [t.address, `${c.street}, ${c.zip} ${c.city}, ${countryLabel(c.country, lang)}`],
    ...(c.note ? ([[t.note, c.note]] as Array<[string, string]>) : []),
  ];
  // The office's mail of a Russian order: the pickup address was kept in Russian.
  const delivery = deliveryWords(order.delivery, lang, eur, lang !== customerLang ? company : null);
  const deliveryRows: Array<[string, string]> = [
    [t.delivery, `${delivery.way}: ${delivery.price}`],
    ...(delivery.address ? ([[t.pickupAddress, delivery.address]] as Array<[string, string]>) : []),
  ];
  const totals: Array<[string, string]> = [
    [t.totalWithoutVat, eur(order.totals.without_vat_cents)],
    [t.vat, eur(order.totals.vat_cents)],
    [t.totalWithVat, eur(order.totals.with_vat_cents)],
  ];
  const reverseCharge = order.vat_reverse_charge ? REVERSE_CHARGE_TEXT[lang] : null;
  const signature = company
    ? [company.name, `${company.street}, ${company.zip} ${company.town}`, [company.phone, company.email].filter(Boolean).join(' · ')].filter(Boolean)
    : [];
  const opening = kind === 'customer' ? `${fill(t.greeting, { name: c.name })}\n${t.customerIntro}` : t.companyIntro;
  // The buyer's part: where the order page is, and how to pay (the office's notification has neither).
  const pageLink = kind === 'customer' && orderUrl ? orderPageLink(lang, orderUrl) : null;
  const payment = kind === 'customer' && transfer ? transfer.details : null;

  const text = [
    opening,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t.products}:`,
    ...order.lines.map((l) => `- ${l.name}: ${l.quantity} × ${eur(l.unit_with_vat_cents)} = ${eur(l.total_with_vat_cents)}`),
    '',
    ...deliveryRows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...totals.map(([k, v]) => `${k}: ${v}`),
    ...(reverseCharge ? [reverseCharge] : []),
    '',
    ...(payment ? [...transferText(lang, number, payment, eur), ''] : []),
    ...(pageLink ? [pageLink.text, ''] : []),
    `${t.contact}:`,
    ...contactRows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(kind === 'company' && adminUrl ? [`${t.openInAdmin}: ${adminUrl}`, ''] : []),
    ...(kind === 'customer' ? [t.questions, '', t.regards, ...signature] : []),
  ].join('\n');

  const row = ([k, v]: [string, string]) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;color:#52606d;font-weight:normal;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`;
  const cell = 'style="padding:6px 8px;border-bottom:1px solid #e4e7eb"';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:14px;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">
<h1 style="font-size:20px;margin:0 0 16px;color:#0b4ea2">${escapeHtml(subject)}</h1>
${kind === 'customer' ? `<p>${escapeHtml(fill(t.greeting, { name: c.name }))}<br>${escapeHtml(t.customerIntro)}</p>` : `<p>${escapeHtml(t.companyIntro)}</p>`}
<table role="presentation" cellspacing="0" cellpadding="0">${facts.map(row).join('')}</table>
<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t.products)}</h2>
<table cellspacing="0" cellpadding="0" style="width:100%;border-collapse:collapse">
<thead><tr><th align="left" ${cell}>${escapeHtml(t.product)}</th><th align="right" ${cell}>${escapeHtml(t.quantity)}</th><th align="right" ${cell}>${escapeHtml(t.unitPrice)}</th><th align="right" ${cell}>${escapeHtml(t.lineTotal)}</th></tr></thead>
<tbody>${order.lines
    .map(
      (l) =>
        `<tr><td ${cell}>${escapeHtml(l.name)}</td><td align="right" ${cell}>${l.quantity}</td><td align="right" ${cell}>${escapeHtml(eur(l.unit_with_vat_cents))}</td><td align="right" ${cell}>${escapeHtml(eur(l.total_with_vat_cents))}</td></tr>`,
    )
    .join('')}</tbody>
</table>
<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t.delivery)}</h2>
<table role="presentation" cellspacing="0" cellpadding="0">${deliveryRows.map(row).join('')}</table>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:12px 0 0 auto">${totals.map(row).join('')}</table>
${reverseCharge ? `<p style="text-align:right;font-weight:bold">${escapeHtml(reverseCharge)}</p>` : ''}
${payment ? transferHtml(lang, number, payment, eur, QR_CID) : ''}
${pageLink ? pageLink.html : ''}
<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t.contact)}</h2>
<table role="presentation" cellspacing="0" cellpadding="0">${contactRows.map(row).join('')}</table>
${kind === 'company' && adminUrl ? `<p style="margin-top:24px"><a href="${escapeHtml(adminUrl)}">${escapeHtml(t.openInAdmin)}</a></p>` : ''}
${kind === 'customer' ? `<p style="margin-top:24px">${escapeHtml(t.questions)}</p><p>${escapeHtml(t.regards)}<br>${signature.map(escapeHtml).join('<br>')}</p>` : ''}
</div></body></html>`;
  return { subject, text, html };
}

/** The order confirmation PDF attached to the customer's mail, in the order's language. */
/** What the PDF is written from: a new order, or a stored one (whose delivery is null when it predates the choice). */
export type OrderDocument = Omit<CreatedOrder, 'delivery'> & { delivery: CreatedOrder['delivery'] | null };

export async function renderOrderPdf(lang: Lang, { order, company, transfer }: { order: OrderDocument; company: StoredCompany | null; transfer?: TransferWithCode | null | undefined }): Promise<{ filename: string; content: Buffer }> {
  const t = textsOf(lang, order.vat_reverse_charge);
  const locale = localeTag(lang);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const eur = (cents: number) => money.format(cents / 100);
  const createdAt = new Date(order.receipt.created_at);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Bratislava' }).format(createdAt);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const c = order.contact;
  const number = order.receipt.order_number;
  const title = fill(t.pdfTitle, { n: number });
  const delivery = order.delivery ? deliveryWords(order.delivery, lang, eur) : null;
  const address = company ? `${company.street}, ${company.zip} ${company.town}` : '';
  // The seller's IDs as every document of a Slovak company names them (issue 47: the PDF had neither).
  const seller = company
    ? [
        company.name,
        [address, pickTranslation(company.country, lang)].filter(Boolean).join(', '),
        company.company_id ? `${t.companyId}: ${company.company_id}` : '',
        company.vat_id ? `${t.sellerVatId}: ${company.vat_id}` : '',
        [company.phone, company.email].filter(Boolean).join(' · '),
      ].filter(Boolean)
    : [];
  const buyer: Array<[string, string | undefined]> = [
    [t.name, c.name],
    [t.company, c.company],
    [t.companyId, c.company_id],
    [t.vatId, c.vat_id],
    [t.address, `${c.street}, ${c.zip} ${c.city}, ${countryLabel(c.country, lang)}`],
    [t.email, c.email],
    [t.phone, c.phone],
    [t.note, c.note],
  ];
  const blocks: PdfBlock[] = [
    { kind: 'title', text: title },
    { kind: 'subtitle', text: `${t.orderNumber}: ${number}\n${t.date}: ${date}` },
    ...(seller.length > 0 ? [{ kind: 'heading' as const, text: t.seller }, { kind: 'paragraph' as const, text: seller.join('\n') }] : []),
    { kind: 'heading', text: t.buyer },
    { kind: 'paragraph', text: buyer.filter((row): row is [string, string] => Boolean(row[1])).map(([k, v]) => `${k}: ${v}`).join('\n') },
    { kind: 'heading', text: t.products },
    {
      kind: 'table',
      columns: [{ width: 7.5 }, { width: 3.5, align: 'right' }, { width: 4, align: 'right' }, { width: 3, align: 'right' }, { width: 4, align: 'right' }],
      header: [t.product, t.quantity, t.unitPrice, t.vatRate, t.lineTotal],
      rows: order.lines.map((l) => [l.name, String(l.quantity), eur(l.unit_with_vat_cents), percent.format(l.vat_rate / 100), eur(l.total_with_vat_cents)]),
    },
    ...(delivery
      ? [
          { kind: 'heading' as const, text: t.delivery },
          { kind: 'paragraph' as const, text: [`${delivery.way}: ${delivery.price}`, ...(delivery.address ? [`${t.pickupAddress}: ${delivery.address}`] : [])].join('\n') },
        ]
      : []),
    {
      kind: 'table',
      columns: [{ width: 3, align: 'right' }, { width: 1, align: 'right' }],
      rows: [
        [t.totalWithoutVat, eur(order.totals.without_vat_cents)],
        [t.vat, eur(order.totals.vat_cents)],
        [t.totalWithVat, eur(order.totals.with_vat_cents)],
      ],
      boldLast: true,
    },
    ...(order.vat_reverse_charge ? [{ kind: 'paragraph' as const, text: REVERSE_CHARGE_TEXT[lang] }] : []),
    ...(transfer ? transferBlocks(lang, number, transfer, eur) : []),
    { kind: 'paragraph', text: t.pdfNote },
  ];
  const content = await writePdf({
    title,
    author: company?.name ?? '',
    lang: locale,
    blocks,
    footer: [company?.name, address].filter(Boolean).join(' · '),
    createdAt,
  });
  return { filename: `order-${number}.pdf`, content };
}

/** The PDF's bank transfer: heading, the facts as text, then the QR code (its text alternative is the facts above). */
function transferBlocks(lang: Lang, orderNumber: string, transfer: TransferWithCode, eur: (cents: number) => string): PdfBlock[] {
  const [heading, ...lines] = transferText(lang, orderNumber, transfer.details, eur);
  return [
    { kind: 'heading', text: (heading ?? '').replace(/:$/, '') },
    { kind: 'paragraph', text: lines.join('\n') },
    { kind: 'image', png: transfer.png, width: 120, caption: BUYER_ORDER_TEXTS[lang].qrCaption },
  ];
}

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
  const adminUrl = settings.publicUrl ? `${settings.publicUrl.replace(/\/+$/, '')}/${COMPANY_LANG}/admin/orders/${order.receipt.uuid}` : null;
  let queued = 0;
  const companyRecipient = listed.length > 0 ? listed.join(', ') : (settings.notifyTo ?? (company?.email || null));
  if (companyRecipient) {
    await queueMail(trx, { ...renderOrderMail('company', COMPANY_LANG, { order, company, adminUrl }), to: companyRecipient, replyTo: order.contact.email, kind: 'order-company', ref: order.receipt.uuid });
    queued += 1;
  }
  // Issue 28, 2: the confirmation goes to an address the sender typed, so the shop must not become a way to send mail
  // to anyone: at most CONFIRMATIONS_PER_RECIPIENT_PER_HOUR per address. The order itself still goes through.
  if (await confirmationsLastHour(trx, order.contact.email) >= CONFIRMATIONS_PER_RECIPIENT_PER_HOUR) {
    return { queued, companyRecipient, customerSkipped: true };
  }
  const customerLang = asLang(order.lang);
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
