// The mail worker of the server: sends what the outbox holds, through SMTP (SMTP_URL) or, without it, as .eml
// files into DATA_DIR/mail-outbox. A failed mail is retried with exponential backoff until it goes out.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { Database, MailOutboxTable } from '../../db/schema.ts';
import { createSiteSettingsRepository, SETTINGS_KEYS, type StoredCompany } from '../site/index.ts';
import { createMailFiles } from './mail-files.ts';
import { attachmentsOf, outboxSignal, type MailAttachment } from './outbox.ts';

export interface MailWorkerOptions {
  /** Delay before the first retry; doubles with each failed attempt. */
  retryBaseMs?: number;
  /** The longest delay between two attempts. */
  retryMaxMs?: number;
  /** How often the outbox is looked at when nothing signals a new mail. */
  pollMs?: number;
}

export const MAIL_RETRY_DEFAULTS = { retryBaseMs: 30_000, retryMaxMs: 30 * 60_000, pollMs: 5_000 } as const;
const BATCH = 20;
/** How often the worker drops the mail files past their retention. */
const PRUNE_EVERY_MS = 3_600_000;
/** How long a claimed mail stays reserved for the sender (guards against a second worker on the same database). */
const CLAIM_MS = 2 * 60_000;

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Where mails go, for the start-up log, without credentials. */
export function describeMailTarget(config: Config): string {
  if (!config.smtpUrl) return `.eml files in ${config.mailOutboxDir}`;
  const url = new URL(config.smtpUrl);
  return `${url.protocol}//${url.host}`;
}

type Sender = (mail: { from: string; to: string; replyTo?: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] }, id: number) => Promise<void>;

function createSender(config: Config): { send: Sender; close: () => void } {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      send: async (mail) => {
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail, id) => {
      const info = await transport.sendMail(mail);
      mkdirSync(config.mailOutboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      writeFileSync(path.join(config.mailOutboxDir, `${stamp}-${String(id).padStart(6, '0')}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

export function createMailWorker(db: Kysely<Database>, config: Config, log: FastifyBaseLogger, options: MailWorkerOptions = {}) {
  const retryBaseMs = options.retryBaseMs ?? MAIL_RETRY_DEFAULTS.retryBaseMs;
  const retryMaxMs = options.retryMaxMs ?? MAIL_RETRY_DEFAULTS.retryMaxMs;
  const pollMs = options.pollMs ?? MAIL_RETRY_DEFAULTS.pollMs;
  const sender = createSender(config);
  const mailFiles = createMailFiles(db, config);
  const settings = createSiteSettingsRepository(db);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  async function defaultFrom(): Promise<string> {
    if (config.mailFrom) return config.mailFrom;
    const company = await settings.get<StoredCompany>(SETTINGS_KEYS.company);
    if (company?.email) return company.name ? `"${company.name.replace(/"/g, "'")}" <${company.email}>` : company.email;
    return 'no-reply@localhost';
  }

  /**
   * Reserves the due mails for this worker (a lease of CLAIM_MS), so several workers over one database never send
   * one mail twice. On PostgreSQL one statement claims a batch and skips rows another worker is claiming
   * (FOR UPDATE SKIP LOCKED); on SQLite each row is claimed by a conditional update.
   */
  async function claimDue(): Promise<Selectable<MailOutboxTable>[]> {
    const now = new Date().toISOString();
    const lease = new Date(Date.now() + CLAIM_MS).toISOString();
    if (isPostgres(db)) {
      const claimed = await db
        .updateTable('mail_outbox')
        .set({ locked_until: lease })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('mail_outbox')
            .select('id')
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', now)
            .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', now)]))
            .orderBy('id')
            .limit(BATCH)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
      return claimed.sort((x, y) => x.id - y.id);
    }
    const due = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const claimed: Selectable<MailOutboxTable>[] = [];
    for (const mail of due) {
      const r = await db
        .updateTable('mail_outbox')
        .set({ locked_until: lease })
        .where('id', '=', mail.id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) claimed.push(mail);
    }
    return claimed;
  }

  /** The retention of inquiry files (mail-files.ts), looked at once an hour. */
  let prunedAt = 0;
  async function pruneWhenDue(): Promise<void> {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    try {
      const { mails, files } = await mailFiles.prune();
      if (mails + files > 0) log.info({ mails, files }, 'mail files past their retention deleted');
    } catch (error) {
      // Sending goes on; the next hour tries again.
      log.warn({ err: error }, 'the mail files past their retention could not be deleted');
    }
  }

  /** Sends every mail that is due; returns how many went out. */
  async function runOnce(): Promise<number> {
    await pruneWhenDue();
    const due = await claimDue();
    if (due.length === 0) return 0;
    const from = await defaultFrom();
    let sent = 0;
    for (const [index, mail] of due.entries()) {
      if (stopped) {
        // Hands the rest back at once, rather than after the lease, to the workers still running.
        await db.updateTable('mail_outbox').set({ locked_until: null }).where('id', 'in', due.slice(index).map((m) => m.id)).where('status', '=', 'pending').execute();
        break;
      }
      const attempts = mail.attempts + 1;
      try {
        const attachments = attachmentsOf(mail);
        await sender.send(
          {
            from,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.text,
            ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
            ...(mail.html ? { html: mail.html } : {}),
            ...(attachments.length > 0 ? { attachments } : {}),
          },
          mail.id,
        );
        await db
          .updateTable('mail_outbox')
          // The outbox is a queue, not an archive: the files go with the mail (issue 50, 2), the text stays for the log.
          .set({ status: 'sent', attempts, sent_at: new Date().toISOString(), locked_until: null, last_error: null, attachments_json: null })
          .where('id', '=', mail.id)
          .execute();
        sent += 1;
        log.info({ mail: mail.id, kind: mail.kind, ref: mail.ref, attempts }, 'mail sent');
      } catch (error) {
        const delay = retryDelay(attempts, retryBaseMs, retryMaxMs);
        const message = error instanceof Error ? error.message : String(error);
        await db
          .updateTable('mail_outbox')
          .set({ attempts, next_attempt_at: new Date(Date.now() + delay).toISOString(), locked_until: null, last_error: message.slice(0, 1000) })
          .where('id', '=', mail.id)
          .execute();
        log.warn({ mail: mail.id, kind: mail.kind, ref: mail.ref, attempts, retryInMs: delay, err: message }, 'mail could not be sent; it stays in the outbox');
      }
    }
    return sent;
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void kick(), ms);
    timer.unref?.();
  }

  /** Runs the outbox now (or right after the run in progress). */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await runOnce();
        } while (again && !stopped);
      } catch (error) {
        if (!stopped) log.error({ err: error }, 'the mail outbox could not be processed');
      } finally {
        running = null;
        schedule(pollMs);
      }
    })();
    return running;
  }

  const onQueued = () => void kick();

  return {
    runOnce,
    kick,
    start(): void {
      if (!stopped) return;
      stopped = false;
      outboxSignal.on('queued', onQueued);
      void kick();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      outboxSignal.off('queued', onQueued);
      if (running) await running.catch(() => undefined);
      sender.close();
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
