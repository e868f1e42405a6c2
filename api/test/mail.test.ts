import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { DEMO_COMPANY } from '../src/db/seed/site-settings.ts';
import { DEMO_ADMIN } from '../src/modules/auth/service.ts';
import { attachmentsOf, queueMail } from '../src/modules/mail/outbox.ts';
import { retryDelay } from '../src/modules/mail/worker.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { CONTACT, createSmtpSink, decodeMime, eventually, freePort, pdfAttachments, placeOrder } from './mail-support.ts';
import { pdfText } from './pdf-text.ts';

const FAST_RETRY = { retryBaseMs: 100, retryMaxMs: 400, pollMs: 50 };
let t: TestContext | undefined;
let sink: ReturnType<typeof createSmtpSink> | undefined;

afterEach(async () => {
  await t?.close();
  await sink?.stop();
  t = undefined;
  sink = undefined;
});

/** Spaces as the PDF text reader gives them (no-break spaces of formatted amounts become plain ones). */
const flat = (text: string): string => text.replace(/\s+/g, ' ');

const outboxOf = (ctx: TestContext, ref: string) => ctx.db.selectFrom('mail_outbox').selectAll().where('ref', '=', ref).orderBy('id').execute();

describe('without SMTP_URL', () => {
  it('writes queued mails as .eml files into DATA_DIR/mail-outbox and marks them sent', async () => {
    t = await createTestApp({ build: { mail: FAST_RETRY } });
    const ctx = t;
    const id = await queueMail(ctx.db, { to: 'someone@example.com', subject: 'Dopyt: brána 3 m', text: 'Dobrý deň, mám záujem o bránu.', html: '<p>Dobrý deň</p>', kind: 'inquiry', ref: 'inq-1' });
    expect(ctx.config.mailOutboxDir).toBe(path.join(ctx.config.dataDir, 'mail-outbox'));
    await eventually(async () => {
      const row = await ctx.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    });
    const files = readdirSync(ctx.config.mailOutboxDir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = decodeMime(readFileSync(path.join(ctx.config.mailOutboxDir, files[0]!), 'utf8'));
    expect(eml).toContain('To: someone@example.com');
    expect(eml).toContain('Subject: Dopyt: brána 3 m');
    expect(eml).toContain('Dobrý deň, mám záujem o bránu.');
    // Without MAIL_FROM the sender is the company address of the site settings.
    expect(eml).toContain(DEMO_COMPANY.email);
  });

  it('keeps the order and its two mails together, and a second send adds neither', async () => {
    t = await createTestApp({ build: { mail: FAST_RETRY } });
    const ctx = t;
    const { cartId, receipt } = await placeOrder(ctx, 'ru-RU', { ...CONTACT, name: 'Иван Петров', email: 'ivan@example.ru' });
    const again = await ctx.app.inject({ method: 'POST', url: `/api/cart/${cartId}/send`, payload: { terms_accepted: true } });
    expect(again.json().data).toEqual(receipt);
    await eventually(async () => {
      const mails = await outboxOf(ctx, receipt.uuid);
      expect(mails.map((m) => [m.kind, m.status])).toEqual([
        ['order-company', 'sent'],
        ['order-customer', 'sent'],
      ]);
    });
    const [company, customer] = await outboxOf(ctx, receipt.uuid);
    expect(company!.to_address).toBe(DEMO_COMPANY.email);
    expect(company!.reply_to).toBe('ivan@example.ru');
    expect(company!.subject).toBe(`Nová objednávka č. ${receipt.order_number} – Иван Петров`);
    expect(customer!.to_address).toBe('ivan@example.ru');
    expect(customer!.subject).toBe(`Подтверждение заказа № ${receipt.order_number}`);
    expect(customer!.text).toContain('Здравствуйте, Иван Петров!');
    expect(customer!.html).toContain('<html lang="ru">');
    // The office's mail is Slovak throughout: the pickup address the order kept in Russian is named in Slovak.
    expect(company!.text).toContain('Miesto odberu: Kovovýroba Demo s.r.o., Priemyselná 12, 010 01 Žilina, Slovensko');
    expect(company!.text).not.toContain('Словакия');
    expect(customer!.text).toContain('Žilina, Словакия');
    expect(readdirSync(ctx.config.mailOutboxDir).filter((f) => f.endsWith('.eml'))).toHaveLength(2);
  });

  it('attaches the order confirmation PDF in Russian to the customer mail of a Russian order; the sent outbox row keeps no file', async () => {
    t = await createTestApp({ build: { mail: FAST_RETRY } });
    const ctx = t;
    const { receipt, products } = await placeOrder(ctx, 'ru-RU', { ...CONTACT, name: 'Иван Петров', email: 'ivan@example.ru', company: 'ООО «Металл»' });
    await eventually(async () => expect((await outboxOf(ctx, receipt.uuid)).map((m) => m.status)).toEqual(['sent', 'sent']));
    const emls = readdirSync(ctx.config.mailOutboxDir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(path.join(ctx.config.mailOutboxDir, f), 'utf8'));
    const customer = emls.find((m) => /^To: ivan@example\.ru$/m.test(m));
    const company = emls.find((m) => m !== customer);
    expect(customer).toBeDefined();
    expect(pdfAttachments(company!)).toEqual([]);

    const attachments = pdfAttachments(customer!);
    expect(attachments.map((a) => a.filename)).toEqual([`order-${receipt.order_number}.pdf`]);
    const pdf = attachments[0]!.content;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { title, text } = await pdfText(pdf);
    expect(title).toBe(`Подтверждение получения заказа № ${receipt.order_number}`);
    const order = await ctx.db.selectFrom('orders').selectAll().where('uuid', '=', receipt.uuid).executeTakeFirstOrThrow();
    const eur = (cents: number) => flat(new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'EUR' }).format(cents / 100));
    for (const expected of [
      `Номер заказа: ${receipt.order_number}`,
      'Продавец',
      'Kovovýroba Demo s.r.o.',
      'Priemyselná 12, 010 01 Žilina, Словакия',
      // The seller's IDs (issue 47).
      'Регистрационный номер: 35763469',
      'Номер плательщика НДС: SK2020273893',
      'Покупатель',
      'Имя: Иван Петров',
      'Компания: ООО «Металл»',
      'Товар',
      'Ставка НДС',
      products[0]!.name,
      products[1]!.name,
      `Итого с НДС ${eur(order.total_with_vat_cents)}`,
      'Настоящий документ подтверждает, что мы получили ваш заказ.',
    ]) expect(text).toContain(flat(expected));

    // The outbox row held the file until the mail went out (a retry sends what was queued with the order); sent, the
    // row drops it (issue 50, 2: the outbox is no archive of files).
    const [, row] = await outboxOf(ctx, receipt.uuid);
    expect(attachmentsOf(row!)).toEqual([]);
    // The mail went out with the payment's PAY by square code beside the PDF, shown inline by its HTML (issue 47).
    expect(customer).toMatch(/^Content-ID: <pay-by-square@order>/m);
  });
});

describe('with an SMTP server on loopback', () => {
  it('delivers the company notification and the customer confirmation in the customer language', async () => {
    const port = await freePort();
    sink = createSmtpSink(port);
    await sink.start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Kovovýroba <shop@kovovyroba-demo.sk>' }, build: { mail: FAST_RETRY } });
    const { receipt, products } = await placeOrder(t);
    const received = sink.received;
    await eventually(() => expect(received).toHaveLength(2));

    const company = received.find((m) => m.to.includes(DEMO_COMPANY.email));
    const customer = received.find((m) => m.to.includes(CONTACT.email));
    expect(company).toBeDefined();
    expect(customer).toBeDefined();
    expect(company!.from).toBe('shop@kovovyroba-demo.sk');
    expect(company!.decoded).toContain(`Nová objednávka č. ${receipt.order_number}`);
    expect(company!.decoded).toContain('Jazyk zákazníka: Magyar');
    expect(company!.decoded).toContain(`Reply-To: ${CONTACT.email}`);

    const order = await t.db.selectFrom('orders').selectAll().where('uuid', '=', receipt.uuid).executeTakeFirstOrThrow();
    const total = new Intl.NumberFormat('hu-HU', { style: 'currency', currency: 'EUR' }).format(order.total_with_vat_cents / 100);
    expect(customer!.decoded).toContain(`Rendelés visszaigazolása – ${receipt.order_number}. számú rendelés`);
    expect(customer!.decoded).toContain('Kedves Kovács Anna!');
    expect(customer!.decoded).toContain(products[0]!.name);
    expect(customer!.decoded).toContain(products[1]!.name);
    expect(customer!.decoded).toContain(`Összesen áfával: ${total}`);
    expect(customer!.decoded).toContain('Fő utca 5, 2900 Komárom, Magyarország');
    expect(customer!.decoded).toContain('Content-Type: text/html');
    expect(customer!.decoded).toContain('Content-Type: text/plain');

    // The confirmation carries the order confirmation PDF in Hungarian; the company notification carries nothing.
    expect(pdfAttachments(company!.raw)).toEqual([]);
    const attachments = pdfAttachments(customer!.raw);
    expect(attachments.map((a) => a.filename)).toEqual([`order-${receipt.order_number}.pdf`]);
    const pdf = await pdfText(attachments[0]!.content);
    expect(pdf.title).toBe(`A beérkezett rendelés visszaigazolása – ${receipt.order_number}. számú rendelés`);
    for (const expected of [
      `Rendelésszám: ${receipt.order_number}`,
      'Eladó',
      'Priemyselná 12, 010 01 Žilina, Szlovákia',
      'Cégazonosító: 35763469',
      'Közösségi adószám: SK2020273893',
      'Vevő',
      'Név: Kovács Anna',
      'Cég: Kovács Kft.',
      'Cím: Fő utca 5, 2900 Komárom, Magyarország',
      'Áfakulcs',
      products[0]!.name,
      products[1]!.name,
      `Összesen áfával ${total}`,
      'Ez a dokumentum igazolja, hogy megrendelését megkaptuk.',
    ]) expect(pdf.text).toContain(flat(expected));
  });

  it('sends to ORDER_NOTIFY_TO instead of the company address when it is set', async () => {
    const port = await freePort();
    sink = createSmtpSink(port);
    await sink.start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, ORDER_NOTIFY_TO: 'orders@example.sk, boss@example.sk' }, build: { mail: FAST_RETRY } });
    await placeOrder(t, 'en-US', { ...CONTACT, email: 'buyer@example.com' });
    const received = sink.received;
    await eventually(() => expect(received).toHaveLength(2));
    expect(received.map((m) => m.to.sort())).toEqual(expect.arrayContaining([['boss@example.sk', 'orders@example.sk'], ['buyer@example.com']]));
  });

  it('sends to the order recipients set in the admin, before ORDER_NOTIFY_TO', async () => {
    const port = await freePort();
    sink = createSmtpSink(port);
    await sink.start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, ORDER_NOTIFY_TO: 'orders@example.sk' }, build: { mail: FAST_RETRY } });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    const auth = { authorization: `Bearer ${login.json().token as string}` };
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: auth })).json().data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: auth,
      payload: { ...current, mail_recipients: { orders: ['sales@example.sk', 'owner@example.sk'], inquiries: [] } },
    });
    expect(saved.statusCode).toBe(200);
    await placeOrder(t, 'sk-SK', { ...CONTACT, email: 'kupujuci@example.sk' });
    const received = sink.received;
    await eventually(() => expect(received).toHaveLength(2));
    expect(received.map((m) => m.to.sort())).toEqual(expect.arrayContaining([['owner@example.sk', 'sales@example.sk'], ['kupujuci@example.sk']]));
  });

  it('keeps the order while the mail server is down and delivers the mails once it is back', async () => {
    const port = await freePort();
    sink = createSmtpSink(port);
    t = await createTestApp({ env: { SMTP_URL: sink.url }, build: { mail: FAST_RETRY } });
    const ctx = t;
    const { receipt } = await placeOrder(ctx, 'sk-SK', { ...CONTACT, email: 'zakaznik@example.sk' });

    // The order is there at once, whatever the mail server does.
    const order = await ctx.db.selectFrom('orders').select(['order_number', 'status']).where('uuid', '=', receipt.uuid).executeTakeFirst();
    expect(order).toEqual({ order_number: receipt.order_number, status: 'new' });
    await eventually(async () => {
      const mails = await outboxOf(ctx, receipt.uuid);
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        expect(mail.status).toBe('pending');
        expect(mail.attempts).toBeGreaterThanOrEqual(2);
        expect(mail.last_error).toMatch(/ECONNREFUSED|connect/i);
      }
    });

    await sink.start();
    const received = sink.received;
    await eventually(() => expect(received).toHaveLength(2), 15_000);
    expect(received.flatMap((m) => m.to).sort()).toEqual([DEMO_COMPANY.email, 'zakaznik@example.sk'].sort());
    // The confirmation PDF, queued with the order, goes out with the retried mail.
    const confirmation = received.find((m) => m.to.includes('zakaznik@example.sk'))!;
    const [pdf] = pdfAttachments(confirmation.raw);
    expect(pdf?.filename).toBe(`order-${receipt.order_number}.pdf`);
    expect((await pdfText(pdf!.content)).text).toContain(`Potvrdenie prijatia objednávky č. ${receipt.order_number}`);
    await eventually(async () => {
      const mails = await outboxOf(ctx, receipt.uuid);
      expect(mails.map((m) => m.status)).toEqual(['sent', 'sent']);
      expect(mails.every((m) => m.sent_at !== null && m.last_error === null)).toBe(true);
    });
    // Sent once each: later polls do not send them again.
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toHaveLength(2);
  }, 30_000);
});

describe('configuration and retry timing', () => {
  it('names bad SMTP_URL, MAIL_FROM and ORDER_NOTIFY_TO values', () => {
    const base = { DATA_DIR: '/tmp/checkout-config-test', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789' };
    try {
      loadConfig({ ...base, SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'not an address', ORDER_NOTIFY_TO: 'a@example.com, nope' });
      expect.unreachable('loadConfig accepted bad mail settings');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
      expect(problems).toContain('MAIL_FROM must be an e-mail address');
      expect(problems).toContain('"nope" is not one');
    }
    const ok = loadConfig({ ...base, SMTP_URL: 'smtp://user:pass@127.0.0.1:2525', MAIL_FROM: 'Shop <shop@example.com>', ORDER_NOTIFY_TO: 'a@example.com' });
    expect(ok).toMatchObject({ smtpUrl: 'smtp://user:pass@127.0.0.1:2525', mailFrom: 'Shop <shop@example.com>', orderNotifyTo: 'a@example.com' });
  });

  it('doubles the delay after each failure up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 10].map((n) => retryDelay(n, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});
