// What the shop keeps of mail files on its own disk (issue 50, 2): the attachments of outbox rows not sent yet (a
// sent row drops them: worker.ts), and without SMTP_URL the .eml files the worker writes. Inquiry files are the
// visitors' (a sketch, a photo of their house): an inquiry mail that could not be delivered within the retention loses
// them, and so do .eml files that old. The total is bounded by a quota the inquiry route checks (decision 0091).
import { readdirSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { INQUIRY_FILE_RETENTION_DAYS } from '@shop/shared/contracts/limits';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/html.ts';
import { OFFICE_LANG } from '../../lib/shop-date.ts';
import { textsIn } from '../../i18n/texts.ts';

const DAY_MS = 86_400_000;
/** Said in the office's mail whose files were dropped unsent, in the office's language as the inquiry mail is. */
function filesDropped(): string {
  const t = textsIn(OFFICE_LANG);
  return t('inquiry.filesDropped', { count: INQUIRY_FILE_RETENTION_DAYS });
}

export function createMailFiles(db: Kysely<Database>, config: Pick<Config, 'smtpUrl' | 'mailOutboxDir'>) {
  /** The written .eml files with their size and time (none with SMTP_URL, where mails leave the machine). */
  function writtenFiles(): Array<{ file: string; bytes: number; modified: number }> {
    if (config.smtpUrl) return [];
    let names: string[];
    try {
      names = readdirSync(config.mailOutboxDir);
    } catch {
      return [];
    }
    return names
      .filter((name) => name.endsWith('.eml'))
      .flatMap((name) => {
        const file = path.join(config.mailOutboxDir, name);
        try {
          const stat = statSync(file);
          return [{ file, bytes: stat.size, modified: stat.mtimeMs }];
        } catch {
          return [];
        }
      });
  }

  return {
    /** Bytes of mail files the shop keeps: unsent attachments (as stored, base64) and the written .eml files. */
    async bytesKept(): Promise<number> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.sum<number | string | null>(eb.fn('length', ['attachments_json'])).as('bytes'))
        .where('attachments_json', 'is not', null)
        .executeTakeFirst();
      return Number(row?.bytes ?? 0) + writtenFiles().reduce((sum, f) => sum + f.bytes, 0);
    },

    /**
     * Drops the files of inquiry mails still unsent after INQUIRY_FILE_RETENTION_DAYS (pending for a failing mail
     * server, or held without a recipient: the mail keeps its text and says the files were deleted) and the .eml
     * files written as long ago. Answers how many of each.
     */
    async prune(now = Date.now()): Promise<{ mails: number; files: number }> {
      const cutoff = now - INQUIRY_FILE_RETENTION_DAYS * DAY_MS;
      const stale = await db
        .selectFrom('mail_outbox')
        .select(['id', 'text', 'html'])
        .where('kind', '=', 'inquiry')
        .where('status', 'in', ['pending', 'held'])
        .where('attachments_json', 'is not', null)
        .where('created_at', '<', new Date(cutoff).toISOString())
        .execute();
      const dropped = filesDropped();
      for (const mail of stale) {
        await db
          .updateTable('mail_outbox')
          .set({ attachments_json: null, text: `${mail.text}\n${dropped}\n`, html: mail.html === null ? null : `${mail.html}<p><strong>${escapeHtml(dropped)}</strong></p>` })
          .where('id', '=', mail.id)
          .where('status', 'in', ['pending', 'held'])
          .execute();
      }
      let files = 0;
      for (const written of writtenFiles()) {
        if (written.modified >= cutoff) continue;
        try {
          unlinkSync(written.file);
          files += 1;
        } catch {
          // Removed meanwhile (another instance with the same folder): nothing to do.
        }
      }
      return { mails: stale.length, files };
    },
  };
}

export type MailFiles = ReturnType<typeof createMailFiles>;
