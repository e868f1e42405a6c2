// Frozen copies of the text folding the migrations wrote their stored texts with, as it was on 2026-11-29 (issue 51,
// 2): searchFold of lib/text.ts, foldWords of modules/search/fold.ts. The live ones may change (with a migration that
// refills the rows); a migration that ran keeps the folding it ran with.

/**
 * Text folded for a search by part of a word: lower case without diacritics ("Kovács" and "kovacs" meet), done in
 * JavaScript so SQLite (whose lower() knows ASCII only) and PostgreSQL compare the same strings.
 */
export function searchFold(text: string): string {
  return text.toLowerCase().replace(/đ/g, 'd').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim();
}

/** The folded words of a text: lower case, no diacritics (đ too), ё as е, split on anything not a letter or digit. */
export function foldWords(text: string): string[] {
  const folded = text.toLowerCase().replace(/ё/g, 'е').replace(/đ/g, 'd').normalize('NFD').replace(/\p{M}/gu, '');
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}
