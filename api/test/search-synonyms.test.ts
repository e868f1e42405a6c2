// Search synonyms (issue 47, decision 0112): "vorota" typed on /ru finds the gates, as "ворота" does; the admin's groups
// per language are checked, audited and searched at once, in results and suggestions alike, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokens, type Tokens } from './admin-helpers.ts';
import { createTestApp, LOCALES, type TestContext } from './helpers.ts';

type Lang = keyof typeof LOCALES;
interface Item {
  name: string;
}
interface Group {
  id: number;
  lang: Lang;
  words: string[];
}

let t: TestContext;
let who: Tokens;
beforeAll(async () => {
  t = await createTestApp();
  who = await tokens(t);
}, 60_000);
afterAll(async () => t.close());

const results = async (query: string, lang: Lang) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/search/search', query: { query }, headers: { localization: LOCALES[lang] } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Item[]; meta: { total: number } };
};
const suggestions = async (query: string, lang: Lang) =>
  ((await t.app.inject({ method: 'GET', url: '/api/search/autosuggestion', query: { query }, headers: { localization: LOCALES[lang] } })).json() as { data: Item[] }).data;

async function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = who.admin) {
  const res = await t.app.inject({ method, url, headers: { ...bearer(token), localization: 'en-US' }, ...(payload === undefined ? {} : { payload: payload as object }) });
  // The next request comes in a later turn of the event loop, as any request sent after the answer does (requests of
  // one turn share one read of the catalogue version: search-cache.test.ts).
  await new Promise((resolve) => setImmediate(resolve));
  return res;
}
const groupsOf = async (lang: Lang) => ((await admin('GET', `/api/admin/search-synonyms?lang=${lang}`)).json() as { data: Group[] }).data;

describe('the starting synonyms', () => {
  it('find the gates on /ru for "vorota" as for "ворота", in results and suggestions', async () => {
    const cyrillic = await results('ворота', 'ru');
    expect(cyrillic.meta.total).toBeGreaterThan(0);
    expect(cyrillic.data[0]!.name).toMatch(/ворота/i);

    const latin = await results('vorota', 'ru');
    expect(latin.meta.total).toBe(cyrillic.meta.total);
    expect(latin.data.map((i) => i.name)).toEqual(cyrillic.data.map((i) => i.name));
    // Russian names, not the Slovak fallback's.
    expect(latin.data.every((i) => /[а-я]/i.test(i.name))).toBe(true);

    const suggested = await suggestions('vorota', 'ru');
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested[0]!.name).toMatch(/ворота/i);
    // While it is being typed, and with a typo.
    expect((await suggestions('vorot', 'ru'))[0]?.name).toMatch(/ворота/i);
    expect((await results('vorta', 'ru')).data[0]?.name).toMatch(/ворота/i);
  });

  it('read a plural ending and a word of another name in each language', async () => {
    expect((await results('wicket', 'en')).data[0]?.name).toMatch(/gate/i);
    expect((await results('vráta', 'sk')).data[0]?.name).toMatch(/brán/i);
    expect((await results('palánk', 'hu')).data[0]?.name).toMatch(/kerítés/i);
    expect((await results('taraba', 'sr')).data[0]?.name).toMatch(/ograd/i);
    // Serbian typed in Cyrillic is read in Latin, the synonyms too.
    expect((await results('тараба', 'sr')).data[0]?.name).toMatch(/ograd/i);
    expect((await results('letterboxes', 'en')).data[0]?.name).toMatch(/mailbox/i);
  });

  it('leave the typo tolerance and the plain search as they were', async () => {
    expect((await results('kerités', 'hu')).meta.total).toBeGreaterThan(0);
    expect((await results('slidnig gate', 'en')).data[0]?.name).toMatch(/^Sliding gate/);
    expect((await suggestions('gaet', 'en'))[0]?.name).toMatch(/gate/i);
    // "post" reads as the posts, not also as "postbox", which it only begins.
    expect((await results('post', 'en')).data.some((i) => /mailbox/i.test(i.name))).toBe(false);
  });
});

describe('the admin API', () => {
  it('is for administrators only, checked before the body is read', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/search-synonyms' })).statusCode).toBe(401);
    expect((await admin('GET', '/api/admin/search-synonyms', undefined, who.editor)).statusCode).toBe(403);
    const editorPost = await t.app.inject({ method: 'POST', url: '/api/admin/search-synonyms', headers: { ...bearer(who.editor), 'content-type': 'application/json' }, payload: 'not json' });
    expect(editorPost.statusCode).toBe(403);
    expect((await admin('DELETE', '/api/admin/search-synonyms/1', undefined, who.editor)).statusCode).toBe(403);
    expect((await groupsOf('ru')).some((g) => g.words.includes('vorota'))).toBe(true);
  });

  it('refuses what the search could not read as a group, with codes', async () => {
    const refused = async (words: string[], code: string) => {
      const res = await admin('POST', '/api/admin/search-synonyms', { lang: 'en', words });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe(code);
      expect(res.json().errors[0].field).toBe('words');
    };
    await refused(['garden gate', 'yard'], 'synonyms.notOneWord');
    await refused(['yard', ' '], 'synonyms.tooFewWords');
    await refused(['Yard', 'yard'], 'synonyms.sameWord');
    await refused(['yard', 'Gate'], 'synonyms.inOtherGroup');
    expect((await admin('POST', '/api/admin/search-synonyms', { lang: 'xx', words: ['a', 'b'] })).statusCode).toBe(422);
    expect((await admin('PUT', '/api/admin/search-synonyms/999999', { lang: 'en', words: ['yard', 'court'] })).json().code).toBe('synonyms.notFound');
  });

  it('makes an added, changed and deleted group count in the search at once, and audits each', async () => {
    // Nothing is called "kolovrat" in the Serbian catalogue: no result before, the spiral staircases after.
    expect((await results('kolovrat', 'sr')).meta.total).toBe(0);
    const created = await admin('POST', '/api/admin/search-synonyms', { lang: 'sr', words: [' kolovrat ', 'spiralno'] });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json().data as Group;
    expect(group.words).toEqual(['kolovrat', 'spiralno']);
    expect((await results('kolovrat', 'sr')).data[0]?.name).toMatch(/^Spiralno stepenište/);
    expect((await suggestions('kolovrat', 'sr'))[0]?.name).toMatch(/^Spiralno stepenište/);
    // Only in its language.
    expect((await results('kolovrat', 'en')).meta.total).toBe(0);

    const changed = await admin('PUT', `/api/admin/search-synonyms/${group.id}`, { lang: 'sr', words: ['kolovrat', 'pergola'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await results('kolovrat', 'sr')).data[0]?.name).toMatch(/^Pergola/);

    expect((await admin('DELETE', `/api/admin/search-synonyms/${group.id}`)).statusCode).toBe(204);
    expect((await results('kolovrat', 'sr')).meta.total).toBe(0);
    expect((await groupsOf('sr')).some((g) => g.id === group.id)).toBe(false);

    const audit = (await admin('GET', '/api/admin/audit?entity=search-synonyms')).json().data as Array<{ action: string; message: { code: string } }>;
    expect(audit.map((e) => [e.action, e.message.code])).toEqual([
      ['delete', 'searchSynonyms.deleted'],
      ['update', 'searchSynonyms.updated'],
      ['create', 'searchSynonyms.created'],
    ]);
  });
});
