// Search synonyms (decision 0112): groups of words that mean the same in one language, edited by the admin. A typed
// word that belongs to a group is searched as any word of it, on both databases and in suggestions alike: the group's
// words become alternatives of the term (each a word prefix, as a typo's corrections are).
import { sql, type Kysely } from 'kysely';
import { foldTyped } from './fold.ts';
import { isOneTypo } from './words.ts';

/** One language's groups, each as its distinct folded words. */
export type SynonymGroups = readonly (readonly string[])[];

/** Where the search gets each language's groups: read once per catalogue version (service.ts keeps them). */
export type SynonymsOf = (lang: string) => Promise<SynonymGroups>;

/** A word as the search compares it (foldTyped), or null for a text that is not one word ("two words", "-"). */
export function foldSynonym(word: string, lang: string): string | null {
  const folded = foldTyped(word, lang);
  return folded.length === 1 ? folded[0]! : null;
}

/** The stored words of a group (a JSON array); anything else reads as none. */
export function storedWords(json: string): string[] {
  try {
    const words: unknown = JSON.parse(json);
    return Array.isArray(words) ? words.filter((w): w is string => typeof w === 'string') : [];
  } catch {
    return [];
  }
}

/** The groups of a language, folded (a few dozen rows). */
export async function readSynonyms<DB>(db: Kysely<DB>, lang: string): Promise<SynonymGroups> {
  const { rows } = await sql<{ words: string }>`SELECT words FROM search_synonyms WHERE lang = ${lang} ORDER BY id`.execute(db);
  return rows
    .map((r) => [...new Set(storedWords(r.words).map((w) => foldSynonym(w, lang)).filter((w): w is string => w !== null))])
    .filter((words) => words.length > 1);
}

/** A typed word this long or longer may be the start of a group's word ("vorot" for "vorota"). */
const PREFIX_MIN_LENGTH = 3;
/** A typed word may be a group's word with an ending of this many letters ("gates" for "gate", "kapuk" for "kapu"). */
const ENDING_MAX_LENGTH = 2;
/** A group's word this long or longer may take an ending (shorter ones would stand in too many typed words). */
const STEM_MIN_LENGTH = 3;

const length = (word: string) => [...word].length;

/**
 * The other words of the groups a typed (folded) word belongs to. The closest reading that finds a group wins: the
 * word itself; the word with an ending added; the start of a word (typing goes on); one typo away, by the rules of
 * the typo search (words.ts). So "post" reads as the posts, not also as "postbox", which it only begins.
 */
export function expandWord(term: string, groups: SynonymGroups): string[] {
  const readings: Array<(word: string) => boolean> = [
    (word) => word === term,
    (word) => length(word) >= STEM_MIN_LENGTH && term.startsWith(word) && length(term) - length(word) <= ENDING_MAX_LENGTH,
    (word) => length(term) >= PREFIX_MIN_LENGTH && word.startsWith(term),
    (word) => isOneTypo(term, word),
  ];
  for (const reads of readings) {
    const found = groups.filter((group) => group.some(reads));
    if (found.length > 0) return [...new Set(found.flat())].filter((word) => word !== term);
  }
  return [];
}
