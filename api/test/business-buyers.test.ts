// Business buyers (issue 32): the contact's country is an ISO code, its company ID and VAT ID are checked by the
// country's rules (the shared module the form uses), and an EU business outside Slovakia with a valid VAT ID form
// orders without VAT (reverse charge): in the cart, the order, the admin's detail, both mails and the PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../src/modules/auth/service.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer } from './admin-helpers.ts';
import { CONTACT, placeOrder, sentAttachments } from './mail-support.ts';
import { pdfText } from './pdf-text.ts';
import { postcodeExample } from '@shop/shared/postcodes';

/** The contact moved to another country, with a postcode of that country (the API checks it by the country's form). */
const inCountry = (country: string) => ({ country, zip: postcodeExample(country) || CONTACT.zip });

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).json().token;
  // Migrating and seeding a fresh database takes seconds, more on a busy machine.
}, 60_000);
afterAll(async () => t.close());

const HU_BUSINESS = { ...CONTACT, country: 'HU', company: 'Kovács Kft.', company_id: '01-09-123456', vat_id: 'hu 1234 5676' };

async function newCart(): Promise<string> {
  const products = (await t.app.inject({ method: 'GET', url: '/api/product-category/brany?per_page=1' })).json().data.products as Array<{ uuid: string }>;
  return (await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { product_uuid: products[0]!.uuid, quantity: 2 } })).json().data.uuid as string;
}

const update = (cartId: string, contact: Record<string, string>, locale = 'en-US') =>
  t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}/update`, headers: { localization: locale }, payload: { contact } });
const cartOf = async (cartId: string) => (await t.app.inject({ method: 'GET', url: `/api/cart/${cartId}` })).json().data;

describe('the contact\'s country and business IDs', () => {
  it('stores the country code, the company ID as typed and the VAT ID compact with its prefix', async () => {
    const cartId = await newCart();
    expect((await update(cartId, HU_BUSINESS)).statusCode).toBe(200);
    expect((await cartOf(cartId)).contact).toMatchObject({ country: 'HU', company_id: '01-09-123456', vat_id: 'HU12345676' });
  });

  it('takes a country name from an older form and stores its code', async () => {
    const cartId = await newCart();
    expect((await update(cartId, { ...CONTACT, country: 'Magyarország' })).statusCode).toBe(200);
    expect((await cartOf(cartId)).contact.country).toBe('HU');
  });

  it('refuses a country it does not know with 422 and a message code', async () => {
    const cartId = await newCart();
    const res = await update(cartId, { ...CONTACT, country: 'Atlantis' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'contact.countryUnknown', errors: [{ field: 'contact.country', code: 'contact.countryUnknown' }] });
  });

  it('issue 50, 6: refuses codes ISO 3166-1 does not assign today (SU, UK, YU, CS, DD, FX, XK), and names that mean them', async () => {
    const cartId = await newCart();
    for (const country of ['SU', 'UK', 'uk', 'YU', 'CS', 'DD', 'FX', 'XK', 'AN', 'Sovietsky zväz', 'Soviet Union', 'Juhoslávia']) {
      const res = await update(cartId, { ...CONTACT, country });
      expect(res.statusCode, country).toBe(422);
      expect(res.json()).toMatchObject({ code: 'contact.countryUnknown', params: { country } });
    }
    // The current codes of those places are taken.
    for (const country of ['GB', 'RU', 'RS', 'ME', 'DE', 'FR', 'SS', 'CW']) expect((await update(cartId, { ...CONTACT, ...inCountry(country) })).statusCode, country).toBe(200);
  });

  it('refuses IDs of the wrong form for the country, naming each field with the form expected', async () => {
    const cartId = await newCart();
    const res = await update(cartId, { ...HU_BUSINESS, company_id: '123', vat_id: 'HU12345677' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'contact.companyIdInvalid',
      errors: [
        { field: 'contact.company_id', code: 'contact.companyIdInvalid', params: { country: 'HU', example: '01-09-123456' } },
        { field: 'contact.vat_id', code: 'contact.vatIdInvalid', params: { country: 'HU', example: 'HU12345676' } },
      ],
    });
    // A Slovak VAT ID is no Hungarian one.
    const slovak = await update(cartId, { ...HU_BUSINESS, vat_id: 'SK2020273893' });
    expect(slovak.json().errors).toEqual([expect.objectContaining({ field: 'contact.vat_id', code: 'contact.vatIdInvalid' })]);
    expect((await cartOf(cartId)).contact).toBeNull();
  });

  it('asks for the company name with a company ID', async () => {
    const cartId = await newCart();
    const res = await update(cartId, { ...CONTACT, ...inCountry('SK'), company: '', company_id: '35763469' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'contact.company', code: 'contact.companyRequired' })]);
  });
});

describe('VAT reverse charge', () => {
  it('prices the cart of an EU business outside Slovakia without VAT, and with VAT again without the VAT ID', async () => {
    const cartId = await newCart();
    const before = await cartOf(cartId);
    expect(before.vat_reverse_charge).toBe(false);
    expect(before.price_object.vat).toBeGreaterThan(0);

    await update(cartId, HU_BUSINESS);
    const reverse = await cartOf(cartId);
    expect(reverse.vat_reverse_charge).toBe(true);
    expect(reverse.price_object).toMatchObject({ vat: 0, with_vat: before.price_object.without_vat, without_vat: before.price_object.without_vat });
    expect(reverse.products[0].unit_price).toMatchObject({ vat_rate: 0, with_vat: before.products[0].unit_price.without_vat });

    await update(cartId, { ...HU_BUSINESS, vat_id: '' });
    expect(await cartOf(cartId)).toMatchObject({ vat_reverse_charge: false, price_object: before.price_object });
  });

  it('charges VAT to a Slovak business and to a business outside the EU', async () => {
    for (const contact of [
      { ...HU_BUSINESS, ...inCountry('SK'), company_id: '35763469', vat_id: 'SK2020273893' },
      { ...HU_BUSINESS, ...inCountry('RS'), company_id: '07012345', vat_id: '101234567' },
    ]) {
      const cartId = await newCart();
      expect((await update(cartId, contact)).statusCode).toBe(200);
      const cart = await cartOf(cartId);
      expect(cart.vat_reverse_charge).toBe(false);
      expect(cart.price_object.vat).toBeGreaterThan(0);
    }
  });

  it('keeps the reverse charge with the order: its totals, the admin\'s detail, both mails and the PDF', async () => {
    const { receipt } = await placeOrder(t, 'hu-HU', HU_BUSINESS);
    const row = await t.db.selectFrom('orders').selectAll().where('uuid', '=', receipt.uuid).executeTakeFirstOrThrow();
    expect(row.vat_reverse_charge).toBe(1);
    expect(Number(row.total_vat_cents)).toBe(0);
    expect(Number(row.total_with_vat_cents)).toBe(Number(row.total_without_vat_cents));

    const detail = (await t.app.inject({ method: 'GET', url: `/admin/orders/${receipt.uuid}`, headers: bearer(token) })).json().data;
    expect(detail).toMatchObject({ vat_reverse_charge: true, contact: { company: 'Kovács Kft.', company_id: '01-09-123456', vat_id: 'HU12345676', country: 'HU' }, totals: { vat: 0 } });
    expect(detail.lines.every((l: { vat_rate: number }) => l.vat_rate === 0)).toBe(true);

    const mails = await t.db.selectFrom('mail_outbox').select(['id', 'kind', 'text']).where('ref', '=', receipt.uuid).execute();
    const customer = mails.find((m) => m.kind === 'order-customer')!;
    const company = mails.find((m) => m.kind === 'order-company')!;
    expect(customer.text).toContain('Fordított adózás');
    expect(customer.text).toContain('HU12345676');
    expect(customer.text).toContain('Komárom, Magyarország');
    expect(company.text).toContain('Prenesenie daňovej povinnosti');
    expect(company.text).toContain('Komárom, Maďarsko');
    // Its prices are labelled without VAT, its VAT 0 %, its last total what is paid: never "with VAT" (decision 0113).
    expect(customer.text).toMatch(/Áfa 0%: 0,00\sEUR/);
    expect(customer.text).toMatch(/Fizetendő összesen: [\d\s,]+EUR/);
    expect(customer.text).not.toContain('áfával');
    expect(company.text).toMatch(/DPH 0\s%: 0,00\s€/);
    expect(company.text).toContain('Spolu na úhradu');
    expect(company.text).not.toContain('s DPH');
    const html = (await t.db.selectFrom('mail_outbox').select('html').where('id', '=', customer.id).executeTakeFirstOrThrow()).html;
    expect(html).toContain('Egységár áfa nélkül');
    expect(html).not.toContain('áfával');
    const pdf = (await sentAttachments(t, customer.id)).find((file) => file.contentType === 'application/pdf');
    const read = await pdfText(pdf!.content);
    expect(read.text).toContain('Fordított adózás');
    expect(read.text).toContain('Kovács Kft.');
    expect(read.text).toContain('Egységár áfa nélkül');
    expect(read.text).toContain('Fizetendő összesen');
    expect(read.text).not.toContain('áfával');

    // The orders export names the VAT treatment in its own column, in the office's language.
    const csv = await t.app.inject({ method: 'GET', url: `/admin/orders/export.csv?q=${row.order_number}`, headers: { ...bearer(token), localization: 'sk-SK' } });
    const [header, line] = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const cell = (name: string) => line!.split(';')[header!.split(';').indexOf(name)];
    expect(cell('Režim DPH')).toBe('Prenesenie daňovej povinnosti');
    expect(cell('DPH (EUR)')).toBe('0,00');
  });

  it('leaves an order of a private buyer as it was', async () => {
    const { receipt } = await placeOrder(t, 'sk-SK', { ...CONTACT, ...inCountry('SK') });
    const detail = (await t.app.inject({ method: 'GET', url: `/admin/orders/${receipt.uuid}`, headers: bearer(token) })).json().data;
    expect(detail.vat_reverse_charge).toBe(false);
    expect(detail.totals.vat).toBeGreaterThan(0);
    const mail = await t.db.selectFrom('mail_outbox').select('text').where('ref', '=', receipt.uuid).where('kind', '=', 'order-customer').executeTakeFirstOrThrow();
    expect(mail.text).not.toContain('Prenesenie');
  });
});
