import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '@shop/shared';
import { dateFormats } from './dayjs-locales.ts';

dayjs.extend(customParseFormat);

// The admin's date pickers show a date as the language writes it in numbers and read what people type (antd reads a
// typed text strictly, against each format in turn).
describe('dateFormats', () => {
  const day = dayjs('2026-01-12');

  it('shows a date as each language writes it in numbers', () => {
    expect(day.format(dateFormats('sk')[0])).toBe('12. 1. 2026');
    expect(day.format(dateFormats('en')[0])).toBe('1/12/2026');
    expect(day.format(dateFormats('hu')[0])).toBe('2026. 01. 12.');
    expect(day.format(dateFormats('sr')[0])).toBe('12. 1. 2026.');
    expect(day.format(dateFormats('ru')[0])).toBe('12.01.2026');
  });

  it('reads what it shows, the forms people type and the ISO date, in every language', () => {
    const read = (text: string, lang: (typeof LANG_CODES)[number]) => dateFormats(lang).map((f) => dayjs(text, f, true)).find((d) => d.isValid())?.format('YYYY-MM-DD');
    for (const lang of LANG_CODES) {
      expect(read(day.format(dateFormats(lang)[0]), lang), lang).toBe('2026-01-12');
      expect(read('2026-01-12', lang), lang).toBe('2026-01-12');
    }
    expect(read('12.1.2026', 'sk')).toBe('2026-01-12');
    expect(read('12.01.2026', 'sk')).toBe('2026-01-12');
    expect(read('01/12/2026', 'en')).toBe('2026-01-12');
    expect(read('2026.01.12.', 'hu')).toBe('2026-01-12');
    expect(read('12.1.2026.', 'sr')).toBe('2026-01-12');
    expect(read('12.1.2026', 'ru')).toBe('2026-01-12');
  });
});
