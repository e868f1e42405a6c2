// The mail that tells the company about a new inquiry; written to the mail outbox with the inquiry.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { InquiriesTable } from '../../db/content-schema.ts';
import type { Database } from '../../db/schema.ts';
import { isLang, localeTag, type Lang } from '@shop/shared/languages';
import { INQUIRY_REPLY_WORKING_DAYS } from '@shop/shared/contracts/limits';
import { holdMail, queueMail, releaseHeldMails, type MailAttachment } from '../mail/index.ts';
import { OFFICE_LANG, shopDateTime } from '../../lib/shop-date.ts';
import { createSiteSettingsRepository, SETTINGS_KEYS, type StoredCompany } from '../site/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import { textsIn } from '../../i18n/texts.ts';

/** The stored inquiry as the mail shows it, with the name of the product it asks about. */
export type InquiryMailData = Pick<Selectable<InquiriesTable>, 'uuid' | 'kind' | 'lang' | 'name' | 'email' | 'phone' | 'company' | 'message' | 'created_at'> & {
  productName: string | null;
};

/**
 * The office reads Slovak; the visitor's language is named so they can answer in it. Without recipients (none named
 * in the settings and no company e-mail) the mail is held in the outbox with its files until someone is named.
 */
export async function queueInquiryMail(trx: Transaction<Database>, inquiry: InquiryMailData, recipients: string[], attachments: MailAttachment[] = []): Promise<number> {
  const t = textsIn(OFFICE_LANG);
  const kind = t(`inquiry.kinds.${inquiry.kind}`, { defaultValue: inquiry.kind });
  // The visitor's language named in the office's (slovenčina, angličtina, ...).
  const language = isLang(inquiry.lang) ? new Intl.DisplayNames(localeTag(OFFICE_LANG), { type: 'language' }).of(inquiry.lang) ?? inquiry.lang : inquiry.lang;
  const rows: Array<[string, string]> = [
    [t('inquiry.fields.kind'), kind],
    [t('inquiry.fields.name'), inquiry.name],
    [t('inquiry.fields.email'), inquiry.email],
    ...(inquiry.phone ? [[t('inquiry.fields.phone'), inquiry.phone] as [string, string]] : []),
    ...(inquiry.company ? [[t('inquiry.fields.company'), inquiry.company] as [string, string]] : []),
    ...(inquiry.productName ? [[t('inquiry.fields.product'), inquiry.productName] as [string, string]] : []),
    [t('inquiry.fields.language'), language],
    // The office's time and language, not the stored UTC stamp (2026-11-29T04:22:04.550Z).
    [t('inquiry.fields.received'), shopDateTime(inquiry.created_at, OFFICE_LANG)],
    // The sender's sketch or photo travels with the mail (the office has no other copy of it).
    ...(attachments.length > 0 ? [[t('inquiry.fields.attachments'), attachments.map((a) => a.filename).join(', ')] as [string, string]] : []),
  ];
  const message = t('inquiry.fields.message');
  const text = `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${message}:\n${inquiry.message}\n`;
  const html = `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table><p><strong>${escapeHtml(message)}:</strong></p><p>${escapeHtml(inquiry.message).replace(/\n/g, '<br>')}</p>`;
  const mail = {
    subject: t('inquiry.subject', { kind, name: inquiry.name }),
    text,
    html,
    replyTo: inquiry.email,
    kind: 'inquiry',
    ref: inquiry.uuid,
    ...(attachments.length > 0 ? { attachments } : {}),
  };
  return recipients.length > 0 ? queueMail(trx, { ...mail, to: recipients.join(', ') }) : holdMail(trx, mail);
}

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
  const t = textsIn(inquiry.lang);
  const days = INQUIRY_REPLY_WORKING_DAYS[inquiry.kind as keyof typeof INQUIRY_REPLY_WORKING_DAYS] ?? INQUIRY_REPLY_WORKING_DAYS.contact;
  const signature = company ? [company.name, [company.phone, company.email].filter(Boolean).join(' · ')].filter(Boolean) : [];
  const subject = t('inquiryAck.subject');
  const greeting = t('mail.greeting', { name: inquiry.name });
  const received = t('inquiryAck.received', { count: days });
  const text = [greeting, received, '', t('mail.regards'), ...signature].join('\n');
  const html = `<!doctype html><html lang="${inquiry.lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`
    + `<p>${escapeHtml(greeting)}<br>${escapeHtml(received)}</p>`
    + `<p>${[t('mail.regards'), ...signature].map(escapeHtml).join('<br>')}</p></body></html>`;
  await queueMail(trx, {
    to: inquiry.email,
    subject: company?.name ? `${subject} – ${company.name}` : subject,
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
