import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import en from 'dayjs/locale/en';
import hu from 'dayjs/locale/hu';
import ru from 'dayjs/locale/ru';
import sk from 'dayjs/locale/sk';
import sr from 'dayjs/locale/sr';
import { describe, expect, it } from 'vitest';
import { LANG_CODES, formatLongDate } from '@shop/shared';

dayjs.extend(localizedFormat);
const DAYJS_LOCALES = { sk, en, hu, sr, ru } as const;

// The pages write dates without dayjs (shared/src/format-date.ts); the admin's date picker still uses it, so a post's
// date must read the same in both, and as the spec's LL.
describe('formatLongDate', () => {
  it('writes the long localized date (LL) in each language and nothing for an empty or impossible value', () => {
    expect(formatLongDate('2026-01-12', 'sk')).toBe('12. január 2026');
    expect(formatLongDate('2026-01-12', 'en')).toBe('January 12, 2026');
    expect(formatLongDate('2026-01-12', 'hu')).toBe('2026. január 12.');
    expect(formatLongDate('2026-01-12', 'sr')).toBe('12. Januar 2026.');
    expect(formatLongDate('2026-01-12', 'ru')).toBe('12 января 2026 г.');
    expect(formatLongDate(null, 'sk')).toBe('');
    expect(formatLongDate(undefined, 'sk')).toBe('');
    expect(formatLongDate('', 'en')).toBe('');
    expect(formatLongDate('not a date', 'en')).toBe('');
    expect(formatLongDate('2026-02-30', 'en')).toBe('');
  });

  it('matches dayjs LL for every month, first and last days, in all five languages', () => {
    for (const lang of LANG_CODES) {
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 9, 28]) {
          const value = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(formatLongDate(value, lang), `${lang} ${value}`).toBe(dayjs(value).locale(DAYJS_LOCALES[lang]).format('LL'));
        }
      }
    }
  });

  it('takes the calendar day of a date and time in the browser time zone, as dayjs does', () => {
    const value = '2026-03-05T10:30:00';
    expect(formatLongDate(value, 'sk')).toBe(dayjs(value).locale(sk).format('LL'));
    expect(formatLongDate('2026-03-05T10:30:00Z', 'en')).toBe(dayjs('2026-03-05T10:30:00Z').locale(en).format('LL'));
  });
});
