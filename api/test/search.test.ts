import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const search = (query: string, locale: string = LOCALES.sk, page?: number) =>
  t.app.inject({ method: 'GET', url: '/api/search/search', query: { query, ...(page ? { page: String(page) } : {}) }, headers: { localization: locale } });
const suggest = (query: string, locale: string = LOCALES.sk) =>
  t.app.inject({ method: 'GET', url: '/api/search/autosuggestion', query: { query }, headers: { localization: locale } });
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/ё/g, 'е');

describe('GET /api/search/search', () => {
  it('ignores case and diacritics: "brana" finds "Brána"', async () => {
    const res = await search('brana');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0].name).toMatch(/[Bb]rána/);
    expect(body.data[0]).toEqual({
      uuid: expect.any(String),
      slug: expect.any(String),
      name: expect.any(String),
      short_description: expect.any(String),
      thumb_url: expect.any(String),
      price: expect.objectContaining({ currency: 'EUR', vat_rate: 23 }),
    });
  });

  it('matches several words: "zahradna brana" finds "Záhradná brána"', async () => {
    const { data } = (await search('zahradna brana')).json();
    expect(data.length).toBeGreaterThan(0);
    for (const p of data) expect(p.name).toMatch(/^Záhradná brána/);
  });

  it('matches word prefixes', async () => {
    const { data } = (await search('zahrad bra')).json();
    expect(data[0].name).toMatch(/^Záhradná brána/);
    const { data: nerez } = (await search('nere')).json();
    expect(nerez.some((p: { name: string }) => p.name.startsWith('Nerezové'))).toBe(true);
  });

  it('searches in every language', async () => {
    const cases: Array<[keyof typeof LOCALES, string, RegExp]> = [
      ['en', 'sliding gate', /Sliding gate/i],
      ['hu', 'kerites', /kerítés/i],
      ['sr', 'sarka', /šarka/i],
      ['sr', 'kapija', /kapija/i],
      ['ru', 'ворота', /ворота/i],
    ];
    for (const [lang, q, re] of cases) {
      const { data, meta } = (await search(q, LOCALES[lang])).json();
      expect(meta.total, `${lang} ${q}`).toBeGreaterThan(0);
      expect(data[0].name, `${lang} ${q}`).toMatch(re);
    }
  });

  it('treats ё as е in Cyrillic', async () => {
    const { data } = (await search('зеленый', LOCALES.ru)).json();
    expect(data.length).toBeGreaterThan(0);
    expect(data[0].name).toContain('зелёный');
    const { data: yo } = (await search('зелёный', LOCALES.ru)).json();
    expect(yo.length).toBe(data.length);
  });

  it('falls back to sk when the request language finds nothing', async () => {
    const { data, meta } = (await search('zahradna brana', LOCALES.en)).json();
    expect(meta.total).toBeGreaterThan(0);
    expect(data[0].name).toMatch(/^Garden gate Classic/);
  });

  it('ranks name matches before description-only matches', async () => {
    // "bran" is in gate names and also in the descriptions of fittings (hinges "pre brány a bránky").
    const all: Array<{ name: string }> = [];
    for (let page = 1; ; page++) {
      const body = (await search('bran', LOCALES.sk, page)).json();
      all.push(...body.data);
      if (page >= body.meta.last_page) break;
    }
    const inName = all.map((p) => fold(p.name).split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith('bran')));
    expect(inName.filter((x) => !x).length).toBeGreaterThan(0);
    const firstDescriptionOnly = inName.indexOf(false);
    expect(inName.slice(firstDescriptionOnly).every((x) => !x)).toBe(true);
  });

  it('paginates with meta', async () => {
    const first = (await search('brana')).json();
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 12 });
    expect(first.meta.last_page).toBe(Math.ceil(first.meta.total / 12));
    expect(first.meta.total).toBeGreaterThan(12);
    const second = (await search('brana', LOCALES.sk, 2)).json();
    expect(second.meta.current_page).toBe(2);
    const ids = new Set(first.data.map((p: { uuid: string }) => p.uuid));
    for (const p of second.data) expect(ids.has(p.uuid)).toBe(false);
  });

  it('never reads user input as FTS syntax', async () => {
    for (const q of ['"brana', 'brana OR', 'NEAR(a b)', 'name:brana', '**', 'a*b"c', '-- ;']) {
      const res = await search(q);
      expect(res.statusCode, q).toBeLessThan(500);
    }
    expect((await search('!!')).json().data).toEqual([]);
  });

  it('answers 422 naming query when it is shorter than 2 characters', async () => {
    for (const q of ['a', ' b ', '']) {
      const res = await search(q);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'query' })]);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/search/search' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].field).toBe('query');
  });
});

describe('GET /api/search/autosuggestion', () => {
  it('gives at most 10 suggestions with thumbnails', async () => {
    const res = await suggest('bran');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(10);
    expect(Object.keys(data[0]).sort()).toEqual(['name', 'slug', 'thumb_url', 'uuid']);
  });

  it('works in Cyrillic and Hungarian', async () => {
    expect((await suggest('калит', LOCALES.ru)).json().data[0].name).toMatch(/Калитка/);
    expect((await suggest('kiskapu', LOCALES.hu)).json().data[0].name).toMatch(/kiskapu/i);
  });

  it('gives an empty list under 2 characters', async () => {
    expect((await suggest('b')).json()).toEqual({ data: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/search/autosuggestion' })).json()).toEqual({ data: [] });
  });
});
