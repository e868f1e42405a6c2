// Test support for the mail tests: a real SMTP server on loopback (smtp-server) and a few waits.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import type { TestContext } from './helpers.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable and base64 parts decoded, for text assertions. */
  decoded: string;
}

const hexRuns = (text: string): string =>
  text.replace(/(?:=[0-9A-Fa-f]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

/** Decodes the quoted-printable, base64 and encoded-word parts of a raw message (enough for assertions). */
export function decodeMime(raw: string): string {
  // Encoded words of headers (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), joined when folded over several lines.
  const headers = raw.replace(/\?=\r?\n?\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : hexRuns(text.replace(/_/g, ' ')),
  );
  // Bodies: base64 parts (nodemailer picks base64 for mostly non-ASCII texts) and quoted-printable ones.
  const base64 = headers.replace(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g, (_, body: string) =>
    Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return hexRuns(base64.replace(/=\r?\n/g, ''));
}

/** The files of a raw message (its base64 attachment and inline parts), with their types, names and content ids. */
export function mailAttachments(raw: string): Array<{ filename: string; contentType: string; content: Buffer; cid?: string }> {
  const found: Array<{ filename: string; contentType: string; content: Buffer; cid?: string }> = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    const headers = head.replace(/\r?\n[ \t]+/g, ' ');
    if (!/^Content-Disposition: (?:attachment|inline)/im.test(headers)) continue;
    expect(headers).toMatch(/^Content-Transfer-Encoding: base64/im);
    // A name outside ASCII comes in RFC 2231 pieces (filename*0*=utf-8''n%C3%A1…), a plain one as filename=.
    const pieces = [...headers.matchAll(/filename\*\d+\*?=(?:utf-8'')?([^;\r\n]+)/gi)].map((m) => m[1]!.trim());
    const filename = pieces.length > 0 ? decodeURIComponent(pieces.join('')) : (/filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '');
    const contentType = /^Content-Type: ([^;\s]+)/im.exec(headers)?.[1] ?? '';
    const cid = /^Content-ID: <([^>]+)>/im.exec(headers)?.[1];
    found.push({ filename, contentType, content: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64'), ...(cid ? { cid } : {}) });
  }
  return found;
}

/** The PDF files attached to a raw message, with their file names. */
export function pdfAttachments(raw: string): Array<{ filename: string; content: Buffer }> {
  return mailAttachments(raw)
    .filter((a) => a.contentType === 'application/pdf')
    .map(({ filename, content }) => ({ filename, content }));
}

/**
 * The files a mail went out with: once the worker sent the outbox row (which then drops them), read from the .eml
 * it wrote (the app has no SMTP_URL).
 */
export async function sentAttachments(t: TestContext, mailId: number): Promise<Array<{ filename: string; contentType: string; content: Buffer; cid?: string }>> {
  await eventually(async () => expect((await t.db.selectFrom('mail_outbox').select('status').where('id', '=', mailId).executeTakeFirstOrThrow()).status).toBe('sent'));
  return mailAttachments(writtenMail(t, mailId));
}

/** The .eml file the mail worker wrote for an outbox row (the app has no SMTP_URL), as text. */
export function writtenMail(t: TestContext, mailId: number): string {
  const name = readdirSync(t.config.mailOutboxDir).find((file) => file.endsWith(`-${String(mailId).padStart(6, '0')}.eml`));
  if (!name) throw new Error(`no .eml file for mail ${mailId} in ${t.config.mailOutboxDir}`);
  return readFileSync(path.join(t.config.mailOutboxDir, name), 'utf8');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** An SMTP server on 127.0.0.1 that accepts user/pass and keeps every message; it can be stopped and started again. */
export function createSmtpSink(port: number, credentials = { user: 'shop', pass: 'secret' }) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  return {
    received,
    async start(): Promise<void> {
      server = new SMTPServer({
        secure: false,
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        authOptional: true,
        logger: false,
        onAuth(auth, _session, callback) {
          if (auth.username === credentials.user && auth.password === credentials.pass) return callback(null, { user: auth.username });
          return callback(new Error('Invalid username or password'));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              decoded: decodeMime(raw),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop(): Promise<void> {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
  };
}

/** Polls until the check passes (it throws while it does not), or fails with its last error. */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export const CONTACT = {
  name: 'Kovács Anna',
  email: 'anna.kovacs@example.hu',
  phone: '+36 30 123 4567',
  company: 'Kovács Kft.',
  street: 'Fő utca 5',
  city: 'Komárom',
  zip: '2900',
  country: 'Magyarország',
  note: 'Kérem, hívjanak előtte.',
};

/** Adds two products to a new cart, saves the contact and sends it, in the language of `locale`. */
export async function placeOrder(t: TestContext, locale = 'hu-HU', contact: Record<string, string> = CONTACT) {
  const headers = { localization: locale };
  const products = (await t.app.inject({ method: 'GET', url: '/api/product-category/brany?per_page=2', headers })).json().data.products as Array<{ uuid: string; name: string }>;
  const first = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: { product_uuid: products[0]!.uuid, quantity: 2 } });
  const cartId = first.json().data.uuid as string;
  await t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: { product_uuid: products[1]!.uuid, cart_uuid: cartId } });
  const update = await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, headers, payload: { contact } });
  expect(update.statusCode).toBe(200);
  const sent = await t.app.inject({ method: 'POST', url: `/api/cart/${cartId}/send`, headers, payload: { 'g-recaptcha-response': 'token', terms_accepted: true } });
  expect(sent.statusCode).toBe(200);
  return { cartId, products, receipt: sent.json().data as { order_number: string; uuid: string; created_at: string } };
}
