// Text folded the same way wherever the search compares words (the PostgreSQL index, the name index, the kinds and
// the typo vocabulary), so the indexed and the typed side cannot disagree.

/** The folded words of a text: lower case, no diacritics (đ too), ё as е, split on anything not a letter or digit. */
export function foldWords(text: string): string[] {
  const folded = text.toLowerCase().replace(/ё/g, 'е').replace(/đ/g, 'd').normalize('NFD').replace(/\p{M}/gu, '');
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}
