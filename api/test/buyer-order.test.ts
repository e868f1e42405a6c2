// The buyer's side of an order (issue 47): the order page reached by a signed key (decision 0105), the bank transfer
// with its PAY by square code (decision 0106), the payment marked received and mailed, the parcel's tracking.
// Runs on SQLite and, in the api-postgres project, on PostgreSQL.
import { decode } from 'bysquare/pay';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderLinks } from '../src/modules/orders/order-link.ts';
import { DEMO_ADMIN } from '../src/modules/auth/service.ts';
import { DEMO_BANK_ACCOUNT } from '../src/db/seed/site-settings.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer } from './admin-helpers.ts';
import { CONTACT, placeOrder, sentAttachments } from './mail-support.ts';
import { pdfText } from './pdf-text.ts';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).json().token;
});
afterAll(async () => t.close());

type Placed = Awaited<ReturnType<typeof placeOrder>> & { receipt: { order_key: string } };
const place = async (locale: string, email: string): Promise<Placed> => (await placeOrder(t, locale, { ...CONTACT, email })) as Placed;
const view = (key: string | undefined) => t.app.inject({ method: 'GET', url: '/api/order', headers: key === undefined ? {} : { 'order-key': key } });
const admin = (method: 'PATCH' | 'POST' | 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const mailsOf = (uuid: string, kind: string) => t.db.selectFrom('mail_outbox').selectAll().where('ref', '=', uuid).where('kind', '=', kind).orderBy('id').execute();

/** Reads a QR code from a PNG, then its PAY by square payload, as a banking app would. */
function scanPayBySquare(png: Buffer) {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), image.width, image.height);
  expect(code, 'a QR code in the image').not.toBeNull();
  return decode(code!.data).payments[0]!;
}
const dataUrlPng = (url: string) => {
  expect(url.startsWith('data:image/png;base64,')).toBe(true);
  return Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
};

describe('the order page key', () => {
  it('comes with the receipt and opens the order, privately; the same key answers a repeated send', async () => {
    const placed = await place('sk-SK', 'kluc@example.sk');
    expect(placed.receipt.order_key).toMatch(new RegExp(`^${placed.receipt.uuid}\\.[A-Za-z0-9_-]{22}$`));
    const again = await t.app.inject({ method: 'POST', url: `/api/cart/${placed.cartId}/send`, headers: { localization: 'sk-SK' }, payload: { 'g-recaptcha-response': 'x', terms_accepted: true } });
    expect(again.json().data.order_key).toBe(placed.receipt.order_key);

    const res = await view(placed.receipt.order_key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const { data } = res.json();
    expect(data).toMatchObject({ order_number: placed.receipt.order_number, status: 'new', lang: 'sk', paid_at: null, tracking: null, cancel_reason: null });
    expect(data.lines.map((l: { name: string }) => l.name)).toEqual(placed.products.map((p) => p.name));
    expect(data.contact.email).toBe('kluc@example.sk');
    expect(data.events).toEqual([{ event: 'placed', at: placed.receipt.created_at }]);
    // Nothing of the admin's side: no notes, mail log or admin names.
    expect(Object.keys(data)).not.toContain('notes');
    expect(Object.keys(data)).not.toContain('mails');
  });

  it('answers 404 for every key that does not verify: tampered, of another secret, the uuid or number alone, none', async () => {
    const placed = await place('sk-SK', 'zly-kluc@example.sk');
    const [uuid, mac] = placed.receipt.order_key.split('.') as [string, string];
    const flipped = `${uuid}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const otherSecret = createOrderLinks('another-secret-that-is-long-enough-012345').keyOf(uuid);
    for (const key of [flipped, otherSecret, uuid, placed.receipt.order_number, `${uuid}.`, `${uuid}.${mac}.x`, '', 'x'.repeat(150), undefined]) {
      const res = await view(key);
      expect(res.statusCode, String(key)).toBe(404);
      expect(res.json().code).toBe('order.notFound');
      const pdf = await t.app.inject({ method: 'GET', url: '/api/order/confirmation.pdf', headers: key === undefined ? {} : { 'order-key': key } });
      expect(pdf.statusCode, String(key)).toBe(404);
    }
    // A key longer than any real one is refused by the schema, before a lookup.
    expect((await view('x'.repeat(300))).statusCode).toBe(422);
  });

  it('is in the confirmation mail, with the bank transfer and its QR code as an inline image', async () => {
    const placed = await place('ru-RU', 'pismo@example.ru');
    const [mail] = await mailsOf(placed.receipt.uuid, 'order-customer');
    expect(mail!.text).toContain(`/ru/order#${placed.receipt.order_key}`);
    expect(mail!.html).toContain(`/ru/order#${placed.receipt.order_key}`);
    expect(mail!.text).toContain('Оплата банковским переводом');
    expect(mail!.text).toContain('SK31 1200 0000 1987 4263 7541');
    expect(mail!.text).toContain(`Вариабельный символ: ${placed.receipt.order_number}`);
    // As the mail went out (its outbox row keeps no files once sent).
    const attachments = await sentAttachments(t, mail!.id);
    const qr = attachments.find((a) => a.contentType === 'image/png')!;
    expect(mail!.html).toContain(`src="cid:${qr.cid}"`);
    expect(mail!.html).toContain(`alt="QR-код PAY by square для оплаты заказа № ${placed.receipt.order_number}"`);
    const payment = scanPayBySquare(qr.content);
    const order = await t.db.selectFrom('orders').select('total_with_vat_cents').where('uuid', '=', placed.receipt.uuid).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ amount: order.total_with_vat_cents / 100, currencyCode: 'EUR', variableSymbol: placed.receipt.order_number });
    expect(payment.bankAccounts[0]!.iban).toBe(DEMO_BANK_ACCOUNT.iban);
  });
});

describe('the bank transfer', () => {
  it('gives IBAN, variable symbol and amount as text and as a PAY by square code that reads the same', async () => {
    const placed = await place('hu-HU', 'prevod@example.hu');
    const { data } = (await view(placed.receipt.order_key)).json();
    const transfer = data.bank_transfer;
    expect(transfer).toMatchObject({ iban: DEMO_BANK_ACCOUNT.iban, bic: DEMO_BANK_ACCOUNT.bic, beneficiary: 'Kovovýroba Demo s.r.o.', variable_symbol: placed.receipt.order_number, amount: data.totals.with_vat, currency: 'EUR' });
    const payment = scanPayBySquare(dataUrlPng(transfer.qr_code));
    expect(payment).toMatchObject({ amount: data.totals.with_vat, currencyCode: 'EUR', variableSymbol: placed.receipt.order_number, paymentNote: `Rendeles ${placed.receipt.order_number}` });
    expect(payment.bankAccounts).toEqual([{ iban: DEMO_BANK_ACCOUNT.iban, bic: DEMO_BANK_ACCOUNT.bic }]);
    expect(payment.beneficiary?.name).toBe('Kovovyroba Demo s.r.o.');
  });

  it('is in the PDF the order page offers, in the order language (Cyrillic included)', async () => {
    const placed = await place('ru-RU', 'pdf@example.ru');
    const res = await t.app.inject({ method: 'GET', url: '/api/order/confirmation.pdf', headers: { 'order-key': placed.receipt.order_key } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="order-${placed.receipt.order_number}.pdf"`);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(`Подтверждение получения заказа № ${placed.receipt.order_number}`);
    expect(text).toContain('Оплата банковским переводом');
    expect(text).toContain('SK31 1200 0000 1987 4263 7541');
    expect(text).toContain(`Вариабельный символ: ${placed.receipt.order_number}`);
  });

  it('is not offered without an IBAN in the settings; the admin refuses a wrong IBAN or BIC and stores a right one compact', async () => {
    const settings = (await admin('GET', '/api/admin/settings')).json().data;
    expect(settings.bank_account).toEqual(DEMO_BANK_ACCOUNT);
    for (const [bank, field, code] of [
      [{ iban: 'SK31 1200 0000 1987 4263 7542', bic: '' }, 'bank_account.iban', 'field.iban'],
      [{ iban: 'SK31 1200 0000 1987 4263 754', bic: '' }, 'bank_account.iban', 'field.iban'],
      [{ iban: 'SK3112000000198742637541', bic: 'SUBA' }, 'bank_account.bic', 'field.bic'],
      [{ iban: '', bic: 'SUBASKBX' }, 'bank_account.iban', 'field.required'],
    ] as const) {
      const res = await admin('PUT', '/api/admin/settings', { ...settings, bank_account: bank });
      expect(res.statusCode, bank.iban).toBe(422);
      expect(res.json()).toMatchObject({ code: 'settings.bankAccountInvalid', errors: [{ field, code }] });
    }
    const saved = await admin('PUT', '/api/admin/settings', { ...settings, bank_account: { iban: 'de89 3704 0044 0532 0130 00', bic: '' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.bank_account).toEqual({ iban: 'DE89370400440532013000', bic: '' });
    // A PUT without the account (a client from before it) keeps it.
    const { bank_account: _kept, ...withoutBank } = settings;
    expect((await admin('PUT', '/api/admin/settings', withoutBank)).json().data.bank_account.iban).toBe('DE89370400440532013000');

    const cleared = await admin('PUT', '/api/admin/settings', { ...settings, bank_account: { iban: '', bic: '' } });
    expect(cleared.statusCode).toBe(200);
    const placed = await place('sk-SK', 'bez-uctu@example.sk');
    expect((await view(placed.receipt.order_key)).json().data.bank_transfer).toBeNull();
    const [mail] = await mailsOf(placed.receipt.uuid, 'order-customer');
    expect(mail!.text).not.toContain('IBAN');
    await admin('PUT', '/api/admin/settings', settings);
  });
});

describe('marking an order paid', () => {
  it('needs a signed-in user', async () => {
    const placed = await place('sk-SK', 'platba-401@example.sk');
    const res = await t.app.inject({ method: 'POST', url: `/admin/orders/${placed.receipt.uuid}/payment` });
    expect(res.statusCode).toBe(401);
  });

  it('records who and when, once; the buyer is mailed in the order language and the page stops asking for the payment', async () => {
    const placed = await place('en-US', 'paid@example.com');
    const url = `/admin/orders/${placed.receipt.uuid}/payment`;
    const res = await admin('POST', url);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({ paid_at: expect.any(String), paid_by: { email: DEMO_ADMIN.email }, variable_symbol: placed.receipt.order_number, order_key: placed.receipt.order_key });

    const again = await admin('POST', url);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('order.alreadyPaid');

    const mails = await mailsOf(placed.receipt.uuid, 'order-paid');
    expect(mails.map((m) => [m.to_address, m.subject])).toEqual([['paid@example.com', `We have received the payment for order no. ${placed.receipt.order_number}`]]);
    expect(mails[0]!.text).toContain(`/en/order#${placed.receipt.order_key}`);

    const { data } = (await view(placed.receipt.order_key)).json();
    expect(data.paid_at).toBe(detail.paid_at);
    expect(data.bank_transfer).toBeNull();
    expect(data.events.map((e: { event: string }) => e.event)).toEqual(['placed', 'paid']);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'summary']).where('entity_id', '=', placed.receipt.uuid).execute();
    expect(audit).toEqual([{ action: 'paid', summary: `Order ${placed.receipt.order_number}: payment received` }]);
  });

  it('is refused for a cancelled order', async () => {
    const placed = await place('sk-SK', 'zrusena@example.sk');
    await admin('PATCH', `/admin/orders/${placed.receipt.uuid}`, { status: 'cancelled', reason: 'Na želanie zákazníka' });
    const res = await admin('POST', `/admin/orders/${placed.receipt.uuid}/payment`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('order.paidCancelled');
    const { data } = (await view(placed.receipt.order_key)).json();
    expect(data).toMatchObject({ status: 'cancelled', cancel_reason: 'Na želanie zákazníka', bank_transfer: null });
  });
});

describe('the status steps and the tracking', () => {
  it('shows each step on the order page and links every status mail to it', async () => {
    const placed = await place('sr-RS', 'koraci@example.rs');
    await admin('PATCH', `/admin/orders/${placed.receipt.uuid}`, { status: 'confirmed' });
    const { data } = (await view(placed.receipt.order_key)).json();
    expect(data.status).toBe('confirmed');
    expect(data.events.map((e: { event: string }) => e.event)).toEqual(['placed', 'confirmed']);
    const [mail] = await mailsOf(placed.receipt.uuid, 'order-status');
    expect(mail!.text).toContain(`/sr/order#${placed.receipt.order_key}`);
  });

  it('stores the tracking given with shipped; shows it to the admin, on the order page and in the mail', async () => {
    const placed = await place('sk-SK', 'zasielka@example.sk');
    const url = `/admin/orders/${placed.receipt.uuid}`;
    await admin('PATCH', url, { status: 'confirmed' });
    const tracking = { carrier: 'Slovenská pošta', number: 'EE123456789SK', url: 'https://tandt.posta.sk/zasielky/EE123456789SK' };
    const res = await admin('PATCH', url, { status: 'shipped', tracking: { ...tracking, carrier: `  ${tracking.carrier} ` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tracking).toEqual(tracking);
    expect((await view(placed.receipt.order_key)).json().data.tracking).toEqual(tracking);
    const mails = await mailsOf(placed.receipt.uuid, 'order-status');
    const shipped = mails.at(-1)!;
    expect(shipped.subject).toBe(`Objednávka č. ${placed.receipt.order_number} bola odoslaná`);
    expect(shipped.text).toContain('Prepravca: Slovenská pošta');
    expect(shipped.text).toContain('Číslo zásielky: EE123456789SK');
    expect(shipped.html).toContain(`href="${tracking.url}"`);
  });

  it('refuses an incomplete tracking or a link that is not http(s), leaving the order as it was', async () => {
    const placed = await place('sk-SK', 'zla-zasielka@example.sk');
    const url = `/admin/orders/${placed.receipt.uuid}`;
    await admin('PATCH', url, { status: 'confirmed' });
    for (const [tracking, field, code] of [
      [{ carrier: 'DPD', number: ' ' }, 'tracking.number', 'field.required'],
      [{ carrier: '', number: '123' }, 'tracking.carrier', 'field.required'],
      [{ carrier: 'DPD', number: '123', url: 'javascript:alert(1)' }, 'tracking.url', 'field.url'],
      [{ carrier: 'DPD', number: '123', url: 'not a link' }, 'tracking.url', 'field.url'],
    ] as const) {
      const res = await admin('PATCH', url, { status: 'shipped', tracking });
      expect(res.statusCode, JSON.stringify(tracking)).toBe(422);
      expect(res.json().errors).toEqual([expect.objectContaining({ field, code })]);
    }
    expect((await admin('GET', url)).json().data).toMatchObject({ status: 'confirmed', tracking: null });
    // Without tracking (the shop's own van) the step goes through.
    expect((await admin('PATCH', url, { status: 'shipped' })).json().data).toMatchObject({ status: 'shipped', tracking: null });
  });
});
