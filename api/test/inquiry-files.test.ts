// The custom-production inquiry's files (issue 32): multipart/form-data with the form's fields and up to three files,
// checked as admin uploads are (type by content, size, count), mailed to the office as attachments in the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INQUIRY_FILE_BYTES } from '@shop/shared/contracts/limits';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, pdfFile, pngImage, tokens } from './admin-helpers.ts';

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

const inquiryMails = () => t.db.selectFrom('mail_outbox').select(['ref', 'text', 'attachments_json']).where('kind', '=', 'inquiry').orderBy('id').execute();
const inquiryCount = async () => Number((await t.db.selectFrom('inquiries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/inquiries with files', () => {
  it('mails a PDF as sent and a photo written again as WebP, named in the mail', async () => {
    const pdf = pdfFile();
    const res = await send([...fields(), file('náčrt brány.pdf', 'application/pdf', pdf), file('C:\\fotky\\plot.png', 'image/png', await pngImage(800, 600))]);
    expect(res.statusCode).toBe(201);
    const uuid = res.json().data.uuid as string;

    const mail = (await inquiryMails()).find((m) => m.ref === uuid)!;
    const attachments = JSON.parse(mail.attachments_json!) as Array<{ filename: string; content_type: string; content_base64: string }>;
    expect(attachments.map((a) => [a.filename, a.content_type])).toEqual([
      ['náčrt brány.pdf', 'application/pdf'],
      ['plot.webp', 'image/webp'],
    ]);
    expect(Buffer.from(attachments[0]!.content_base64, 'base64').equals(pdf)).toBe(true);
    expect(Buffer.from(attachments[1]!.content_base64, 'base64').subarray(8, 12).toString()).toBe('WEBP');
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
      const held = () => t.db.selectFrom('mail_outbox').select(['status', 'to_address', 'attachments_json']).where('ref', '=', uuid).executeTakeFirstOrThrow();
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
      const attachments = JSON.parse(released.attachments_json!) as Array<{ filename: string; content_base64: string }>;
      expect(attachments.map((a) => a.filename)).toEqual(['náčrt.pdf']);
      expect(Buffer.from(attachments[0]!.content_base64, 'base64').equals(pdf)).toBe(true);
      expect((await inquiry()).mail_status).toBe('queued');
    } finally {
      expect((await save(before)).statusCode).toBe(200);
    }
  });
});
