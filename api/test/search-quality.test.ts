// Search quality in each of the five languages, as a shopper notices it: what a typed text finds, in which order,
// page by page, and what too short a text answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';

type Lang = keyof typeof LOCALES;
interface Item {
  uuid: string;
  name: string;
  slug: string;
}
interface Meta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const search = async (query: string, lang: Lang, page?: number) =>
  t.app.inject({
    method: 'GET',
    url: '/api/search/search',
    query: { query, ...(page ? { page: String(page) } : {}) },
    headers: { localization: LOCALES[lang] },
  });
const found = async (query: string, lang: Lang, page?: number) => (await search(query, lang, page)).json() as { data: Item[]; meta: Meta };
const suggest = async (query: string, lang: Lang) =>
  t.app.inject({ method: 'GET', url: '/api/search/autosuggestion', query: { query }, headers: { localization: LOCALES[lang] } });

/** Every result of a search, page after page. */
async function allResults(query: string, lang: Lang): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; page < 100; page++) {
    const { data, meta } = await found(query, lang, page);
    items.push(...data);
    if (page >= meta.last_page) break;
  }
  return items;
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/ё/g, 'е');
const words = (s: string) => fold(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

// What a shopper types in each language and what the seeded catalogue's names then contain.
const CASES: Record<Lang, { plain: string; expected: RegExp; prefix: string; prefixFinds: RegExp; rankedBy: string }> = {
  // Typed without diacritics, as on a phone keyboard.
  sk: { plain: 'zahradna brana', expected: /^Záhradná brána/, prefix: 'zahr bra', prefixFinds: /^Záhradná brána/, rankedBy: 'bran' },
  // English has no diacritics: case is what must not matter.
  en: { plain: 'SLIDING GATE', expected: /^Sliding gate/, prefix: 'slid ga', prefixFinds: /^Sliding gate/, rankedBy: 'gate' },
  hu: { plain: 'kerites', expected: /kerítés/i, prefix: 'keri', prefixFinds: /kerítés/i, rankedBy: 'kerit' },
  sr: { plain: 'sarka', expected: /šarka/i, prefix: 'kapi', prefixFinds: /kapij/i, rankedBy: 'kapij' },
  ru: { plain: 'ВОРОТА', expected: /ворота/i, prefix: 'калит', prefixFinds: /^Калитка/, rankedBy: 'ворот' },
};
const LANGS = Object.keys(CASES) as Lang[];

describe.each(LANGS)('search in %s', (lang) => {
  const c = CASES[lang];

  it('ignores case and diacritics', async () => {
    const res = await search(c.plain, lang);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json() as { data: Item[]; meta: Meta };
    expect(meta.total).toBeGreaterThan(0);
    expect(data[0]?.name).toMatch(c.expected);
  });

  it('matches word prefixes as the shopper types, in search and in suggestions', async () => {
    const { data } = await found(c.prefix, lang);
    expect(data[0]?.name).toMatch(c.prefixFinds);
    const suggestions = (await suggest(c.prefix, lang)).json() as { data: Item[] };
    expect(suggestions.data.length).toBeGreaterThan(0);
    expect(suggestions.data.length).toBeLessThanOrEqual(10);
    expect(suggestions.data[0]?.name).toMatch(c.prefixFinds);
  });

  it('ranks every name match before the description-only matches', async () => {
    const items = await allResults(c.rankedBy, lang);
    const prefix = fold(c.rankedBy);
    const inName = items.map((p) => words(p.name).some((w) => w.startsWith(prefix)));
    // Both kinds exist, so the order is really tested.
    expect(inName.filter(Boolean).length).toBeGreaterThan(0);
    expect(inName.filter((x) => !x).length).toBeGreaterThan(0);
    const firstDescriptionOnly = inName.indexOf(false);
    expect(inName.slice(firstDescriptionOnly).every((x) => !x)).toBe(true);
    // No product twice across the pages.
    expect(new Set(items.map((p) => p.uuid)).size).toBe(items.length);
  });

  it('paginates with meta: 12 a page, pages that do not overlap, an empty page past the last', async () => {
    const first = await found(c.rankedBy, lang);
    expect(first.meta).toEqual({ current_page: 1, per_page: 12, total: expect.any(Number), last_page: Math.ceil(first.meta.total / 12) });
    expect(first.meta.last_page).toBeGreaterThan(1);
    expect(first.data).toHaveLength(12);
    const last = await found(c.rankedBy, lang, first.meta.last_page);
    expect(last.meta.current_page).toBe(first.meta.last_page);
    expect(last.data).toHaveLength(first.meta.total - 12 * (first.meta.last_page - 1));
    const firstIds = new Set(first.data.map((p) => p.uuid));
    expect(last.data.some((p) => firstIds.has(p.uuid))).toBe(false);
    const beyond = await found(c.rankedBy, lang, first.meta.last_page + 1);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ current_page: first.meta.last_page + 1, total: first.meta.total });
  });

  it('refuses a 1-character or empty search with 422 naming the query, and suggests nothing', async () => {
    for (const q of ['a', 'ж', ' é ', '', '   ']) {
      const res = await search(q, lang);
      expect(res.statusCode, JSON.stringify(q)).toBe(422);
      expect(res.json()).toMatchObject({ errors: [expect.objectContaining({ field: 'query' })] });
      const s = await suggest(q, lang);
      expect(s.statusCode).toBe(200);
      expect(s.json()).toEqual({ data: [] });
    }
  });

  it('finds nothing, without an error, for text that matches no product', async () => {
    const res = await search('qqzzxxyy', lang);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } });
    expect((await suggest('qqzzxxyy', lang)).json()).toEqual({ data: [] });
  });
});

describe('Cyrillic', () => {
  it('treats ё and е as the same letter, both ways, in search and in suggestions', async () => {
    const withE = await found('зеленый', 'ru');
    const withYo = await found('зелёный', 'ru');
    expect(withE.meta.total).toBeGreaterThan(0);
    expect(withYo.meta.total).toBe(withE.meta.total);
    expect(withE.data[0]?.name).toContain('зелёный');
    // "Решётчатая" is stored with ё; a shopper types it with е.
    const suggested = (await suggest('решетч', 'ru')).json() as { data: Item[] };
    expect(suggested.data[0]?.name).toMatch(/^Решётчат/);
  });

  it('ignores case in Cyrillic', async () => {
    const lower = await found('калитка', 'ru');
    const upper = await found('КАЛИТКА', 'ru');
    expect(lower.meta.total).toBeGreaterThan(0);
    expect(upper.data.map((p) => p.uuid)).toEqual(lower.data.map((p) => p.uuid));
  });

  it('reads a Serbian query typed in Cyrillic in the Latin script of the catalogue', async () => {
    const latin = await found('šarka', 'sr');
    const cyrillic = await found('шарка', 'sr');
    expect(latin.meta.total).toBeGreaterThan(0);
    expect(cyrillic.data.map((p) => p.uuid)).toEqual(latin.data.map((p) => p.uuid));
    expect((await suggest('капиј', 'sr')).json().data[0].name).toMatch(/kapij/i);
  });
});

describe('language fallback', () => {
  it('searches the Slovak names when the request language finds nothing, and answers in the request language', async () => {
    for (const lang of ['en', 'hu', 'sr', 'ru'] as const) {
      const { data, meta } = await found('zahradna brana', lang);
      expect(meta.total, lang).toBeGreaterThan(0);
      expect(data[0]?.name, lang).not.toMatch(/Záhradná/);
      if (lang === 'ru') expect(data[0]?.name).toMatch(/[\u0400-\u04ff]/);
    }
  });
});

// Issue 32 (5): a word that names a kind (the head noun of a category's name) lists the products of that kind first,
// before products that only mention it ("gate" lists the gates before gate operators, locks and handles).
const KINDS: Record<Lang, { query: string; kind: RegExp; others: RegExp }> = {
  sk: { query: 'bran', kind: /brán(a|ka)\b/i, others: /^(Zámok|Kľučka|Pohon)/ },
  en: { query: 'gate', kind: /gate(?! (operator|lock|handle))/i, others: /gate (operator|lock|handle)/i },
  hu: { query: 'kapu', kind: /(kerti|kétszárnyú) kapu/i, others: /^Kapu(zár|kilincs)/ },
  sr: { query: 'kapij', kind: /kapija/i, others: /(Brava|Kvaka|Motor) za/ },
  ru: { query: 'ворот', kind: /^(Садовые|Распашные|Откатные|Консольные откатные) ворота/, others: /^(Замок|Ручка|Привод)/ },
};

describe.each(LANGS)('ranking by kind in %s', (lang) => {
  const k = KINDS[lang];

  it('lists the products of the kind before those that only name it, in search results', async () => {
    const names = (await allResults(k.query, lang)).map((p) => p.name);
    const lastOfKind = names.map((n) => k.kind.test(n)).lastIndexOf(true);
    const firstOther = names.findIndex((n) => k.others.test(n));
    // Both exist, so the order is really tested.
    expect(lastOfKind, names.join(' | ')).toBeGreaterThanOrEqual(12);
    expect(firstOther, names.join(' | ')).toBeGreaterThan(0);
    expect(lastOfKind, names.join(' | ')).toBeLessThan(firstOther);
  });

  it('suggests the products of the kind', async () => {
    const names = ((await suggest(k.query, lang)).json() as { data: Item[] }).data.map((p) => p.name);
    expect(names).toHaveLength(10);
    for (const name of names) expect(name).toMatch(k.kind);
  });
});

// One edit (a letter missing, extra, replaced, or two swapped) in a word of 5+ letters still finds the product.
const TYPOS: Record<Lang, Array<{ typed: string; finds: RegExp }>> = {
  sk: [
    { typed: 'pergla', finds: /^Pergola/ },
    { typed: 'schodsko', finds: /schodisko/i },
  ],
  en: [
    { typed: 'pergla', finds: /^Pergola/ },
    { typed: 'railnig', finds: /railing/i },
  ],
  hu: [
    { typed: 'pergla', finds: /pergola/i },
    { typed: 'korlta', finds: /korlát/i },
  ],
  sr: [
    { typed: 'pergla', finds: /^Pergola/ },
    { typed: 'gelnder', finds: /gelender/i },
  ],
  ru: [
    { typed: 'перголла', finds: /^Пергола/ },
    { typed: 'скамейко', finds: /^Скамейка/ },
  ],
};

describe.each(LANGS)('typos in %s', (lang) => {
  it.each(TYPOS[lang])('finds "$typed" with one edit, in search and in suggestions', async ({ typed, finds }) => {
    const { data, meta } = await found(typed, lang);
    expect(meta.total).toBeGreaterThan(0);
    expect(data[0]?.name).toMatch(finds);
    const suggestions = ((await suggest(typed, lang)).json() as { data: Item[] }).data;
    expect(suggestions[0]?.name).toMatch(finds);
  });
});

describe('ranking by kind with several words', () => {
  it('lists the sliding gates before the sliding gate operators', async () => {
    const names = (await allResults('sliding gate', 'en')).map((p) => p.name);
    const firstOperator = names.findIndex((n) => /operator/i.test(n));
    expect(firstOperator, names.join(' | ')).toBeGreaterThan(0);
    expect(names.slice(0, firstOperator).every((n) => /^(Sliding|Cantilever sliding) gate (?!operator)/.test(n)), names.join(' | ')).toBe(true);
    const suggested = ((await suggest('sliding gate', 'en')).json() as { data: Item[] }).data.map((p) => p.name);
    expect(suggested).toEqual(names.slice(0, 10));
  });
});

describe('typo tolerance limits', () => {
  it('reads a word that begins an indexed word as typed: exact and prefix matches are not mixed with typo matches', async () => {
    // "kerit" is one swap away from "kerti" (garden), but it begins "kerítés" (fence): only fences are found.
    const items = await allResults('kerit', 'hu');
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((p) => /kerti/i.test(p.name) && !/kerítés/i.test(p.name))).toBe(false);
  });

  it('allows a 4-letter word only two swapped letters: "gaet" finds gates, "kpau" kapuk, "gatr" nothing (issue 47)', async () => {
    expect((await found('gatr', 'en')).meta.total).toBe(0);
    expect((await suggest('gatr', 'en')).json()).toEqual({ data: [] });
    for (const [typed, lang, finds] of [['gaet', 'en', /gate/i], ['kpau', 'hu', /kapu/i]] as const) {
      const { data, meta } = await found(typed, lang);
      expect(meta.total, typed).toBeGreaterThan(0);
      expect(data.every((p) => finds.test(p.name)), data.map((p) => p.name).join(' | ')).toBe(true);
      const suggestions = ((await suggest(typed, lang)).json() as { data: Item[] }).data;
      expect(suggestions[0]?.name, typed).toMatch(finds);
    }
    // Words of three letters take no typo at all.
    expect((await found('gta', 'en')).meta.total).toBe(0);
  });

  it('allows one edit, not two', async () => {
    expect((await found('pergl', 'en')).meta.total).toBe(0);
    expect((await found('prgla', 'en')).meta.total).toBe(0);
  });

  it('reads a typo in one word of several', async () => {
    const { data } = await found('pergla garden', 'en');
    expect(data[0]?.name).toMatch(/^Pergola Garden/);
  });
});

describe('suggestions from descriptions', () => {
  it('suggests the products of the kind a word names when no name begins with it, each one the search finds too', async () => {
    // "klupe" (benches) is the category's name and in the benches' descriptions; the products are named "Klupa …".
    const results = await allResults('klupe', 'sr');
    const benches = results.filter((p) => p.name.startsWith('Klupa '));
    expect(benches.length).toBeGreaterThan(0);
    expect(results.every((p) => !words(p.name).some((w) => w.startsWith('klupe')))).toBe(true);
    const suggested = ((await suggest('klupe', 'sr')).json() as { data: Item[] }).data;
    expect(suggested.map((p) => p.name)).toEqual(suggested.map((p) => p.name).filter((name) => name.startsWith('Klupa ')));
    expect(suggested).toHaveLength(Math.min(10, benches.length));
    const found = new Set(results.map((p) => p.uuid));
    expect(suggested.every((p) => found.has(p.uuid))).toBe(true);
  });

  it('suggests from descriptions when the word names no kind', async () => {
    // "ariša" (larch) is only in descriptions (the benches' seats) and names no category.
    const results = await allResults('ariša', 'sr');
    expect(results.length).toBeGreaterThan(0);
    const suggested = ((await suggest('ariša', 'sr')).json() as { data: Item[] }).data.map((p) => p.name);
    expect(suggested).toEqual(results.slice(0, 10).map((p) => p.name));
  });
});
