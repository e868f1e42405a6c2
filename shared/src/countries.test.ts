import { describe, expect, it } from 'vitest';
import { countryCodeOf, countryLabel } from './countries.ts';

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
