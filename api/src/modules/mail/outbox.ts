// The mail outbox: any module queues a mail with queueMail(db, …), best inside the transaction that stores what
// the mail tells about, so the two are saved together or not at all. The mail worker (worker.ts) sends it later
// and retries with backoff until it goes out.
import { EventEmitter } from 'node:events';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set for an image the HTML shows inline (<img src="cid:…">), e.g. the payment QR code. */
  cid?: string | undefined;
}

export interface OutgoingMail {
  /** One address or several separated by commas. */
  to: string;
  subject: string;
  /** The plain-text body (always sent). */
  text: string;
  /** An HTML alternative of the same content. */
  html?: string | undefined;
  /** Where replies go, e.g. the customer's address on a notification to the company. */
  replyTo?: string | undefined;
  /** What the mail is about, e.g. 'order-company', 'inquiry'; shown to admins and used in logs. */
  kind?: string | undefined;
  /** The id of the record it belongs to (an order uuid, …), so its mails can be listed. */
  ref?: string | undefined;
  /** Files sent with the mail (e.g. the order confirmation PDF), stored in the outbox row with it. */
  attachments?: MailAttachment[] | undefined;
}

interface StoredAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
  cid?: string;
}

/** The attachments of an outbox row, as queued. */
export function attachmentsOf(row: { attachments_json: string | null }): MailAttachment[] {
  if (!row.attachments_json) return [];
  return (JSON.parse(row.attachments_json) as StoredAttachment[]).map((a) => ({
    filename: a.filename,
    contentType: a.content_type,
    content: Buffer.from(a.content_base64, 'base64'),
    ...(a.cid ? { cid: a.cid } : {}),
  }));
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Emits 'queued' after queueMail, so a running worker sends without waiting for its next poll. */
export const outboxSignal = new EventEmitter();

const MAX_SUBJECT = 300;

/** Writes a mail to the outbox and returns its id. Throws on an empty recipient or subject (a programming error). */
export async function queueMail(db: Executor, mail: OutgoingMail): Promise<number> {
  const to = mail.to.trim();
  if (!to) throw new Error('queueMail: the recipient (to) is empty');
  return insertMail(db, mail, to, 'pending');
}

/**
 * Writes a mail whose recipient is not known yet (an inquiry while no one is named to receive them): the outbox keeps
 * it, files and all, unsent ('held') until releaseHeldMails gives it one. Returns its id.
 */
export async function holdMail(db: Executor, mail: Omit<OutgoingMail, 'to'>): Promise<number> {
  return insertMail(db, { ...mail, to: '' }, '', 'held');
}

/** Gives the held mails of a kind their recipient and hands them to the worker; answers their refs. */
export async function releaseHeldMails(db: Executor, kind: string, to: string): Promise<string[]> {
  if (!to.trim()) throw new Error('releaseHeldMails: the recipient (to) is empty');
  const released = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', to_address: to.trim(), next_attempt_at: new Date().toISOString() })
    .where('kind', '=', kind)
    .where('status', '=', 'held')
    .returning('ref')
    .execute();
  if (released.length > 0) setImmediate(() => outboxSignal.emit('queued'));
  return released.flatMap((row) => (row.ref ? [row.ref] : []));
}

async function insertMail(db: Executor, mail: OutgoingMail, to: string, status: 'pending' | 'held'): Promise<number> {
  const subject = mail.subject.replace(/[\r\n]+/g, ' ').trim().slice(0, MAX_SUBJECT);
  if (!subject) throw new Error('queueMail: the subject is empty');
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind ?? 'generic',
      ref: mail.ref ?? null,
      to_address: to,
      reply_to: mail.replyTo?.trim() || null,
      subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments_json: mail.attachments?.length
        ? JSON.stringify(mail.attachments.map((a): StoredAttachment => ({ filename: a.filename, content_type: a.contentType, content_base64: a.content.toString('base64'), ...(a.cid ? { cid: a.cid } : {}) })))
        : null,
      status,
      attempts: 0,
      next_attempt_at: new Date().toISOString(),
      locked_until: null,
      last_error: null,
      created_at: new Date().toISOString(),
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The worker's query waits for the connection, so it sees the row once the caller's transaction commits.
  setImmediate(() => outboxSignal.emit('queued'));
  return row.id;
}

/** The mails that belong to one record (e.g. an order), oldest first. */
export function mailsOf(db: Executor, ref: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at', 'next_attempt_at'])
    .where('ref', '=', ref)
    .orderBy('id')
    .execute();
}
