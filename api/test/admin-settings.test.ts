// Settings: company data (footer, contact page), group companies, public keys (the admin's win over the
// environment's in the page's public configuration), mail recipients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';
import { bearer, tokens, type Tokens } from './admin-helpers.ts';

let t: TestContext;
let tk: Tokens;

beforeAll(async () => {
  t = await createTestApp({ products: 5, env: { RECAPTCHA_SITE_KEY: 'env-recaptcha', MAPS_KEY: 'env-maps' } });
  tk = await tokens(t);
});
afterAll(async () => t.close());

const read = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(tk.admin) })).json();
const save = (payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(tk.admin), payload: payload as Record<string, unknown> });
const pageConfig = async (url = '/sk') => {
  const html = (await t.app.inject({ method: 'GET', url })).body;
  return JSON.parse(/<script id="public-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
};

describe('settings', () => {
  it('reads the seeded company, group companies, empty public keys and the environment values', async () => {
    const { data, environment } = await read();
    expect(data.company).toMatchObject({ name: 'Kovovýroba Demo s.r.o.', town: 'Žilina', country: { sk: 'Slovensko', ru: 'Словакия' } });
    expect(data.group_companies.length).toBeGreaterThan(1);
    expect(data.public_keys).toEqual({ recaptcha_site_key: '', maps_key: '', analytics_id: '' });
    expect(environment).toEqual({ recaptcha_site_key: 'env-recaptcha', maps_key: 'env-maps', analytics_id: null });
  });

  it('saves the company data: the footer call shows it in each language at once', async () => {
    const { data } = await read();
    const res = await save({ ...data, company: { ...data.company, phone: '+421 2 1234 5678', country: { ...data.company.country, en: 'Slovak Republic' } } });
    expect(res.statusCode).toBe(200);
    const en = (await t.app.inject({ method: 'GET', url: '/api/site/settings', headers: { localization: LOCALES.en } })).json().data;
    expect(en.company).toMatchObject({ phone: '+421 2 1234 5678', country: 'Slovak Republic' });
  });

  it('admin public keys win over the environment in the page; an empty key leaves the environment value', async () => {
    expect(await pageConfig()).toMatchObject({ recaptchaSiteKey: 'env-recaptcha', mapsKey: 'env-maps', analyticsId: null });
    const { data } = await read();
    await save({ ...data, public_keys: { recaptcha_site_key: 'admin-recaptcha', maps_key: '', analytics_id: 'G-ABC123' } });
    expect(await pageConfig('/en/contact')).toEqual({ apiBase: '', recaptchaSiteKey: 'admin-recaptcha', mapsKey: 'env-maps', analyticsId: 'G-ABC123' });
    await save({ ...data, public_keys: { recaptcha_site_key: '', maps_key: '', analytics_id: '' } });
    expect(await pageConfig()).toMatchObject({ recaptchaSiteKey: 'env-recaptcha', analyticsId: null });
  });

  it('saves group companies and mail recipients (lower-cased, without duplicates)', async () => {
    const { data } = await read();
    const res = await save({
      ...data,
      group_companies: [{ name: 'Nová firma', url: 'https://nova.example' }],
      mail_recipients: { orders: ['Shop@Example.com', 'shop@example.com'], inquiries: ['office@example.com'] },
    });
    expect(res.json().data.mail_recipients).toEqual({ orders: ['shop@example.com'], inquiries: ['office@example.com'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data.group_companies).toEqual([{ name: 'Nová firma', url: 'https://nova.example' }]);
  });

  it('refuses bad values with 422 naming them, and keeps what was stored', async () => {
    const { data } = await read();
    const cases: Array<[unknown, string]> = [
      [{ ...data, company: { ...data.company, email: 'nope' } }, 'company.email'],
      [{ ...data, company: { ...data.company, name: '' } }, 'company.name'],
      [{ ...data, public_keys: { ...data.public_keys, analytics_id: '"><script>' } }, 'public_keys.analytics_id'],
      [{ ...data, mail_recipients: { orders: ['x'], inquiries: [] } }, 'mail_recipients.orders.0'],
      [{ ...data, extra: true }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const res = await save(payload);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field).join(' '), field).toContain(field);
    }
    expect((await read()).data).toEqual(data);
  });

  it("keeps the shop's IČO and IČ DPH for the order confirmation, checked by their Slovak forms (issue 47)", async () => {
    const { data } = await read();
    expect(data.company).toMatchObject({ company_id: '35763469', vat_id: 'SK2020273893' });
    const wrong = await save({ ...data, company: { ...data.company, company_id: '35763468', vat_id: 'SK2020273894' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('settings.companyIdsInvalid');
    expect(wrong.json().errors).toEqual([
      { field: 'company.company_id', message: 'is no Slovak company ID', code: 'field.companyId' },
      { field: 'company.vat_id', message: 'is no Slovak VAT ID', code: 'field.vatId' },
    ]);
    try {
      expect((await save({ ...data, company: { ...data.company, vat_id: 'sk 2020 273 893' } })).statusCode).toBe(200);
      expect((await read()).data.company.vat_id).toBe('SK2020273893');
      // A form that does not know the IDs keeps them.
      const { company_id: _id, vat_id: _vat, ...older } = data.company;
      expect((await save({ ...data, company: older })).statusCode).toBe(200);
      expect((await read()).data.company).toMatchObject({ company_id: '35763469', vat_id: 'SK2020273893' });
    } finally {
      await save(data);
    }
  });

  it('requires the company name, street, town, country in every language and phone the footer prints (blanks count as empty)', async () => {
    const { data } = await read();
    const res = await save({ ...data, company: { ...data.company, name: '  ', street: '', town: ' ', phone: '', country: { ...data.company.country, hu: '' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'settings.companyIncomplete' });
    expect(res.json().errors).toEqual(
      ['company.name', 'company.street', 'company.town', 'company.country.hu', 'company.phone'].map((field) => ({ field, message: 'is required', code: 'field.required' })),
    );
    const letters = await save({ ...data, company: { ...data.company, phone: 'call us' } });
    expect(letters.json().errors).toEqual([{ field: 'company.phone', message: 'may hold only digits, spaces, +, -, / and brackets', code: 'field.phone' }]);
    expect((await read()).data).toEqual(data);
    // The footer keeps its phone number.
    expect((await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data.company.phone).toBe(data.company.phone);
  });

  it('records the change in the audit log', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity=settings', headers: bearer(tk.admin) })).json();
    expect(data[0]).toMatchObject({ action: 'update', entity: 'settings', user: { email: 'admin@example.com' } });
    expect(data.some((e: { summary: string }) => e.summary.includes('public_keys'))).toBe(true);
  });
});
