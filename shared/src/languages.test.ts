import { describe, expect, it } from 'vitest';
import { hreflang, LANG_CODES, LANGUAGES, langOfTag, localeTag, ogLocale } from './languages.ts';

describe('the site languages', () => {
  it('has each language once, with one locale tag that Intl takes as it is and that names the language', () => {
    expect(LANG_CODES).toEqual(['sk', 'en', 'hu', 'sr', 'ru']);
    expect(new Set(LANGUAGES.map((l) => l.tag)).size).toBe(LANGUAGES.length);
    for (const { code, tag } of LANGUAGES) {
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
      expect(langOfTag(tag), tag).toBe(code);
    }
  });

  it('writes Serbian in Latin script, as its texts are', () => {
    const month = new Intl.DateTimeFormat(localeTag('sr'), { month: 'long' }).format(new Date(2026, 0, 12));
    expect(month).toBe('januar');
    expect(hreflang('sr')).toBe('sr-Latn');
    expect(ogLocale('sr')).toBe('sr_RS');
  });

  it('reads a Localization value or a browser tag as a site language', () => {
    expect(langOfTag('EN-gb')).toBe('en');
    expect(langOfTag('sr-RS')).toBe('sr');
    expect(langOfTag('hu_HU')).toBe('hu');
    expect(langOfTag('de-DE')).toBeNull();
    expect(langOfTag(undefined)).toBeNull();
  });
});
