import { afterEach, describe, expect, it, vi } from 'vitest';
import { decimalSeparator, formatFileSize, formatNumber, formatPrice, parseNumberText } from './format-number.ts';
import { LANG_CODES, localeTag } from './languages.ts';

// Intl (Node's ICU, the CLDR data Chromium has too) is the reference the hand-written rules must match.
const intlPrice = (value: number, tag: string) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(value);
const intlNumber = (value: number, tag: string, digits: number) => new Intl.NumberFormat(tag, { maximumFractionDigits: digits }).format(value);

/** Amounts a shop shows and the ones that catch rounding and grouping mistakes. */
const AMOUNTS = [
  0, 0.004, 0.005, 0.01, 0.1, 0.5, 0.994, 0.995, 0.999, 1, 1.005, 1.015, 1.255, 2.675, 5, 9.995, 10, 12.5, 99.99, 99.995, 100, 999.994,
  999.995, 1000, 1234.5, 9999.999, 10000, 12345.678, 99999.995, 123456.7, 1234567.891, 1e9 + 0.125, 1.5e-7, 1e21, 3.5e22,
];
/** A fixed pseudo-random spread, so a failure names a value that can be tried again. */
const SPREAD = Array.from({ length: 400 }, (_, i) => Math.round(((i * 7919) % 100_003) * 1.37 * 10 ** (i % 5)) / 10 ** (i % 4));

describe('number format (no Intl)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes euros as each language does', () => {
    expect(formatPrice(1234.5, 'sk')).toBe('1\u00a0234,50\u00a0€');
    expect(formatPrice(1234.5, 'en')).toBe('€1,234.50');
    expect(formatPrice(1234.5, 'hu')).toBe('1234,50\u00a0EUR');
    expect(formatPrice(1234.5, 'sr')).toBe('1.234,50\u00a0€');
    expect(formatPrice(-3.5, 'en')).toBe('-€3.50');
  });

  it.each(LANG_CODES)('prices in %s are what Intl writes, to the cent and the separator', (lang) => {
    for (const value of [...AMOUNTS, ...SPREAD, ...AMOUNTS.map((v) => -v)]) expect(formatPrice(value, lang), String(value)).toBe(intlPrice(value, localeTag(lang)));
  });

  it.each(LANG_CODES)('numbers in %s are what Intl writes, with 0, 1 and 2 decimals at most', (lang) => {
    for (const digits of [0, 1, 2])
      for (const value of [...AMOUNTS, ...SPREAD, -1234.56]) expect(formatNumber(value, lang, digits), `${value}, ${digits}`).toBe(intlNumber(value, localeTag(lang), digits));
  });

  it('file sizes in bytes, kilobytes and megabytes, Cyrillic units in ru', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(2345, 'sk')).toBe('2 kB');
    expect(formatFileSize(812_400, 'hu')).toBe('812 kB');
    expect(formatFileSize(1_450_000, 'sk')).toBe('1,5 MB');
    expect(formatFileSize(12_340_000, 'en')).toBe('12.3 MB');
    expect(formatFileSize(62_000, 'ru')).toBe('62 КБ');
    expect(formatFileSize(3_000_000, 'ru')).toBe('3 МБ');
  });

  it('never builds an Intl formatter (its first one costs ICU setup, ~200 ms on a phone)', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    formatPrice(19.9, 'sk');
    formatNumber(1.5, 'hu', 1);
    formatFileSize(2_000_000, 'ru');
    expect(built).not.toHaveBeenCalled();
  });
});

describe('numbers as people type them', () => {
  it.each(['sk', 'hu', 'sr', 'ru'] as const)('a comma is the decimal mark in %s', (lang) => {
    expect(parseNumberText('999,50', lang)).toBe('999.50');
    expect(parseNumberText('24,9', lang)).toBe('24.9');
    expect(parseNumberText('0,05', lang)).toBe('0.05');
    // What the field shows back is read again as the same number.
    expect(Number(parseNumberText(formatNumber(1234.5, lang, 2), lang))).toBe(1234.5);
  });

  it('thousands grouped the way each language writes them, and a point typed on a comma page', () => {
    expect(parseNumberText('1\u00a0234,50', 'sk')).toBe('1234.50');
    expect(parseNumberText('1 234,50 €', 'sk')).toBe('1234.50');
    expect(parseNumberText('1.234,50', 'sr')).toBe('1234.50');
    expect(parseNumberText('999.50', 'sk')).toBe('999.50');
    expect(parseNumberText('1,234.50', 'en')).toBe('1234.50');
    expect(parseNumberText('999.50', 'en')).toBe('999.50');
  });

  it('nothing but a sign or letters is no number', () => {
    expect(parseNumberText('', 'sk')).toBe('');
    expect(parseNumberText('abc', 'ru')).toBe('');
    expect(parseNumberText('-', 'en')).toBe('');
    expect(parseNumberText('-3,5', 'hu')).toBe('-3.5');
  });

  it('the decimal mark of each language', () => {
    expect(Object.fromEntries(LANG_CODES.map((lang) => [lang, decimalSeparator(lang)]))).toEqual({ sk: ',', en: '.', hu: ',', sr: ',', ru: ',' });
  });
});
