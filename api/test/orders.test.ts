// The admin's orders (issue 29): list, search and filters, CSV export, details, the status workflow (history, audit
// log, the customer's mail in the order's language), internal notes, and the migration of 'handled' orders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../src/modules/auth/service.ts';
import { openDatabase } from '../src/db/connection.ts';
import { createMigrator } from '../src/db/migrate.ts';
import { dayStart } from '../src/modules/orders/service.ts';
import { createTestApp, createTestDatabase, TEST_DATABASE_URL, type TestContext } from './helpers.ts';
import { bearer, tokens } from './admin-helpers.ts';
import { CONTACT, eventually, placeOrder } from './mail-support.ts';

let t: TestContext;
let token: string;
let editor: string;
const placed: Array<Awaited<ReturnType<typeof placeOrder>>> = [];

beforeAll(async () => {
  t = await createTestApp({ build: { mail: { retryBaseMs: 100, retryMaxMs: 400, pollMs: 50 } } });
  token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).json().token;
  editor = (await tokens(t)).editor;
  for (const [i, locale] of ['sk-SK', 'en-US', 'hu-HU'].entries()) {
    placed.push(await placeOrder(t, locale, { ...CONTACT, name: `Zákazník ${i + 1}`, email: `zakaznik${i + 1}@example.sk` }));
  }
});
afterAll(async () => t.close());

const admin = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: Record<string, unknown>, as = token) =>
  t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });

const numbers = (res: { json: () => { data: Array<{ order_number: string }> } }) => res.json().data.map((o) => o.order_number);
const statusMails = (uuid: string) =>
  t.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text', 'html']).where('ref', '=', uuid).where('kind', '=', 'order-status').orderBy('id').execute();
const auditOf = (uuid: string) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'order').where('entity_id', '=', uuid).orderBy('id').execute();

describe('GET /admin/orders', () => {
  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/admin/orders'],
      ['GET', `/admin/orders/${placed[0]!.receipt.uuid}`],
      ['PATCH', `/admin/orders/${placed[0]!.receipt.uuid}`],
      ['GET', '/admin/orders/export.csv'],
      ['GET', `/admin/orders/${placed[0]!.receipt.uuid}/notes`],
      ['POST', `/admin/orders/${placed[0]!.receipt.uuid}/notes`],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: { status: 'confirmed', text: 'x' } }) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('lists the orders newest first with customer, units and totals', async () => {
    const res = await admin('GET', '/admin/orders');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 3 });
    expect(data.map((o: { order_number: string }) => o.order_number)).toEqual(placed.map((p) => p.receipt.order_number).reverse());
    const order = await t.db.selectFrom('orders').selectAll().where('uuid', '=', placed[2]!.receipt.uuid).executeTakeFirstOrThrow();
    expect(data[0]).toEqual({
      uuid: placed[2]!.receipt.uuid,
      order_number: placed[2]!.receipt.order_number,
      status: 'new',
      created_at: placed[2]!.receipt.created_at,
      lang: 'hu',
      customer: { name: 'Zákazník 3', email: 'zakaznik3@example.sk', company: CONTACT.company },
      units: 3,
      totals: {
        without_vat: order.total_without_vat_cents / 100,
        vat: order.total_vat_cents / 100,
        with_vat: order.total_with_vat_cents / 100,
        currency: 'EUR',
      },
    });
  });

  it('pages and filters by status', async () => {
    const page2 = (await admin('GET', '/admin/orders?per_page=2&page=2')).json();
    expect(page2.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(page2.data.map((o: { uuid: string }) => o.uuid)).toEqual([placed[0]!.receipt.uuid]);

    const none = (await admin('GET', '/admin/orders?status=confirmed')).json();
    expect(none.meta.total).toBe(0);
    const fresh = (await admin('GET', '/admin/orders?status=new')).json();
    expect(fresh.meta.total).toBe(3);
  });

  it('searches by order number, customer name, company and e-mail, with or without diacritics and case', async () => {
    const [sk, en, hu] = placed.map((p) => p.receipt.order_number) as [string, string, string];
    expect(numbers(await admin('GET', `/admin/orders?q=${sk}`))).toEqual([sk]);
    expect(numbers(await admin('GET', `/admin/orders?q=${encodeURIComponent('Zákazník 2')}`))).toEqual([en]);
    expect(numbers(await admin('GET', '/admin/orders?q=ZAKAZNIK%203'))).toEqual([hu]);
    expect(numbers(await admin('GET', '/admin/orders?q=zakaznik1%40example'))).toEqual([sk]);
    expect(numbers(await admin('GET', `/admin/orders?q=${encodeURIComponent('kovács kft')}`))).toEqual([hu, en, sk]);
    expect(numbers(await admin('GET', '/admin/orders?q=kovacs&status=new&per_page=1'))).toEqual([hu]);
    // LIKE's wildcards are searched for as themselves.
    expect((await admin('GET', '/admin/orders?q=%25')).json().meta.total).toBe(0);
    expect((await admin('GET', '/admin/orders?q=_')).json().meta.total).toBe(0);
    expect((await admin('GET', '/admin/orders?q=nobody-of-that-name')).json().data).toEqual([]);
  });

  it("filters by a range of days in the shop's time zone", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava' }).format(new Date());
    const day = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    expect((await admin('GET', `/admin/orders?from=${today}&to=${today}`)).json().meta.total).toBe(3);
    expect((await admin('GET', `/admin/orders?from=${day(-3)}`)).json().meta.total).toBe(3);
    expect((await admin('GET', `/admin/orders?from=${day(1)}`)).json().meta.total).toBe(0);
    expect((await admin('GET', `/admin/orders?to=${day(-1)}`)).json().meta.total).toBe(0);
    // Midnight in Bratislava, summer and winter time.
    expect(dayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    expect(dayStart('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
    expect(dayStart('2026-03-29', 1)).toBe('2026-03-29T22:00:00.000Z');
  });

  it('answers 422 naming a bad query', async () => {
    for (const [query, field] of [
      ['status=done', 'status'],
      ['page=0', 'page'],
      ['per_page=500', 'per_page'],
      ['from=26-01-01', 'from'],
      ['from=2026-02-30', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ]) {
      const res = await admin('GET', `/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[0].field, query).toBe(field);
    }
  });
});

describe('GET /admin/orders/:uuid', () => {
  it('gives the lines, totals, contact, language, date and the state of its mails', async () => {
    const { receipt, products } = placed[1]!;
    const res = await admin('GET', `/admin/orders/${receipt.uuid}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ uuid: receipt.uuid, order_number: receipt.order_number, status: 'new', next_statuses: ['confirmed', 'cancelled'], created_at: receipt.created_at, handled_at: null, cancel_reason: null, lang: 'en', notes: [] });
    expect(data.history).toEqual([{ from: null, to: 'new', reason: null, author: null, created_at: receipt.created_at }]);
    // The country name the buyer sent is kept as its ISO code (decision 0065).
    expect(data.contact).toEqual({ ...CONTACT, country: 'HU', name: 'Zákazník 2', email: 'zakaznik2@example.sk' });
    expect(data.lines).toHaveLength(2);
    expect(data.lines[0]).toMatchObject({ product_uuid: products[0]!.uuid, name: products[0]!.name, quantity: 2, vat_rate: 23 });
    expect(data.lines[0].total.with_vat).toBeCloseTo(data.lines[0].unit_price.with_vat * 2, 2);
    const sum = data.lines.reduce((s: number, l: { total: { with_vat: number } }) => s + l.total.with_vat, 0);
    expect(data.totals.with_vat).toBeCloseTo(sum, 2);
    expect(data.totals.vat).toBeCloseTo(data.totals.with_vat - data.totals.without_vat, 2);
    await eventually(async () => {
      const mails = (await admin('GET', `/admin/orders/${receipt.uuid}`)).json().data.mails;
      expect(mails).toEqual([
        expect.objectContaining({ kind: 'order-company', status: 'sent', attempts: 1 }),
        expect.objectContaining({ kind: 'order-customer', to: 'zakaznik2@example.sk', status: 'sent' }),
      ]);
    });
  });

  it('finds an order by its number too, and answers 404 for an unknown one', async () => {
    const byNumber = await admin('GET', `/admin/orders/${placed[0]!.receipt.order_number}`);
    expect(byNumber.json().data.uuid).toBe(placed[0]!.receipt.uuid);
    const unknown = await admin('GET', '/admin/orders/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found: 00000000-0000-4000-8000-000000000000');
  });
});

describe('PATCH /admin/orders/:uuid (the workflow)', () => {
  it('takes an order from new to confirmed to shipped to completed; each step in the history, the audit log and an English mail', async () => {
    const { receipt } = placed[1]!; // placed in English
    const url = `/admin/orders/${receipt.uuid}`;
    const confirmed = await admin('PATCH', url, { status: 'confirmed' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed', next_statuses: ['ready_for_pickup', 'shipped', 'cancelled'], handled_at: null });
    expect((await admin('PATCH', url, { status: 'shipped' })).json().data.next_statuses).toEqual(['completed', 'cancelled']);
    const completed = (await admin('PATCH', url, { status: 'completed' })).json().data;
    expect(completed).toMatchObject({ status: 'completed', next_statuses: [], handled_at: expect.any(String) });
    const admin_ = { id: expect.any(Number), email: DEMO_ADMIN.email, name: expect.any(String) };
    expect(completed.history).toEqual([
      expect.objectContaining({ from: null, to: 'new' }),
      { from: 'new', to: 'confirmed', reason: null, author: admin_, created_at: expect.any(String) },
      { from: 'confirmed', to: 'shipped', reason: null, author: admin_, created_at: expect.any(String) },
      { from: 'shipped', to: 'completed', reason: null, author: admin_, created_at: expect.any(String) },
    ]);

    const audit = await auditOf(receipt.uuid);
    expect(audit.map((a) => [a.action, a.user_email, a.summary])).toEqual([
      ['status', DEMO_ADMIN.email, `Order ${receipt.order_number}: new → confirmed`],
      ['status', DEMO_ADMIN.email, `Order ${receipt.order_number}: confirmed → shipped`],
      ['status', DEMO_ADMIN.email, `Order ${receipt.order_number}: shipped → completed`],
    ]);
    // The audit log lists each step as a message code with the statuses as codes, for the admin to word.
    const listed = (await admin('GET', '/api/admin/audit?entity=order&per_page=100')).json().data.filter((e: { entity_id: string }) => e.entity_id === receipt.uuid);
    expect(listed.map((e: { message: unknown }) => e.message)).toEqual([
      { code: 'order.statusChanged', params: { number: receipt.order_number, fromStatus: 'shipped', toStatus: 'completed' }, changes: [] },
      { code: 'order.statusChanged', params: { number: receipt.order_number, fromStatus: 'confirmed', toStatus: 'shipped' }, changes: [] },
      { code: 'order.statusChanged', params: { number: receipt.order_number, fromStatus: 'new', toStatus: 'confirmed' }, changes: [] },
    ]);
    const mails = await statusMails(receipt.uuid);
    expect(mails.map((m) => [m.to_address, m.subject])).toEqual([
      ['zakaznik2@example.sk', `Order no. ${receipt.order_number} is confirmed`],
      ['zakaznik2@example.sk', `Order no. ${receipt.order_number} has been shipped`],
      ['zakaznik2@example.sk', `Order no. ${receipt.order_number} is completed`],
    ]);
    expect(mails[0]!.text).toContain('Hello Zákazník 2,');
    // The admin sees the mails with the order, and the worker sends them.
    await eventually(async () => {
      const listed = (await admin('GET', url)).json().data.mails.filter((m: { kind: string }) => m.kind === 'order-status');
      expect(listed).toHaveLength(3);
      expect(listed.every((m: { status: string; subject: string }) => m.status === 'sent' && m.subject.includes(receipt.order_number))).toBe(true);
    });
  });

  it('refuses steps the status does not allow with 409 and a message code, and changes nothing', async () => {
    const done = placed[1]!.receipt; // completed above
    const fresh = placed[0]!.receipt;
    for (const [uuid, status, from] of [
      [fresh.uuid, 'shipped', 'new'],
      [fresh.uuid, 'completed', 'new'],
      [fresh.uuid, 'new', 'new'],
      [done.uuid, 'cancelled', 'completed'],
      [done.uuid, 'confirmed', 'completed'],
    ] as const) {
      const res = await admin('PATCH', `/admin/orders/${uuid}`, { status, reason: 'because' });
      expect(res.statusCode, `${from} -> ${status}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'order.transitionNotAllowed', params: { from, to: status } });
    }
    expect((await admin('GET', `/admin/orders/${fresh.uuid}`)).json().data.status).toBe('new');
    expect(await statusMails(fresh.uuid)).toEqual([]);
    expect(await auditOf(fresh.uuid)).toEqual([]);
  });

  it('cancels only with a reason, which the customer reads in Hungarian; a cancelled order goes nowhere', async () => {
    const { receipt } = placed[2]!; // placed in Hungarian
    const url = `/admin/orders/${receipt.uuid}`;
    for (const payload of [{ status: 'cancelled' }, { status: 'cancelled', reason: '   ' }]) {
      const res = await admin('PATCH', url, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([{ field: 'reason', message: 'is required', code: 'order.cancelReasonRequired' }]);
    }
    const tooLong = await admin('PATCH', url, { status: 'cancelled', reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors[0].field).toBe('reason');
    expect(await statusMails(receipt.uuid)).toEqual([]);

    const cancelled = await admin('PATCH', url, { status: 'cancelled', reason: ' A termék elfogyott. ' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancel_reason: 'A termék elfogyott.', next_statuses: [] });
    expect(cancelled.json().data.history.at(-1)).toMatchObject({ from: 'new', to: 'cancelled', reason: 'A termék elfogyott.' });
    const [mail] = await statusMails(receipt.uuid);
    expect(mail).toMatchObject({ to_address: 'zakaznik3@example.sk', subject: `A(z) ${receipt.order_number}. számú rendelést töröltük` });
    expect(mail!.text).toContain('Kedves Zákazník 3!');
    expect(mail!.text).toContain('Az üzlet megjegyzése a lemondáshoz (ahogy az üzlet megírta):\n> A termék elfogyott.');
    expect(mail!.html).toMatch(/<strong>Az üzlet megjegyzése a lemondáshoz \(ahogy az üzlet megírta\):<\/strong><\/p><blockquote[^>]*>A termék elfogyott\.<\/blockquote>/);
    expect((await auditOf(receipt.uuid)).map((a) => a.summary)).toEqual([`Order ${receipt.order_number}: new → cancelled (reason: A termék elfogyott.)`]);
    const listed = (await admin('GET', '/api/admin/audit?entity=order&per_page=100')).json().data.find((e: { entity_id: string }) => e.entity_id === receipt.uuid);
    expect(listed.message).toEqual({
      code: 'order.statusChangedWithReason',
      params: { number: receipt.order_number, fromStatus: 'new', toStatus: 'cancelled', reason: 'A termék elfogyott.' },
      changes: [],
    });
    const again = await admin('PATCH', url, { status: 'confirmed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('order.transitionNotAllowed');
  });

  it('goes through ready for pickup in Slovak; an editor may take the steps too (orders are for every signed-in user)', async () => {
    const { receipt } = placed[0]!; // placed in Slovak
    const url = `/admin/orders/${receipt.uuid}`;
    expect((await admin('PATCH', url, { status: 'confirmed' }, editor)).statusCode).toBe(200);
    expect((await admin('PATCH', url, { status: 'ready_for_pickup' })).json().data.next_statuses).toEqual(['completed', 'cancelled']);
    const mails = await statusMails(receipt.uuid);
    expect(mails.map((m) => m.subject)).toEqual([`Objednávka č. ${receipt.order_number} je potvrdená`, `Objednávka č. ${receipt.order_number} je pripravená na vyzdvihnutie`]);
    expect(mails[1]!.text).toContain('Dobrý deň, Zákazník 1,');
    expect((await auditOf(receipt.uuid))[0]!.user_email).toMatch(/^editor-/);
    expect((await admin('GET', '/admin/orders?status=ready_for_pickup')).json().data.map((o: { uuid: string }) => o.uuid)).toEqual([receipt.uuid]);
  });

  it('answers 422 for a bad status and 404 for an unknown order', async () => {
    const bad = await admin('PATCH', `/admin/orders/${placed[0]!.receipt.uuid}`, { status: 'handled' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('status');
    const missing = await admin('PATCH', `/admin/orders/${placed[0]!.receipt.uuid}`, {});
    expect(missing.json().errors).toEqual([{ field: 'status', message: 'is required', code: 'field.required' }]);
    expect((await admin('PATCH', '/admin/orders/no-such-order', { status: 'confirmed' })).statusCode).toBe(404);
  });
});

describe('internal notes', () => {
  it('adds and lists notes with author and time, records them in the audit log and mails nobody', async () => {
    const { receipt } = placed[0]!;
    const url = `/admin/orders/${receipt.uuid}/notes`;
    const mailsBefore = (await t.db.selectFrom('mail_outbox').select('id').execute()).length;
    const first = await admin('POST', url, { text: '  Zavolať pred dodaním.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ id: expect.any(Number), text: 'Zavolať pred dodaním.', author: { id: expect.any(Number), email: DEMO_ADMIN.email, name: expect.any(String) }, created_at: expect.any(String) });
    expect((await admin('POST', url, { text: 'Editor note' }, editor)).statusCode).toBe(201);
    const listed = (await admin('GET', url)).json().data;
    expect(listed.map((n: { text: string; author: { email: string } }) => [n.text, n.author.email.startsWith('editor-') ? 'editor' : n.author.email])).toEqual([
      ['Zavolať pred dodaním.', DEMO_ADMIN.email],
      ['Editor note', 'editor'],
    ]);
    expect((await admin('GET', `/admin/orders/${receipt.uuid}`)).json().data.notes).toEqual(listed);
    expect((await t.db.selectFrom('mail_outbox').select('id').execute()).length).toBe(mailsBefore);
    expect((await auditOf(receipt.uuid)).filter((a) => a.action === 'note')).toHaveLength(2);
  });

  it('refuses an empty or too long note (422) and an unknown order (404)', async () => {
    const url = `/admin/orders/${placed[0]!.receipt.uuid}/notes`;
    const blank = await admin('POST', url, { text: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([{ field: 'text', message: 'is required', code: 'field.required' }]);
    expect((await admin('POST', url, { text: '' })).statusCode).toBe(422);
    expect((await admin('POST', url, { text: 'x'.repeat(2001) })).json().errors[0].field).toBe('text');
    expect((await admin('POST', '/admin/orders/no-such-order/notes', { text: 'x' })).statusCode).toBe(404);
    expect((await admin('GET', '/admin/orders/no-such-order/notes')).statusCode).toBe(404);
  });
});

describe('GET /admin/orders/export.csv', () => {
  const csv = (query: string, locale = 'en-US', as = token) =>
    t.app.inject({ method: 'GET', url: `/admin/orders/export.csv${query}`, headers: { ...bearer(as), localization: locale } });
  const rows = (body: string) => body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

  it('downloads the filtered list as UTF-8 CSV with a BOM, headed in the caller\'s language', async () => {
    const res = await csv('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = rows(res.body);
    expect(lines[0]).toBe('Order number;Date;Status;Name;Company;E-mail;Phone;Items;Delivery;Delivery incl. VAT (EUR);Total excl. VAT (EUR);VAT (EUR);VAT treatment;Total incl. VAT (EUR);Language');
    expect(lines).toHaveLength(4);
    const order = await t.db.selectFrom('orders').selectAll().where('uuid', '=', placed[2]!.receipt.uuid).executeTakeFirstOrThrow();
    const cells = lines[1]!.split(';');
    expect(cells[0]).toBe(order.order_number);
    expect(cells.slice(2, 8)).toEqual(['Cancelled', 'Zákazník 3', 'Kovács Kft.', 'zakaznik3@example.sk', CONTACT.phone, '3']);
    // Placed without a delivery choice: picked up at the workshop, free.
    expect(cells.slice(8, 10)).toEqual(['Pickup at the workshop', '0,00']);
    expect(cells.slice(10)).toEqual([(order.total_without_vat_cents / 100).toFixed(2).replace('.', ','), (order.total_vat_cents / 100).toFixed(2).replace('.', ','), '', (order.total_with_vat_cents / 100).toFixed(2).replace('.', ','), 'hu']);

    const sk = rows((await csv('', 'sk-SK')).body);
    expect(sk[0]!.startsWith('Číslo objednávky;Dátum;Stav;Meno;Firma')).toBe(true);
    expect(sk[1]).toContain(';Zrušená;');
  });

  it('takes the same filters as the list', async () => {
    const filtered = rows((await csv('?status=completed')).body);
    expect(filtered).toHaveLength(2);
    expect(filtered[1]!.startsWith(`${placed[1]!.receipt.order_number};`)).toBe(true);
    expect(rows((await csv(`?q=${encodeURIComponent('zákazník 1')}`)).body).map((l) => l.split(';')[0])).toEqual(['Order number', placed[0]!.receipt.order_number]);
    expect(rows((await csv('?from=2020-01-01&to=2020-01-31')).body)).toHaveLength(1);
    expect((await csv('?status=handled')).statusCode).toBe(422);
    expect((await csv('?to=2026-13-01')).json().errors[0].field).toBe('to');
  });

  it('is for signed-in users: editors as admins, nobody without a token', async () => {
    expect((await csv('', 'en-US', editor)).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin/orders/export.csv' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('zakaznik');
  });

  it('keeps a spreadsheet from running a customer\'s text as a formula', async () => {
    // A full-width plus is read as a formula by some spreadsheets too (Apple Numbers); a phone number is left alone.
    const evil = await placeOrder(t, 'en-US', { ...CONTACT, name: '=HYPERLINK("http://x")', company: '＋SUM(A1)', email: 'evil@example.com' });
    const line = rows((await csv(`?q=${evil.receipt.order_number}`)).body)[1]!;
    expect(line).toContain(';"\'=HYPERLINK(""http://x"")";\'＋SUM(A1);evil@example.com;');
    expect(line).toContain(`;${CONTACT.phone};`);
  });
});

describe('migration 0040_order_workflow', () => {
  it("makes handled orders completed (with a history step and the search text), and back on the way down", async () => {
    const database = TEST_DATABASE_URL ? await createTestDatabase(TEST_DATABASE_URL) : undefined;
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-migration-'));
    const db = openDatabase(database?.url ?? path.join(dir, 'shop.db'));
    try {
      const migrator = createMigrator(db);
      const before = await migrator.migrateTo('0030_content');
      expect(before.error).toBeUndefined();
      const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      for (const [i, status] of (['new', 'handled'] as const).entries()) {
        const cart = await raw.insertInto('carts').values({ uuid: `cart-${i}`, status: 'sent', lang: 'sk' }).returning('id').executeTakeFirstOrThrow();
        await raw
          .insertInto('orders')
          .values({
            uuid: `order-${i}`,
            order_number: `2026${i}`,
            cart_id: cart.id,
            lang: 'sk',
            contact_json: JSON.stringify({ name: 'Ľubomír Šťastný', company: 'Železo s.r.o.', email: `lubo${i}@example.sk` }),
            lines_json: '[]',
            total_without_vat_cents: 100,
            total_vat_cents: 23,
            total_with_vat_cents: 123,
            status,
            created_at: '2026-01-10T10:00:00.000Z',
            handled_at: status === 'handled' ? '2026-01-11T09:00:00.000Z' : null,
          })
          .execute();
      }
      // Up to this migration only: later ones (0041, accounts) are not what this test is about.
      const after = await migrator.migrateTo('0040_order_workflow');
      expect(after.error).toBeUndefined();
      expect(after.results?.map((result) => result.migrationName)).toEqual(['0040_order_workflow']);
      const orders = await db.selectFrom('orders').select(['uuid', 'status', 'handled_at', 'search_text', 'cancel_reason']).orderBy('id').execute();
      expect(orders).toEqual([
        { uuid: 'order-0', status: 'new', handled_at: null, search_text: '20260 | lubomir stastny | zelezo s.r.o. | lubo0@example.sk', cancel_reason: null },
        { uuid: 'order-1', status: 'completed', handled_at: '2026-01-11T09:00:00.000Z', search_text: '20261 | lubomir stastny | zelezo s.r.o. | lubo1@example.sk', cancel_reason: null },
      ]);
      expect(await db.selectFrom('order_status_changes').select(['from_status', 'to_status', 'created_at', 'user_email']).execute()).toEqual([
        { from_status: 'new', to_status: 'completed', created_at: '2026-01-11T09:00:00.000Z', user_email: '' },
      ]);
      // The longest status fits the column on PostgreSQL too.
      await db.updateTable('orders').set({ status: 'ready_for_pickup' }).where('uuid', '=', 'order-0').execute();

      const down = await migrator.migrateDown();
      expect(down.error).toBeUndefined();
      expect(await raw.selectFrom('orders').select(['uuid', 'status']).orderBy('id').execute()).toEqual([
        { uuid: 'order-0', status: 'new' },
        { uuid: 'order-1', status: 'handled' },
      ]);
    } finally {
      await db.destroy();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
