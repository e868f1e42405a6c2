// Slugs: ASCII from the localized name (Russian transliterated, Serbian Latin).
const CYR: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y',
  ь: '', э: 'e', ю: 'yu', я: 'ya', ђ: 'dj', ј: 'j', љ: 'lj', њ: 'nj', ћ: 'c', џ: 'dz',
};

export function slugify(text: string): string {
  const lower = text.toLowerCase().replace(/đ/g, 'dj').replace(/ß/g, 'ss');
  const translit = Array.from(lower, (ch) => CYR[ch] ?? ch).join('');
  return translit
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180);
}

/**
 * Text folded for a search by part of a word: lower case without diacritics ("Kovács" and "kovacs" meet), done in
 * JavaScript so SQLite (whose lower() knows ASCII only) and PostgreSQL compare the same strings.
 */
export function searchFold(text: string): string {
  return text.toLowerCase().replace(/đ/g, 'd').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim();
}
