import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date.ts';
import { LANG_CODES, localeTag, type Lang } from './languages.ts';

// Intl's long date in each language's locale tag (Serbian's is in Latin script, as the shop writes it).
function intlLongDate(year: number, month: number, day: number, lang: Lang): string {
  return new Intl.DateTimeFormat(localeTag(lang), { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(year, month - 1, day));
}

describe('formatLongDate', () => {
  it('writes the long date of each language: Slovak genitive month, Serbian lower-case month', () => {
    expect(formatLongDate('2026-01-12', 'sk')).toBe('12. januára 2026');
    expect(formatLongDate('2026-05-01', 'sk')).toBe('1. mája 2026');
    expect(formatLongDate('2026-01-12', 'en')).toBe('January 12, 2026');
    expect(formatLongDate('2026-01-12', 'hu')).toBe('2026. január 12.');
    expect(formatLongDate('2026-01-12', 'sr')).toBe('12. januar 2026.');
    expect(formatLongDate('2026-08-30', 'sr')).toBe('30. avgust 2026.');
    expect(formatLongDate('2026-01-12', 'ru')).toBe('12 января 2026 г.');
  });

  it('writes nothing for an empty or impossible value', () => {
    expect(formatLongDate(null, 'sk')).toBe('');
    expect(formatLongDate(undefined, 'sk')).toBe('');
    expect(formatLongDate('', 'en')).toBe('');
    expect(formatLongDate('not a date', 'en')).toBe('');
    expect(formatLongDate('2026-02-30', 'en')).toBe('');
  });

  it('matches Intl.DateTimeFormat for every month, first and last days, in all five languages', () => {
    for (const lang of LANG_CODES) {
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 9, 28]) {
          const value = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(formatLongDate(value, lang), `${lang} ${value}`).toBe(intlLongDate(2025, month, day, lang));
        }
      }
    }
  });

  it('takes the calendar day of a date and time in the browser time zone', () => {
    const local = new Date('2026-03-05T10:30:00');
    expect(formatLongDate('2026-03-05T10:30:00', 'sk')).toBe(intlLongDate(local.getFullYear(), local.getMonth() + 1, local.getDate(), 'sk'));
    const utc = new Date('2026-03-05T23:30:00Z');
    expect(formatLongDate('2026-03-05T23:30:00Z', 'en')).toBe(intlLongDate(utc.getFullYear(), utc.getMonth() + 1, utc.getDate(), 'en'));
  });
});
