// The mail that tells the company about a new inquiry; written to the mail outbox with the inquiry.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { InquiriesTable } from '../../db/content-schema.ts';
import type { Database } from '../../db/schema.ts';
import { holdMail, queueMail, releaseHeldMails, type MailAttachment } from '../mail/outbox.ts';

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
    ['Prijaté', inquiry.created_at],
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

/** Sends the inquiries held for want of a recipient to the recipients named now; answers how many. */
export async function releaseHeldInquiryMails(db: Kysely<Database>, recipients: string[]): Promise<number> {
  if (recipients.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const released = await releaseHeldMails(trx, 'inquiry', recipients.join(', '));
    if (released.length > 0) await trx.updateTable('inquiries').set({ mail_status: 'queued' }).where('uuid', 'in', released).execute();
    return released.length;
  });
}
