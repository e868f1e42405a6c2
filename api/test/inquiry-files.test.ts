// The custom-production inquiry's files (issue 32): multipart/form-data with the form's fields and up to three files,
// checked as admin uploads are (type by content, size, count), mailed to the office as attachments in the outbox.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INQUIRY_FILE_RETENTION_DAYS, MAX_INQUIRY_FILE_BYTES } from '@shop/shared/contracts/limits';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, pdfFile, pngImage, tokens } from './admin-helpers.ts';
import { mailAttachments, writtenMail } from './mail-support.ts';

let t: TestContext;
beforeAll(async () => {
  // Enough sends for every test of this file from one address: the route's own limit (20 in 15 minutes) stays.
  t = await createTestApp({ products: 1 });
}, 60_000);
afterAll(async () => t.close());

const FIELDS = { kind: 'custom-production', name: 'Ján Novák', email: 'jan.novak@example.sk', message: 'Brána podľa náčrtu v prílohe, šírka 4 m.' };

interface Part {
  name: string;
  value?: string;
  file?: { filename: string; type: string; data: Buffer };
}

/** A multipart/form-data body as a browser's FormData sends it. */
function form(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----inquiry-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) =>
    p.file
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: ${p.file.type}\r\n\r\n`), p.file.data, Buffer.from('\r\n')]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`)],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, localization: 'sk-SK' } };
}

const fields = (values: Record<string, string> = FIELDS): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));
const file = (filename: string, type: string, data: Buffer): Part => ({ name: 'files', file: { filename, type, data } });
const send = (parts: Part[]) => t.app.inject({ method: 'POST', url: '/api/inquiries', ...form(parts) });

const inquiryMails = () => t.db.selectFrom('mail_outbox').select(['id', 'ref', 'status', 'text', 'attachments_json']).where('kind', '=', 'inquiry').orderBy('id').execute();
const inquiryCount = async () => Number((await t.db.selectFrom('inquiries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/inquiries with files', () => {
  it('mails a PDF as sent and a photo written again as WebP, named in the mail', async () => {
    const pdf = pdfFile();
    const res = await send([...fields(), file('náčrt brány.pdf', 'application/pdf', pdf), file('C:\\fotky\\plot.png', 'image/png', await pngImage(800, 600))]);
    expect(res.statusCode).toBe(201);
    const uuid = res.json().data.uuid as string;

    // The server's mail worker sends it; the mail as written (no SMTP_URL: an .eml file) carries the files.
    await expect.poll(async () => (await inquiryMails()).find((m) => m.ref === uuid)?.status, { timeout: 10_000 }).toBe('sent');
    const mail = (await inquiryMails()).find((m) => m.ref === uuid)!;
    const attachments = mailAttachments(writtenMail(t, mail.id));
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['náčrt brány.pdf', 'application/pdf'],
      ['plot.webp', 'image/webp'],
    ]);
    expect(attachments[0]!.content.equals(pdf)).toBe(true);
    expect(attachments[1]!.content.subarray(8, 12).toString()).toBe('WEBP');
    expect(mail.text).toContain('Prílohy: náčrt brány.pdf, plot.webp');
    expect(mail.text).toContain('Brána podľa náčrtu v prílohe');
  });

  it('takes the form without files, and the JSON body as before', async () => {
    expect((await send(fields())).statusCode).toBe(201);
    const json = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: FIELDS, headers: { localization: 'sk-SK' } });
    expect(json.statusCode).toBe(201);
    const mails = await inquiryMails();
    expect(mails.at(-1)!.attachments_json).toBeNull();
  });

  it('refuses a file whose content is no image or PDF, whatever its name says (415), storing and mailing nothing', async () => {
    const before = { inquiries: await inquiryCount(), mails: (await inquiryMails()).length };
    const res = await send([...fields(), file('plan.pdf', 'application/pdf', Buffer.from('MZ\x90\x00 not a pdf'))]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'inquiry.fileType', params: { name: 'plan.pdf' }, errors: [{ field: 'files', code: 'inquiry.fileType' }] });
    expect({ inquiries: await inquiryCount(), mails: (await inquiryMails()).length }).toEqual(before);
  });

  it('refuses more than three files (422) and a file over the size limit (413), with message codes', async () => {
    const pdf = pdfFile();
    const four = await send([...fields(), ...[1, 2, 3, 4].map((n) => file(`${n}.pdf`, 'application/pdf', pdf))]);
    expect(four.statusCode).toBe(422);
    expect(four.json()).toMatchObject({ code: 'inquiry.tooManyFiles', params: { max: 3 } });

    const big = Buffer.concat([pdf, Buffer.alloc(MAX_INQUIRY_FILE_BYTES)]);
    const large = await send([...fields(), file('big.pdf', 'application/pdf', big)]);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'inquiry.fileTooLarge', params: { name: 'big.pdf', max: 5 } });
  });

  it('refuses an image that cannot be decoded, and a file in another field', async () => {
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage')]);
    const res = await send([...fields(), file('photo.png', 'image/png', broken)]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'upload.unreadableImage', errors: [{ field: 'files' }] });

    const other = await send([...fields(), { name: 'avatar', file: { filename: 'a.pdf', type: 'application/pdf', data: pdfFile() } }]);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual([expect.objectContaining({ field: 'avatar' })]);
  });

  it('checks the form\'s fields by the same schema as the JSON body', async () => {
    const res = await send([...fields({ ...FIELDS, email: 'not-an-address', name: '' }), file('a.pdf', 'application/pdf', pdfFile())]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'name']);
    const nul = await send(fields({ ...FIELDS, name: 'Ján\u0000' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'request.invalidCharacter' });
  });
});

describe('an inquiry with files while no one receives inquiries', () => {
  it('is kept with its files in the outbox, unsent, and mailed with them once the admin names a recipient', async () => {
    const { admin } = await tokens(t);
    const settings = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin) })).json().data;
    const save = (data: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload: data });
    const before = await settings();
    // No inquiry recipient and no company e-mail (the fallback recipient).
    expect((await save({ ...before, company: { ...before.company, email: '' }, mail_recipients: { ...before.mail_recipients, inquiries: [] } })).statusCode).toBe(200);
    try {
      const pdf = pdfFile();
      const res = await send([...fields(), file('náčrt.pdf', 'application/pdf', pdf)]);
      expect(res.statusCode).toBe(201);
      const uuid = res.json().data.uuid as string;
      const held = () => t.db.selectFrom('mail_outbox').select(['id', 'status', 'to_address', 'attachments_json']).where('ref', '=', uuid).where('kind', '=', 'inquiry').executeTakeFirstOrThrow();
      const inquiry = () => t.db.selectFrom('inquiries').select(['mail_status', 'message']).where('uuid', '=', uuid).executeTakeFirstOrThrow();
      expect(await held()).toMatchObject({ status: 'held', to_address: '' });
      expect(await inquiry()).toEqual({ mail_status: 'not-configured', message: FIELDS.message });
      // Saving the settings without a recipient sends nothing yet.
      expect((await save(await settings())).statusCode).toBe(200);
      expect((await held()).status).toBe('held');

      expect((await save({ ...(await settings()), mail_recipients: { ...before.mail_recipients, inquiries: ['dopyty@example.sk'] } })).statusCode).toBe(200);
      // The server's mail worker sends it (as it sends every mail of the outbox).
      await expect.poll(async () => (await held()).status, { timeout: 10_000 }).toBe('sent');
      const released = await held();
      expect(released.to_address).toBe('dopyty@example.sk');
      const attachments = mailAttachments(writtenMail(t, released.id));
      expect(attachments.map((a) => a.filename)).toEqual(['náčrt.pdf']);
      expect(attachments[0]!.content.equals(pdf)).toBe(true);
      // Sent, the files leave the outbox.
      expect(released.attachments_json).toBeNull();
      expect((await inquiry()).mail_status).toBe('queued');
    } finally {
      expect((await save(before)).statusCode).toBe(200);
    }
  });
});

/** A PDF of about `bytes` (the type is told by its first bytes; the rest travels as sent). */
const pdfOf = (bytes: number): Buffer => Buffer.concat([pdfFile(), randomBytes(bytes)]);
/** What the outbox holds of files: the base64 text of every row's attachments. */
async function outboxFileBytes(db: TestContext['db']): Promise<number> {
  const rows = await db.selectFrom('mail_outbox').select('attachments_json').where('attachments_json', 'is not', null).execute();
  return rows.reduce((sum, row) => sum + row.attachments_json!.length, 0);
}

describe('what the shop keeps of inquiry files (issue 50, 2)', () => {
  it('the probe: once an inquiry with three 1.5 MB files is sent, the outbox keeps none of them; the delivered mail has them', async () => {
    const files = [pdfOf(1_500_000), pdfOf(1_500_000), pdfOf(1_500_000)];
    const res = await send([...fields(), ...files.map((data, i) => file(`výkres-${i + 1}.pdf`, 'application/pdf', data))]);
    expect(res.statusCode).toBe(201);
    const uuid = res.json().data.uuid as string;
    const row = () => t.db.selectFrom('mail_outbox').select(['id', 'status', 'attachments_json']).where('ref', '=', uuid).where('kind', '=', 'inquiry').executeTakeFirstOrThrow();
    await expect.poll(async () => (await row()).status, { timeout: 10_000 }).toBe('sent');
    expect((await row()).attachments_json).toBeNull();
    expect(await outboxFileBytes(t.db)).toBe(0);
    const delivered = mailAttachments(writtenMail(t, (await row()).id));
    expect(delivered.map((a) => a.content.length)).toEqual(files.map((f) => f.length));
  });
});

describe('the quota and the retention of inquiry files (issue 50, 2)', () => {
  let q: TestContext;
  beforeAll(async () => {
    // 4 MB for the files the shop keeps: unsent attachments and, without SMTP_URL, the written .eml files.
    q = await createTestApp({ products: 1, env: { INQUIRY_FILES_QUOTA_MB: '4' } });
  }, 60_000);
  afterAll(async () => q.close());
  const sendTo = (ctx: TestContext, parts: Part[]) => ctx.app.inject({ method: 'POST', url: '/api/inquiries', ...form(parts), remoteAddress: `10.50.2.${Math.floor(Math.random() * 250)}` });

  it('refuses files with 503 inquiry.filesUnavailable once the mail files kept would pass the quota; the inquiry without files goes', async () => {
    const first = await sendTo(q, [...fields(), file('a.pdf', 'application/pdf', pdfOf(1_400_000)), file('b.pdf', 'application/pdf', pdfOf(1_400_000))]);
    expect(first.statusCode).toBe(201);
    // ~3.8 MB of base64 in the .eml now: another megabyte would pass 4 MB.
    await expect.poll(async () => (await q.db.selectFrom('mail_outbox').select('status').where('ref', '=', first.json().data.uuid).where('kind', '=', 'inquiry').executeTakeFirstOrThrow()).status, { timeout: 10_000 }).toBe('sent');
    const refused = await sendTo(q, [...fields(), file('c.pdf', 'application/pdf', pdfOf(1_000_000))]);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'inquiry.filesUnavailable' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await sendTo(q, fields())).statusCode).toBe(201);
  });

  it('drops the files of an inquiry mail unsent for 30 days (saying so in the mail), and the written .eml files as old', async () => {
    const { admin } = await tokens(q);
    const settings = async () => (await q.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin) })).json().data;
    const save = (data: Record<string, unknown>) => q.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload: data });
    const before = await settings();
    expect((await save({ ...before, company: { ...before.company, email: '' }, mail_recipients: { ...before.mail_recipients, inquiries: [] } })).statusCode).toBe(200);
    // Room under the quota again: the .eml files of the test before are gone.
    rmSync(q.config.mailOutboxDir, { recursive: true, force: true });
    try {
      const res = await sendTo(q, [...fields(), file('náčrt.pdf', 'application/pdf', pdfOf(10_000))]);
      expect(res.statusCode).toBe(201);
      const uuid = res.json().data.uuid as string;
      const held = () => q.db.selectFrom('mail_outbox').select(['status', 'text', 'html', 'attachments_json']).where('ref', '=', uuid).where('kind', '=', 'inquiry').executeTakeFirstOrThrow();
      expect((await held()).attachments_json).not.toBeNull();
      // The mail was queued 31 days ago; an .eml file written as long ago lies in the folder, and a fresh one.
      const longAgo = new Date(Date.now() - (INQUIRY_FILE_RETENTION_DAYS + 1) * 86_400_000);
      // (created_at is never changed by the shop, so its type has no update: plain SQL.)
      await sql`UPDATE mail_outbox SET created_at = ${longAgo.toISOString()} WHERE ref = ${uuid}`.execute(q.db);
      mkdirSync(q.config.mailOutboxDir, { recursive: true });
      const old = path.join(q.config.mailOutboxDir, 'old-000001.eml');
      const fresh = path.join(q.config.mailOutboxDir, 'fresh-000002.eml');
      writeFileSync(old, 'Subject: old');
      writeFileSync(fresh, 'Subject: fresh');
      utimesSync(old, longAgo, longAgo);
      // The worker looks at the retention hourly: two hours on, the next mail makes it run.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 2 * 3_600_000);
      expect((await sendTo(q, fields())).statusCode).toBe(201);
      await expect.poll(async () => (await held()).attachments_json, { timeout: 10_000 }).toBeNull();
      const mail = await held();
      expect(mail.status).toBe('held');
      expect(mail.text).toContain(`Prílohy sa nepodarilo doručiť do ${INQUIRY_FILE_RETENTION_DAYS} dní, a preto boli zmazané.`);
      expect(mail.html).toContain('Prílohy sa nepodarilo doručiť');
      expect(existsSync(old)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
    } finally {
      vi.useRealTimers();
      expect((await save(before)).statusCode).toBe(200);
    }
  });
});
