import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/site/settings', () => {
  it('gives the company contact block and the group companies from the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/settings', headers: { localization: LOCALES.sk } });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.company).toMatchObject({ name: 'Kovovýroba Demo s.r.o.', town: 'Žilina', country: 'Slovensko', phone: '+421 41 555 0123' });
    expect(data.group_companies.length).toBeGreaterThanOrEqual(2);
    for (const company of data.group_companies) expect(company.url).toMatch(/^https:\/\//);
  });

  it('names the country in the language of the request', async () => {
    const country = async (locale: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/site/settings', headers: { localization: locale } })).json().data.company.country;
    expect(await country(LOCALES.en)).toBe('Slovakia');
    expect(await country(LOCALES.ru)).toBe('Словакия');
    expect(await country(LOCALES.hu)).toBe('Szlovákia');
  });
});
