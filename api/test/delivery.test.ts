// Delivery (issue 32): the admin's price table by country and order value, the buyer's choice of pickup or carrier,
// the server's price (never the client's) stored with the order and shown in its mail, admin detail and CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, tokens, type Tokens } from './admin-helpers.ts';
import { CONTACT, sentAttachments } from './mail-support.ts';
import { pdfText } from './pdf-text.ts';

let t: TestContext;
let who: Tokens;

// Migrating and seeding takes seconds, more on a machine shared with other test runs.
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  who = await tokens(t);
}, 60_000);
afterAll(async () => t.close());

const headers = { localization: 'hu-HU' };
type Row = { country: string; min_order_value: number; price: number };

const putTable = (rows: Row[], token = who.admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/delivery-prices', headers: { ...bearer(token), localization: 'en-US' }, payload: { rows } });

/** A cart with one product and the Hungarian buyer's contact (country typed as "Magyarország"); answers its id and value. */
async function cartWithContact(contact: Record<string, string> = CONTACT): Promise<{ cartId: string; goods: number }> {
  const products = (await t.app.inject({ method: 'GET', url: '/api/product-category/brany?per_page=1', headers })).json().data.products as Array<{ uuid: string }>;
  const cartId = (await t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: { product_uuid: products[0]!.uuid } })).json().data.uuid as string;
  const updated = await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, headers, payload: { contact } });
  expect(updated.statusCode, updated.body).toBe(200);
  const cart = (await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}`, headers })).json().data as { price_object: { with_vat: number } };
  return { cartId, goods: cart.price_object.with_vat };
}

const choose = (cartId: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/delivery`, headers, payload });
const send = (cartId: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/cart/${cartId}/send`, headers, payload: { terms_accepted: true, ...extra } });
const orderRow = (uuid: string) => t.db.selectFrom('orders').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
const orderCount = async () => Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('the admin price table', () => {
  it('is for administrators only, checked before the body', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/delivery-prices' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/delivery-prices', headers: bearer(who.editor) })).statusCode).toBe(403);
    const editorPut = await t.app.inject({ method: 'PUT', url: '/api/admin/delivery-prices', headers: bearer(who.editor), payload: 'not json at all' });
    expect(editorPut.statusCode).toBe(403);
    const seeded = await t.app.inject({ method: 'GET', url: '/api/admin/delivery-prices', headers: bearer(who.admin) });
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json().data.rows).toContainEqual({ country: 'SK', min_order_value: 0, price: 19.9 });
  });

  it('refuses unknown countries, repeated bands, countries without a band from 0 and fractions of a cent with 422 and codes', async () => {
    const res = await putTable([
      { country: 'XX', min_order_value: 0, price: 5 },
      { country: 'SK', min_order_value: 0, price: 5 },
      { country: 'SK', min_order_value: 0, price: 7 },
      { country: 'CZ', min_order_value: 100, price: 5 },
      { country: 'AT', min_order_value: 0, price: 5.555 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('delivery.pricesInvalid');
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'rows.0.country', code: 'delivery.unknownCountry' }),
        expect.objectContaining({ field: 'rows.2.min_order_value', code: 'delivery.duplicateBand' }),
        expect.objectContaining({ field: 'rows.3.min_order_value', code: 'delivery.bandFromZero', params: { country: 'CZ' } }),
        expect.objectContaining({ field: 'rows.4.price', code: 'delivery.wholeCents' }),
      ]),
    );
    expect((await putTable([{ country: 'sk', min_order_value: -1, price: 5 }])).statusCode).toBe(422);
  });

  it('saves a valid table sorted, and the audit log names the change', async () => {
    const res = await putTable([
      { country: 'SK', min_order_value: 300, price: 0 },
      { country: 'HU', min_order_value: 0, price: 30 },
      { country: 'SK', min_order_value: 0, price: 9.9 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows).toEqual([
      { country: 'HU', min_order_value: 0, price: 30 },
      { country: 'SK', min_order_value: 0, price: 9.9 },
      { country: 'SK', min_order_value: 300, price: 0 },
    ]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'delivery-prices').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.summary).toBe('Updated the delivery prices: 3 rows (HU, SK)');
    expect(JSON.parse(audit.message_json!)).toEqual({ code: 'delivery.pricesUpdated', params: { rows: 3, countries: 'HU, SK' } });
  });
});

describe('pricing a cart', () => {
  it('offers pickup free at the workshop and the carrier from the band the order value falls in', async () => {
    const { cartId, goods } = await cartWithContact();
    // Two bands for Hungary: the order falls in the upper one.
    expect((await putTable([{ country: 'HU', min_order_value: 0, price: 12.34 }, { country: 'HU', min_order_value: Math.floor(goods), price: 4.5 }])).statusCode).toBe(200);
    const options = await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}/delivery-options?country=${encodeURIComponent('Magyarország')}`, headers });
    expect(options.statusCode).toBe(200);
    expect(options.json().data).toEqual({
      pickup: { price: 0, address: 'Kovovýroba Demo s.r.o., Priemyselná 12, 010 01 Žilina, Szlovákia' },
      // Without VAT too: what a reverse charge will charge (4,50 € less 23 % VAT).
      carrier: { country: 'HU', served: true, price: 4.5, price_without_vat: 3.66 },
    });
    const below = await putTable([{ country: 'HU', min_order_value: 0, price: 12.34 }, { country: 'HU', min_order_value: Math.ceil(goods) + 1, price: 4.5 }]);
    expect(below.statusCode).toBe(200);
    const chosen = await choose(cartId, { method: 'carrier' });
    expect(chosen.statusCode).toBe(200);
    const cart = chosen.json().data;
    expect(cart.delivery).toMatchObject({ method: 'carrier', country: 'HU', price: { with_vat: 12.34, vat_rate: 23 }, pickup_address: null });
    expect(cart.order_total.with_vat).toBeCloseTo(goods + 12.34, 2);
  });

  it('stores the carrier and its price with the order; the admin detail, the CSV and the mail show it', async () => {
    await putTable([{ country: 'HU', min_order_value: 0, price: 25 }]);
    const { cartId, goods } = await cartWithContact();
    expect((await choose(cartId, { method: 'carrier' })).statusCode).toBe(200);
    const sent = await send(cartId);
    expect(sent.statusCode).toBe(200);
    const { uuid, order_number } = sent.json().data as { uuid: string; order_number: string };

    const row = await orderRow(uuid);
    expect(JSON.parse(row.delivery_json!)).toMatchObject({ method: 'carrier', country: 'HU', price_with_vat_cents: 2500, price_without_vat_cents: 2033, vat_rate: 23 });
    expect(row.total_with_vat_cents).toBe(Math.round(goods * 100) + 2500);

    const detail = (await t.app.inject({ method: 'GET', url: `/admin/orders/${uuid}`, headers: bearer(who.admin) })).json().data;
    expect(detail.delivery).toEqual({ method: 'carrier', country: 'HU', price: { without_vat: 20.33, with_vat: 25, vat_rate: 23 }, pickup_address: null });
    expect(detail.totals.with_vat).toBeCloseTo(goods + 25, 2);

    const csv = (await t.app.inject({ method: 'GET', url: `/admin/orders/export.csv?q=${order_number}`, headers: { ...bearer(who.admin), localization: 'en-US' } })).body;
    const [head, line] = csv.replace('\uFEFF', '').split('\r\n');
    expect(head).toContain('Delivery;Delivery incl. VAT (EUR)');
    expect(line).toContain('Carrier delivery (HU);25,00');

    const customer = await t.db.selectFrom('mail_outbox').selectAll().where('ref', '=', uuid).where('kind', '=', 'order-customer').executeTakeFirstOrThrow();
    expect(customer.text).toMatch(/Szállítás: Szállítás futárral – Magyarország: 25,00\sEUR/);
    // The confirmation PDF states it too.
    const pdf = (await sentAttachments(t, customer.id)).find((file) => file.contentType === 'application/pdf');
    expect((await pdfText(pdf!.content)).text).toMatch(/Szállítás Szállítás futárral – Magyarország: 25,00\sEUR/);
    const company = await t.db.selectFrom('mail_outbox').selectAll().where('ref', '=', uuid).where('kind', '=', 'order-company').executeTakeFirstOrThrow();
    expect(company.text).toMatch(/Doprava: Doprava prepravcom – Maďarsko: 25,00\s€/);
  });

  it('prices the carrier without VAT for an EU business under reverse charge: the table price less its VAT', async () => {
    await putTable([{ country: 'HU', min_order_value: 0, price: 25 }]);
    const { cartId } = await cartWithContact({ ...CONTACT, email: 'szamla@kovacs.example.hu', country: 'HU', company: 'Kovács Kft.', company_id: '01-09-123456', vat_id: 'HU12345676' });
    expect((await choose(cartId, { method: 'carrier' })).statusCode).toBe(200);
    const cart = (await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}`, headers })).json().data;
    expect(cart.vat_reverse_charge).toBe(true);
    // The net price a consumer's 25 € holds (23 % VAT), with no VAT on top: the goods' rule, applied to the delivery.
    expect(cart.delivery.price).toEqual({ without_vat: 20.33, with_vat: 20.33, vat_rate: 0 });
    expect(cart.order_total.vat).toBe(0);
    const sent = await send(cartId);
    expect(sent.statusCode).toBe(200);
    const row = await orderRow((sent.json().data as { uuid: string }).uuid);
    expect(JSON.parse(row.delivery_json!)).toMatchObject({ method: 'carrier', price_with_vat_cents: 2033, price_without_vat_cents: 2033, vat_rate: 0 });
    expect(row.total_vat_cents).toBe(0);
  });

  it('tells a reverse-charge buyer beforehand the carrier price the summary charges, from the same band', async () => {
    const { cartId, goods } = await cartWithContact();
    const net = ((await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}`, headers })).json().data as { price_object: { without_vat: number } }).price_object.without_vat;
    // A band starting between the goods' value without and with VAT: the table's order value is the one with VAT,
    // whoever buys, so the buyer's VAT ID does not move the order to the other band (decision 0113).
    const bound = Math.round((goods + net) / 2);
    expect(net).toBeLessThan(bound);
    expect(goods).toBeGreaterThan(bound);
    expect((await putTable([{ country: 'HU', min_order_value: 0, price: 40 }, { country: 'HU', min_order_value: bound, price: 12.3 }])).statusCode).toBe(200);
    const options = async () => (await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}/delivery-options?country=HU`, headers })).json().data.carrier;
    // Before the contact is saved with the VAT ID (the contact step as the buyer types it) and after.
    expect(await options()).toEqual({ country: 'HU', served: true, price: 12.3, price_without_vat: 10 });
    const business = { ...CONTACT, email: 'penzugy@kovacs.example.hu', country: 'HU', company: 'Kovács Kft.', company_id: '01-09-123456', vat_id: 'HU12345676' };
    expect((await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, headers, payload: { contact: business } })).statusCode).toBe(200);
    expect(await options()).toEqual({ country: 'HU', served: true, price: 12.3, price_without_vat: 10 });

    const chosen = (await choose(cartId, { method: 'carrier' })).json().data;
    expect(chosen.vat_reverse_charge).toBe(true);
    expect(chosen.delivery.price).toEqual({ without_vat: 10, with_vat: 10, vat_rate: 0 });
    expect(chosen.order_total.with_vat).toBeCloseTo(net + 10, 2);
    const sent = await send(cartId);
    expect(sent.statusCode).toBe(200);
    const row = await orderRow((sent.json().data as { uuid: string }).uuid);
    expect(JSON.parse(row.delivery_json!)).toMatchObject({ price_with_vat_cents: 1000, price_without_vat_cents: 1000, vat_rate: 0 });
  });

  it('stores a free pickup with the workshop address, also for a cart whose buyer made no choice', async () => {
    const { cartId } = await cartWithContact();
    const chosen = await choose(cartId, { method: 'pickup' });
    expect(chosen.json().data.delivery).toMatchObject({ method: 'pickup', price: { with_vat: 0 }, pickup_address: 'Kovovýroba Demo s.r.o., Priemyselná 12, 010 01 Žilina, Szlovákia' });
    const { uuid } = (await send(cartId)).json().data as { uuid: string };
    expect(JSON.parse((await orderRow(uuid)).delivery_json!)).toMatchObject({ method: 'pickup', price_with_vat_cents: 0 });

    const unchosen = await cartWithContact();
    const order = (await send(unchosen.cartId)).json().data as { uuid: string };
    expect(JSON.parse((await orderRow(order.uuid)).delivery_json!)).toMatchObject({ method: 'pickup', price_with_vat_cents: 0 });
    const customer = await t.db.selectFrom('mail_outbox').selectAll().where('ref', '=', order.uuid).where('kind', '=', 'order-customer').executeTakeFirstOrThrow();
    expect(customer.text).toContain('Szállítás: Személyes átvétel a műhelyben: ingyenes');
    expect(customer.text).toContain('Átvételi hely: Kovovýroba Demo s.r.o., Priemyselná 12, 010 01 Žilina, Szlovákia');
  });

  it('ignores a price the client sends: the order costs what the table says', async () => {
    await putTable([{ country: 'HU', min_order_value: 0, price: 40 }]);
    const { cartId } = await cartWithContact();
    expect((await choose(cartId, { method: 'carrier', price: 0, price_with_vat_cents: 0 })).json().data.delivery.price.with_vat).toBe(40);
    const sent = await send(cartId, { delivery: { method: 'carrier', price: 0 }, delivery_price: 0, totals: { with_vat: 1 } });
    expect(sent.statusCode).toBe(200);
    expect(JSON.parse((await orderRow(sent.json().data.uuid)).delivery_json!)).toMatchObject({ price_with_vat_cents: 4000 });
  });
});

describe('a country the table does not serve', () => {
  it('is told before the choice, and the carrier is refused with 422 delivery.countryNotServed', async () => {
    await putTable([{ country: 'SK', min_order_value: 0, price: 9.9 }]);
    const { cartId } = await cartWithContact();
    const options = (await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}/delivery-options?country=Magyarország`, headers })).json().data;
    expect(options.carrier).toEqual({ country: 'HU', served: false, price: null, price_without_vat: null });
    const res = await choose(cartId, { method: 'carrier' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'delivery.countryNotServed', params: { country: 'HU' }, errors: [{ field: 'delivery.method', code: 'delivery.countryNotServed' }] });
    // Pickup is always possible.
    expect((await choose(cartId, { method: 'pickup' })).statusCode).toBe(200);
  });

  it('refuses the order when the country stopped being served after the choice, keeping the cart open', async () => {
    await putTable([{ country: 'HU', min_order_value: 0, price: 30 }]);
    const { cartId } = await cartWithContact();
    expect((await choose(cartId, { method: 'carrier' })).statusCode).toBe(200);
    await putTable([{ country: 'SK', min_order_value: 0, price: 9.9 }]);
    const cart = (await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}`, headers })).json().data;
    expect(cart.delivery).toBeNull();
    const before = await orderCount();
    const res = await send(cartId);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'delivery.countryNotServed', params: { country: 'HU' } });
    expect(await orderCount()).toBe(before);
    expect(cart.status).toBe('open');
  });

  it('never sees a country text that names no country: the contact is refused first (contact.countryUnknown)', async () => {
    await putTable([{ country: 'HU', min_order_value: 0, price: 30 }]);
    const products = (await t.app.inject({ method: 'GET', url: '/api/product-category/brany?per_page=1', headers })).json().data.products as Array<{ uuid: string }>;
    const cartId = (await t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: { product_uuid: products[0]!.uuid } })).json().data.uuid as string;
    const res = await t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, headers, payload: { contact: { ...CONTACT, country: 'Atlantis' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'contact.countryUnknown', params: { country: 'Atlantis' } });
    expect((await choose(cartId, { method: 'carrier' })).json()).toMatchObject({ code: 'delivery.addressFirst' });
  });

  it('asks for the address before a carrier can be chosen', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/product-category/brany?per_page=1', headers })).json().data.products as Array<{ uuid: string }>;
    const cartId = (await t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: { product_uuid: products[0]!.uuid } })).json().data.uuid as string;
    const res = await choose(cartId, { method: 'carrier' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('delivery.addressFirst');
    expect((await choose(cartId, { method: 'drone' })).statusCode).toBe(422);
    expect((await choose('no-such-cart', { method: 'pickup' })).statusCode).toBe(404);
  });
});
