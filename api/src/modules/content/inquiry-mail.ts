// The mail that tells the company about a new inquiry; written to the mail outbox with the inquiry.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { InquiriesTable } from '../../db/content-schema.ts';
import type { Database } from '../../db/schema.ts';
import { localeTag, type Lang } from '@shop/shared/languages';
import { INQUIRY_REPLY_WORKING_DAYS } from '@shop/shared/contracts/limits';
import { holdMail, queueMail, releaseHeldMails, type MailAttachment } from '../mail/outbox.ts';
import { OFFICE_LANG, shopDateTime } from '../../lib/shop-date.ts';
import { createSiteSettingsRepository } from '../site/repository.ts';
import { SETTINGS_KEYS, type StoredCompany } from '../site/service.ts';

const KIND_LABEL: Record<string, string> = {
  contact: 'Kontaktný formulár',
  'custom-production': 'Zákazková výroba',
  'catalog-contact': 'Kontakt z katalógu',
};

const LANG_LABEL: Record<string, string> = { sk: 'slovenčina', en: 'angličtina', hu: 'maďarčina', sr: 'srbčina', ru: 'ruština' };

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The stored inquiry as the mail shows it, with the name of the product it asks about. */
export type InquiryMailData = Pick<Selectable<InquiriesTable>, 'uuid' | 'kind' | 'lang' | 'name' | 'email' | 'phone' | 'company' | 'message' | 'created_at'> & {
  productName: string | null;
};

/**
 * The office reads Slovak; the visitor's language is named so they can answer in it. Without recipients (none named
 * in the settings and no company e-mail) the mail is held in the outbox with its files until someone is named.
 */
export async function queueInquiryMail(trx: Transaction<Database>, inquiry: InquiryMailData, recipients: string[], attachments: MailAttachment[] = []): Promise<number> {
  const kind = KIND_LABEL[inquiry.kind] ?? inquiry.kind;
  const rows: Array<[string, string]> = [
    ['Druh', kind],
    ['Meno', inquiry.name],
    ['E-mail', inquiry.email],
    ...(inquiry.phone ? [['Telefón', inquiry.phone] as [string, string]] : []),
    ...(inquiry.company ? [['Firma', inquiry.company] as [string, string]] : []),
    ...(inquiry.productName ? [['Výrobok', inquiry.productName] as [string, string]] : []),
    ['Jazyk', LANG_LABEL[inquiry.lang] ?? inquiry.lang],
    // The office's time and language, not the stored UTC stamp (2026-11-29T04:22:04.550Z).
    ['Prijaté', shopDateTime(inquiry.created_at, OFFICE_LANG)],
    // The sender's sketch or photo travels with the mail (the office has no other copy of it).
    ...(attachments.length > 0 ? [['Prílohy', attachments.map((a) => a.filename).join(', ')] as [string, string]] : []),
  ];
  const text = `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nSpráva:\n${inquiry.message}\n`;
  const html = `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table><p><strong>Správa:</strong></p><p>${escapeHtml(inquiry.message).replace(/\n/g, '<br>')}</p>`;
  const mail = {
    subject: `Nový dopyt (${kind}): ${inquiry.name}`,
    text,
    html,
    replyTo: inquiry.email,
    kind: 'inquiry',
    ref: inquiry.uuid,
    ...(attachments.length > 0 ? { attachments } : {}),
  };
  return recipients.length > 0 ? queueMail(trx, { ...mail, to: recipients.join(', ') }) : holdMail(trx, mail);
}

/** The acknowledgement's words in one language; `days` is the promise of INQUIRY_REPLY_WORKING_DAYS. */
interface AckTexts {
  subject: string;
  greeting: (name: string) => string;
  received: (days: number) => string;
  regards: string;
}

/** "1 working day" / "3 working days" in the grammatical case each sentence below needs. */
const dayWords = (lang: Lang, days: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string =>
  `${days} ${forms[new Intl.PluralRules(localeTag(lang)).select(days)] ?? forms.other}`;

const ACK_TEXTS: Record<Lang, AckTexts> = {
  sk: {
    subject: 'Vašu správu sme prijali',
    greeting: (name) => `Dobrý deň, ${name},`,
    received: (days) => `ďakujeme za Vašu správu. Prijali sme ju a odpovieme Vám do ${dayWords('sk', days, { one: 'pracovného dňa', other: 'pracovných dní' })}.`,
    regards: 'S pozdravom',
  },
  en: {
    subject: 'We have received your message',
    greeting: (name) => `Hello ${name},`,
    received: (days) => `thank you for your message. We have received it and will reply within ${dayWords('en', days, { one: 'working day', other: 'working days' })}.`,
    regards: 'Kind regards',
  },
  hu: {
    subject: 'Megkaptuk üzenetét',
    greeting: (name) => `Kedves ${name}!`,
    received: (days) => `Köszönjük üzenetét. Megkaptuk, és ${dayWords('hu', days, { other: 'munkanapon' })} belül válaszolunk.`,
    regards: 'Üdvözlettel',
  },
  sr: {
    subject: 'Primili smo Vašu poruku',
    greeting: (name) => `Poštovani/a ${name},`,
    received: (days) => `hvala Vam na poruci. Primili smo je i odgovorićemo u roku od ${dayWords('sr', days, { one: 'radnog dana', few: 'radna dana', other: 'radnih dana' })}.`,
    regards: 'Srdačan pozdrav',
  },
  ru: {
    subject: 'Мы получили ваше сообщение',
    greeting: (name) => `Здравствуйте, ${name}!`,
    received: (days) => `Благодарим вас за сообщение. Мы его получили и ответим в течение ${dayWords('ru', days, { one: 'рабочего дня', other: 'рабочих дней' })}.`,
    regards: 'С уважением',
  },
};

/** Acknowledgements one address may receive per hour: the form must not become a way to mail anyone. */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR = 3;

/**
 * Tells the sender, in the form's language, that the message arrived and when to expect the answer (the number the
 * form promised). Replies go to the company. The message itself is not repeated: the form must not carry a stranger's
 * text to an address it was typed for. Skipped past the hourly limit per address; answers whether it was queued.
 */
export async function queueInquiryAcknowledgement(trx: Transaction<Database>, inquiry: InquiryMailData & { lang: Lang }): Promise<boolean> {
  const since = new Date(Date.now() - 3600_000).toISOString();
  const sent = await trx
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'inquiry-ack')
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', inquiry.email.toLowerCase()))
    .where('created_at', '>=', since)
    .executeTakeFirst();
  if (Number(sent?.n ?? 0) >= ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR) return false;
  const company = await createSiteSettingsRepository(trx as unknown as Kysely<Database>).get<StoredCompany>(SETTINGS_KEYS.company);
  const t = ACK_TEXTS[inquiry.lang];
  const days = INQUIRY_REPLY_WORKING_DAYS[inquiry.kind as keyof typeof INQUIRY_REPLY_WORKING_DAYS] ?? INQUIRY_REPLY_WORKING_DAYS.contact;
  const signature = company ? [company.name, [company.phone, company.email].filter(Boolean).join(' · ')].filter(Boolean) : [];
  const text = [t.greeting(inquiry.name), t.received(days), '', t.regards, ...signature].join('\n');
  const html = `<!doctype html><html lang="${inquiry.lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head><body>`
    + `<p>${escapeHtml(t.greeting(inquiry.name))}<br>${escapeHtml(t.received(days))}</p>`
    + `<p>${[t.regards, ...signature].map(escapeHtml).join('<br>')}</p></body></html>`;
  await queueMail(trx, {
    to: inquiry.email,
    subject: company?.name ? `${t.subject} – ${company.name}` : t.subject,
    text,
    html,
    ...(company?.email ? { replyTo: company.email } : {}),
    kind: 'inquiry-ack',
    ref: inquiry.uuid,
  });
  return true;
}

/** Sends the inquiries held for want of a recipient to the recipients named now; answers how many. */
export async function releaseHeldInquiryMails(db: Kysely<Database>, recipients: string[]): Promise<number> {
  if (recipients.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const released = await releaseHeldMails(trx, 'inquiry', recipients.join(', '));
    if (released.length > 0) await trx.updateTable('inquiries').set({ mail_status: 'queued' }).where('uuid', 'in', released).execute();
    return released.length;
  });
}
