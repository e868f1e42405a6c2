// An order whose confirmation PDF cannot be written is still stored, and its confirmation mail goes without the file.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type * as Pdf from '../src/lib/pdf.ts';
import type { TestContext } from './helpers.ts';
import { eventually, mailAttachments, placeOrder, writtenMail } from './mail-support.ts';

vi.mock('../src/lib/pdf.ts', async (importActual) => {
  const actual = await importActual<typeof Pdf>();
  return {
    ...actual,
    // The seed's documents are written; the order confirmation (Slovak title) fails.
    writePdf: (doc: Parameters<typeof actual.writePdf>[0]) =>
      doc.title.startsWith('Potvrdenie prijatia objednávky') ? Promise.reject(new Error('font broken')) : actual.writePdf(doc),
  };
});

let t: TestContext;
beforeAll(async () => {
  // The API suite shares loaded modules between its files (isolate: false): this file's app is built from fresh
  // ones, which take the mocked PDF writer above.
  vi.resetModules();
  const { createTestApp } = await import('./helpers.ts');
  t = await createTestApp({ build: { mail: { retryBaseMs: 100, retryMaxMs: 400, pollMs: 50 } } });
});
afterAll(async () => {
  await t.close();
  // The files after this one in the same worker get the real PDF writer again.
  vi.doUnmock('../src/lib/pdf.ts');
  vi.resetModules();
});

it('keeps the order and sends its confirmation without the PDF when the PDF cannot be written', async () => {
  const { receipt } = await placeOrder(t, 'sk-SK', { name: 'Ján Novák', email: 'jan@example.sk', phone: '+421 900 000 000', street: 'Hlavná 1', city: 'Žilina', zip: '010 01', country: 'Slovensko' });
  const order = await t.db.selectFrom('orders').select('status').where('uuid', '=', receipt.uuid).executeTakeFirst();
  expect(order).toEqual({ status: 'new' });
  await eventually(async () => {
    const mails = await t.db.selectFrom('mail_outbox').select(['id', 'kind', 'status', 'attachments_json']).where('ref', '=', receipt.uuid).orderBy('id').execute();
    // Sent (the rows keep no files then); the confirmation went with its payment QR code (an image of its own), only
    // the PDF is missing.
    expect(mails.map((m) => [m.kind, m.status, m.attachments_json])).toEqual([
      ['order-company', 'sent', null],
      ['order-customer', 'sent', null],
    ]);
    expect(mails.map((m) => mailAttachments(writtenMail(t, m.id)).map((f) => f.filename))).toEqual([[], ['pay-by-square.png']]);
  });
});
