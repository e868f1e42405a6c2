/** Units of file sizes per language (Russian writes them in Cyrillic). */
const UNITS: Record<string, [string, string, string]> = { ru: ['Б', 'КБ', 'МБ'] };

/** A file size for people: "812 kB", "1,4 MB" in the number format of the language. */
export function formatFileSize(bytes: number, locale: string): string {
  const [b, kb, mb] = UNITS[locale.slice(0, 2)] ?? ['B', 'kB', 'MB'];
  const number = (value: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1000) return `${number(bytes, 0)} ${b}`;
  if (bytes < 1_000_000) return `${number(Math.round(bytes / 1000), 0)} ${kb}`;
  return `${number(bytes / 1_000_000, 1)} ${mb}`;
}
