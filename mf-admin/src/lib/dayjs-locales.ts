// antd's DatePicker formats through dayjs in the picker's locale (sk_SK -> dayjs "sk", ...): its calendar's month and
// day names are those of dayjs's locale, loaded here. Imported by the screens with a date picker.
import dayjs from 'dayjs';
import type { Lang } from '@shop/shared';
import 'dayjs/locale/sk';
import 'dayjs/locale/hu';
import 'dayjs/locale/sr';
import 'dayjs/locale/ru';

/** How each language writes a date in numbers (as Intl's short date does): shown in the picker and typed first. */
const SHOWN: Record<Lang, string> = {
  sk: 'D. M. YYYY',
  en: 'M/D/YYYY',
  hu: 'YYYY. MM. DD.',
  sr: 'D. M. YYYY.',
  ru: 'DD.MM.YYYY',
};

/** The other ways people type a date in each language: without spaces, with leading zeros, or as the ISO date. */
const TYPED: Record<Lang, readonly string[]> = {
  sk: ['D.M.YYYY', 'DD. MM. YYYY', 'DD.MM.YYYY'],
  en: ['MM/DD/YYYY'],
  hu: ['YYYY.MM.DD.', 'YYYY. M. D.', 'YYYY.M.D.', 'YYYY.MM.DD'],
  sr: ['D.M.YYYY.', 'DD.MM.YYYY.', 'D. M. YYYY', 'D.M.YYYY', 'DD.MM.YYYY'],
  ru: ['D.M.YYYY', 'DD.MM.YY'],
};

/**
 * The date pickers' `format` in `lang`: the date shown as the language writes it in numbers, and the forms a person
 * types. All of them are patterns: antd makes a picker whose first format is a function read-only (issue 47: the
 * post editor's date, shown as a long date, could not be typed).
 */
export function dateFormats(lang: Lang): string[] {
  return [SHOWN[lang], ...TYPED[lang], 'YYYY-MM-DD'];
}

/** A `YYYY-MM-DD` day as the picker's value; null for none. */
export const dayValue = (day: string | null | undefined) => (day ? dayjs(day) : null);
