// Dates as the spec shows them (section 9: "long localized date"), written out for the five languages.
//
// Why not dayjs here: the public pages showed dates through dayjs and five of its locales, ~4.5 KB compressed on
// every page's first load (dayjs is a shared singleton, loaded whole) for twelve month names per language and one
// pattern. Why not Intl.DateTimeFormat at run time: its first use sets up ICU's date data in one task, as
// Intl.NumberFormat does for numbers (see format-number.ts). The tables below write what Intl.DateTimeFormat writes
// for { day: 'numeric', month: 'long', year: 'numeric' } (Slovak's genitive month, Serbian's lower-case Latin one);
// format-date.test.ts holds them to it for every month.
import type { Lang } from './languages.ts';

const MONTHS: Record<Lang, readonly string[]> = {
  // Genitive, as Slovak writes a day of a month: "12. januára 2026".
  sk: ['januára', 'februára', 'marca', 'apríla', 'mája', 'júna', 'júla', 'augusta', 'septembra', 'októbra', 'novembra', 'decembra'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  hu: ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'],
  // Serbian (Latin script) writes month names in lower case.
  sr: ['januar', 'februar', 'mart', 'april', 'maj', 'jun', 'jul', 'avgust', 'septembar', 'oktobar', 'novembar', 'decembar'],
  // Genitive: "12 января", as Russian writes a day of a month.
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
};

/** Each language's long date pattern, as a function of day, month name and year. */
const LONG: Record<Lang, (day: number, month: string, year: number) => string> = {
  sk: (d, m, y) => `${d}. ${m} ${y}`,
  en: (d, m, y) => `${m} ${d}, ${y}`,
  hu: (d, m, y) => `${y}. ${m} ${d}.`,
  sr: (d, m, y) => `${d}. ${m} ${y}.`,
  ru: (d, m, y) => `${d} ${m} ${y} г.`,
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of a value: a date ("2026-01-12") as written, a date and time in the browser's time zone. */
function calendarDay(value: string): { year: number; month: number; day: number } | null {
  const dateOnly = DATE_ONLY.exec(value);
  // new Date('2026-01-12') would be midnight UTC, the day before in any time zone west of Greenwich.
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // A date-only value that rolled over (2026-02-30) is not a date.
  if (dateOnly && (date.getMonth() !== Number(dateOnly[2]) - 1 || date.getDate() !== Number(dateOnly[3]))) return null;
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

/** A date in the long localized format of `lang`: "12. januára 2026", "January 12, 2026"; '' for no or a bad value. */
export function formatLongDate(value: string | null | undefined, lang: Lang): string {
  const day = value ? calendarDay(value) : null;
  return day ? LONG[lang](day.day, MONTHS[lang][day.month]!, day.year) : '';
}
