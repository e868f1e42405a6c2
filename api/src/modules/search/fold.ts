// Text folded the same way wherever the search compares words (the PostgreSQL index, the name index, the kinds, the
// typo vocabulary and the synonyms), so the indexed and the typed side cannot disagree.

/** The folded words of a text: lower case, no diacritics (đ too), ё as е, split on anything not a letter or digit. */
export function foldWords(text: string): string[] {
  const folded = text.toLowerCase().replace(/ё/g, 'е').replace(/đ/g, 'd').normalize('NFD').replace(/\p{M}/gu, '');
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}

// Serbian is written in both scripts; the catalogue keeps it in Latin. A Cyrillic query in sr is read in Latin
// (Gaj's alphabet), whose diacritics the index ignores anyway.
const SERBIAN_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'đ', е: 'e', ж: 'ž', з: 'z', и: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm',
  н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'ć', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'č', џ: 'dž', ш: 'š',
};

/** Lower-case text as the language's search reads it: Serbian Cyrillic in Latin, any other text as it is. */
export function inSearchScript(lowerCase: string, lang: string | undefined): string {
  return lang === 'sr' ? lowerCase.replace(/[\u0400-\u04ff]/g, (c) => SERBIAN_LATIN[c] ?? c) : lowerCase;
}

/** The folded words of a text typed in a language (a query, a synonym): foldWords after inSearchScript. */
export function foldTyped(text: string, lang: string | undefined): string[] {
  return foldWords(inSearchScript(text.toLowerCase(), lang));
}
