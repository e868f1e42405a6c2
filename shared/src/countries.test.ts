import { describe, expect, it } from 'vitest';
import { countryCodeOf, countryCodes, countryLabel, countryName, countryOfLanguage } from './countries.ts';

describe('the list of countries (issues 47 and 50, 6)', () => {
  it('holds the 249 codes ISO 3166-1 assigns today, and no withdrawn or reserved one', () => {
    const codes = countryCodes();
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    for (const gone of ['SU', 'UK', 'YU', 'CS', 'DD', 'FX', 'AN', 'TP', 'ZR', 'BU', 'XK', 'EU', 'UN', 'ZZ']) expect(codes, gone).not.toContain(gone);
    for (const current of ['SK', 'GB', 'RS', 'ME', 'SS', 'BQ', 'CW', 'SX']) expect(codes, current).toContain(current);
  });

  it('names each country once in every site language', () => {
    for (const lang of ['sk', 'en', 'hu', 'sr', 'ru']) {
      const names = countryCodes().map((code) => countryName(code, lang));
      expect(names.filter((name, i) => names.indexOf(name) !== i), lang).toEqual([]);
      // A name, not the code the platform falls back to.
      expect(names.filter((name) => /^[A-Z]{2}$/.test(name)), lang).toEqual([]);
    }
  });

  it("suggests the page language's own country, and none for English", () => {
    expect(['sk', 'hu', 'sr', 'ru', 'en'].map(countryOfLanguage)).toEqual(['SK', 'HU', 'RS', 'RU', null]);
  });
});

describe('country labels', () => {
  it('names a country code in the language and keeps an older typed name', () => {
    expect(countryLabel('HU', 'sk')).toBe('Maďarsko');
    expect(countryLabel('HU', 'hu')).toBe('Magyarország');
    expect(countryLabel('RS', 'sr')).toBe('Srbija');
    expect(countryLabel('Slovensko', 'en')).toBe('Slovensko');
  });
});

describe('country codes of typed names', () => {
  it('reads a code or a name in a site language, and nothing else', () => {
    expect(countryCodeOf('sk')).toBe('SK');
    expect(countryCodeOf('Magyarország')).toBe('HU');
    expect(countryCodeOf('Slovenská republika')).toBe('SK');
    expect(countryCodeOf('Atlantis')).toBeNull();
  });
});
