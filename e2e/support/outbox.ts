import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The server of the journeys has no SMTP_URL: its mail worker writes each mail of the outbox as an .eml file into
// DATA_DIR/mail-outbox (playwright.config.ts keeps DATA_DIR in E2E_DATA_DIR for the workers).

const hexRuns = (text: string): string => text.replace(/(?:=[0-9A-Fa-f]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

/** A raw message with its base64 and quoted-printable bodies decoded (enough to read a link and a subject). */
function decode(raw: string): string {
  const base64 = raw.replace(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g, (_, body: string) =>
    Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return hexRuns(base64.replace(/=\r?\n/g, ''));
}

/** The decoded mails written so far to an address, oldest first. */
export function mailsTo(address: string): string[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  const dir = join(dataDir, 'mail-outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => decode(readFileSync(join(dir, name), 'utf8')))
    .filter((mail) => new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(mail));
}

/** The password-reset link of the newest reset mail to the address, or null while none was written. */
export function resetLinkTo(address: string): string | null {
  const mail = mailsTo(address).at(-1);
  return mail?.match(/https?:\/\/\S+\/admin\/reset-password#token=[A-Za-z0-9_-]+/)?.[0] ?? null;
}
