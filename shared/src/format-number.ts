// Numbers, prices and file sizes as the five languages write them, without Intl.NumberFormat.
//
// Why not Intl: a page's first Intl.NumberFormat sets up ICU's number data, 35-80 ms in Chromium on the bench
// machine and 140-245 ms at Lighthouse's 4x phone slowdown (measured with bench/; figures in the history of docs/performance.md), paid in one
// task by whichever render formats the first number: the hydration of a product page, a navigation, or the idle
// task that used to pay it ahead. The shop needs five fixed locales and one currency, so their rules are written out
// here; format-number.test.ts holds every function to Intl's output (Node's ICU, the same CLDR data as Chromium's)
// over many values, so a difference shows as a failing test, not as a hydration mismatch.
import type { Lang } from './languages.ts';

const NBSP = '\u00a0';

interface NumberRules {
  group: string;
  decimal: string;
  /** CLDR's minimumGroupingDigits: Hungarian writes 1234 but 12 345. */
  minimumGroupingDigits: 1 | 2;
  /** The currency around the digits of a positive amount. */
  euro: (digits: string) => string;
  /** File-size units: bytes, kilobytes, megabytes. */
  sizeUnits: readonly [string, string, string];
}

const RULES: Record<Lang, NumberRules> = {
  sk: { group: NBSP, decimal: ',', minimumGroupingDigits: 1, euro: (d) => `${d}${NBSP}€`, sizeUnits: ['B', 'kB', 'MB'] },
  en: { group: ',', decimal: '.', minimumGroupingDigits: 1, euro: (d) => `€${d}`, sizeUnits: ['B', 'kB', 'MB'] },
  hu: { group: NBSP, decimal: ',', minimumGroupingDigits: 2, euro: (d) => `${d}${NBSP}EUR`, sizeUnits: ['B', 'kB', 'MB'] },
  sr: { group: '.', decimal: ',', minimumGroupingDigits: 1, euro: (d) => `${d}${NBSP}€`, sizeUnits: ['B', 'kB', 'MB'] },
  ru: { group: NBSP, decimal: ',', minimumGroupingDigits: 1, euro: (d) => `${d}${NBSP}€`, sizeUnits: ['Б', 'КБ', 'МБ'] },
};

/**
 * |value| rounded to `fractionDigits` as Intl rounds it: half away from zero on the shortest decimal that reads back
 * as the same double (so 1.005 -> "1.01", as in Intl, where Math.round(1.005 * 100) gives 1.00).
 */
function roundedDigits(value: number, fractionDigits: number): { integer: string; fraction: string } {
  const [, whole = '0', decimals = '', exponent = '0'] = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(Math.abs(value).toString()) ?? [];
  let digits = whole + decimals;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + fractionDigits + 1, '0');
  const kept = [...digits.slice(0, point + fractionDigits)].map(Number);
  if (Number(digits[point + fractionDigits]) >= 5) {
    // Carry from the last kept digit: 0.995 -> 1.00, 999.995 -> 1000.00.
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === 9) kept[i--] = 0;
    if (i >= 0) kept[i] = (kept[i] ?? 0) + 1;
    else {
      kept.unshift(1);
      point += 1;
    }
  }
  const integer = kept.slice(0, point).join('').replace(/^0+(?=\d)/, '') || '0';
  return { integer, fraction: kept.slice(point).join('') };
}

function grouped(integer: string, rules: NumberRules): string {
  if (integer.length < 4 + rules.minimumGroupingDigits - 1) return integer;
  return integer.replace(/\B(?=(\d{3})+$)/g, rules.group);
}

function digitsOf(value: number, lang: Lang, minimumFractionDigits: number, maximumFractionDigits: number): string {
  if (!Number.isFinite(value)) return String(Math.abs(value));
  const rules = RULES[lang];
  const { integer, fraction } = roundedDigits(value, maximumFractionDigits);
  let shown = fraction;
  while (shown.length > minimumFractionDigits && shown.endsWith('0')) shown = shown.slice(0, -1);
  return shown ? `${grouped(integer, rules)}${rules.decimal}${shown}` : grouped(integer, rules);
}

const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** A number in the language's digits: "1 234,5" in sk, "1,234.5" in en; at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, lang: Lang, maximumFractionDigits = 0): string {
  const digits = digitsOf(value, lang, 0, maximumFractionDigits);
  return isNegative(value) ? `-${digits}` : digits;
}

/** An amount in euros as the shopper's language writes it, e.g. "1 234,50 €" in sk, "€1,234.50" in en. */
export function formatPrice(amount: number, lang: Lang): string {
  const price = RULES[lang].euro(digitsOf(amount, lang, 2, 2));
  return isNegative(amount) ? `-${price}` : price;
}

/** The character the language writes between a number's whole part and its decimals: "," in sk, "." in en. */
export function decimalSeparator(lang: Lang): string {
  return RULES[lang].decimal;
}

/**
 * A number as a person of the language types it, as the digits JavaScript reads ("999,50" in sk -> "999.50"), or ""
 * when it holds no digit. Where the language's decimal mark is a comma, the last comma is it and points or spaces
 * before it group the thousands ("1.234,50" in sr); a lone point is read as a decimal point too ("999.50" typed on a
 * Slovak page means 999.5). In English the comma groups thousands ("1,234.50"). Anything but digits, the point and
 * the sign is dropped, so a typed currency does no harm.
 */
export function parseNumberText(text: string, lang: Lang): string {
  let s = text.replace(/[\s\u00a0\u202f]/g, '');
  if (RULES[lang].decimal === ',') {
    const comma = s.lastIndexOf(',');
    if (comma >= 0) s = `${s.slice(0, comma).replace(/[.,]/g, '')}.${s.slice(comma + 1).replace(/[.,]/g, '')}`;
  } else {
    s = s.replace(/,/g, '');
  }
  s = s.replace(/[^\d.-]/g, '');
  return /\d/.test(s) ? s : '';
}

/** A file size for people, in decimal units: "512 B", "812 kB", "1,4 MB" ("812 КБ" in ru). */
export function formatFileSize(bytes: number, lang: Lang): string {
  const [b, kb, mb] = RULES[lang].sizeUnits;
  if (bytes < 1000) return `${formatNumber(bytes, lang)} ${b}`;
  if (bytes < 1_000_000) return `${formatNumber(Math.round(bytes / 1000), lang)} ${kb}`;
  return `${formatNumber(bytes / 1_000_000, lang, 1)} ${mb}`;
}
