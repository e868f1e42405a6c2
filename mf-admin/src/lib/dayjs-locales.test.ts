import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { describe, expect, it } from 'vitest';
import { LANG_CODES, formatLongDate } from '@shop/shared';
import { longDateFormats } from './dayjs-locales.ts';

dayjs.extend(customParseFormat);

// The post editor's date picker shows a post's date as the public pages write it, and reads the forms people type.
describe('longDateFormats', () => {
  it('shows the public pages\' long date in each language', () => {
    const value = dayjs('2026-01-12');
    expect(longDateFormats('sk')[0](value)).toBe('12. januára 2026');
    expect(longDateFormats('sr')[0](value)).toBe('12. januar 2026.');
    for (const lang of LANG_CODES) expect(longDateFormats(lang)[0](value), lang).toBe(formatLongDate('2026-01-12', lang));
  });

  it('reads a typed numeric date', () => {
    const [, ...typed] = longDateFormats('sk');
    expect(dayjs('12. 1. 2026', typed, true).format('YYYY-MM-DD')).toBe('2026-01-12');
    expect(dayjs('2026-01-12', typed, true).format('YYYY-MM-DD')).toBe('2026-01-12');
  });
});
