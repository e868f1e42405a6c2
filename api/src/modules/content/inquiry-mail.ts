// The mail that tells the company about a new inquiry; written to the mail outbox with the inquiry.
import type { Selectable, Transaction } from 'kysely';
import type { InquiriesTable } from '../../db/content-schema.ts';
import type { Database } from '../../db/schema.ts';
import { queueMail, type MailAttachment } from '../mail/outbox.ts';

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

/** The office reads Slovak; the visitor's language is named so they can answer in it. */
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
  return queueMail(trx, {
    to: recipients.join(', '),
    subject: `Nový dopyt (${kind}): ${inquiry.name}`,
    text,
    html,
    replyTo: inquiry.email,
    kind: 'inquiry',
    ref: inquiry.uuid,
    ...(attachments.length > 0 ? { attachments } : {}),
  });
}
