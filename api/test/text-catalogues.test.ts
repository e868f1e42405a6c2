// Every text the server writes for a person (mails, the order PDF, the orders CSV) is in its catalogue in all five
// languages (src/i18n/locales): the same keys in each, none empty, every plural form each language has, the same
// {{values}} in each language's wording, and every key the server's code asks for there. A key missing in one
// language would fall back to Slovak in that language's mail without anyone noticing.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseKey, baseKeys, flattenMessages, PLURAL_SUFFIX, type Messages } from '@shop/shared/catalogue-keys';
import { LANG_CODES } from '@shop/shared/languages';

const source = join(import.meta.dirname, '../src');
const localesDir = join(source, 'i18n/locales');

const catalogue = (lang: string) => flattenMessages(JSON.parse(readFileSync(join(localesDir, `${lang}.json`), 'utf8')) as Messages);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!).sort();

const catalogues = Object.fromEntries(LANG_CODES.map((lang) => [lang, catalogue(lang)]));

describe("the server's text catalogues", () => {
  it('has one catalogue per language and nothing else in the folder', () => {
    expect(readdirSync(localesDir).sort()).toEqual(LANG_CODES.map((lang) => `${lang}.json`).sort());
  });

  it.each(LANG_CODES)('%s: has the same keys as every other language, none of them empty', (lang) => {
    for (const other of LANG_CODES) expect([...baseKeys(catalogues[lang]!)].sort(), `${lang} against ${other}`).toEqual([...baseKeys(catalogues[other]!)].sort());
    expect([...catalogues[lang]!].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('has every plural form each language needs (Intl.PluralRules), and no other', () => {
    const plural = new Set(Object.values(catalogues).flatMap((messages) => [...messages.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey)));
    const gaps: string[] = [];
    for (const lang of LANG_CODES) {
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const key of plural) {
        const written = [...catalogues[lang]!.keys()].filter((k) => PLURAL_SUFFIX.test(k) && baseKey(k) === key).map((k) => k.slice(key.length + 1));
        if ([...forms].sort().join() !== written.sort().join() || catalogues[lang]!.has(key)) gaps.push(`${lang} ${key}: ${written.join(', ')}${catalogues[lang]!.has(key) ? ' and a form without suffix' : ''}`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it('puts the same values into a text in every language (a lost {{n}} drops the order number)', () => {
    const differing: string[] = [];
    for (const [key, text] of catalogues.sk!) {
      const expected = placeholders(text).join();
      for (const lang of LANG_CODES) {
        for (const [other, otherText] of catalogues[lang]!) {
          if (baseKey(other) === baseKey(key) && placeholders(otherText).join() !== expected) differing.push(`${lang} ${other}: ${placeholders(otherText).join()} (sk: ${expected})`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it('has every key the code asks for', () => {
    const keys = baseKeys(catalogues.sk!);
    const groups = new Set([...keys].flatMap((key) => key.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
    const files = readdirSync(source, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join(source, file));
    const missing: string[] = [];
    let asked = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // The files that take their texts from the catalogues (the seed's own t() writes catalogue data, not these).
      if (!/\btextsIn\(/.test(text)) continue;
      // t('orderMail.date'), and a key built from a value, t(`orderStatus.subject.${status}`): its group must exist.
      for (const m of text.matchAll(/\bt\(\s*(?:'([\w.-]+)'|`([\w.-]+)\.\$\{)/g)) {
        asked += 1;
        const [whole, group] = [m[1], m[2]];
        if (whole ? !keys.has(whole) : !groups.has(group!)) missing.push(`${relative(source, file)}: ${whole ?? `${group}.*`}`);
      }
    }
    expect(asked).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
