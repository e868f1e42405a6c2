// Word-level rules of the search shared by both databases: a product's kind (the head nouns of its category's name),
// and one-edit typo candidates (deletion neighbourhoods, verified by edit distance). Words here are folded
// (foldWords: lower case, no diacritics, ё as е).
import { foldWords } from './fold.ts';

/** Query words of this many letters or more may carry one typo. */
export const TYPO_MIN_LENGTH = 5;
/**
 * Shorter words, from this many letters, may carry one typo of one kind only (issue 47): two neighbouring letters
 * swapped ("gaet" for "gate", "kpau" for "kapu"), the commonest slip of quick typing. Any other edit of so short a
 * word lands on too many other words ("gatr" is not read as "gate").
 */
export const SWAP_MIN_LENGTH = 4;
/** Vocabulary words this long or longer keep their deletion neighbourhood (a 5-letter typo may be one letter too many). */
export const TYPO_VOCABULARY_MIN_LENGTH = TYPO_MIN_LENGTH - 1;

// Conjunctions join two kinds in one category name ("Locks & handles"); prepositions start a modifier that is not the
// kind ("Gate operators" has none, but "Приводы для ворот", "Motori za kapije", "Schránky do plota" do).
const CONJUNCTIONS = new Set(['a', 'and', 'es', 'i', 'и']);
const PREPOSITIONS = new Set([
  // sk
  'na', 'do', 'pre', 's', 'so', 'z', 'zo', 'nad', 'pod', 'k', 'od', 'v', 'vo', 'bez', 'pri',
  // en
  'for', 'of', 'with', 'on', 'in', 'from', 'to',
  // sr (Latin)
  'za', 'sa', 'iz', 'u',
  // ru
  'для', 'из', 'над', 'на', 'с', 'со', 'под', 'от', 'в', 'во', 'к', 'без', 'при',
]);

/**
 * The head nouns of a category name, which name the kind of its products: in each part joined by a conjunction, the
 * last word before any preposition. All five languages put adjectives before the noun and modifiers after a
 * preposition: "Swing gates" → gates, "Gate operators" → operators, "Приводы для ворот" → приводы,
 * "Zárak és kilincsek" → zarak, kilincsek.
 */
export function headWords(categoryName: string): string[] {
  const heads: string[] = [];
  let part: string[] = [];
  let cut = false;
  const close = () => {
    if (part.length > 0) heads.push(part[part.length - 1]!);
    part = [];
    cut = false;
  };
  // "&" and "," separate parts like a conjunction does.
  for (const chunk of categoryName.split(/[&,]/)) {
    for (const word of foldWords(chunk)) {
      if (CONJUNCTIONS.has(word)) close();
      else if (PREPOSITIONS.has(word)) cut = true;
      else if (!cut) part.push(word);
    }
    close();
  }
  return heads;
}

const FINAL_VOWEL = /[aeiouyаеиоуыэюяь]$/u;

/**
 * Whether a query word names a kind (a head word): the head starts with the word, ignoring one final vowel of a word
 * of 4+ letters, so the singular a shopper types finds the plural of the category ("brana" → "brany", "kapija" →
 * "kapije", "gate" → "gates").
 */
export function namesKind(term: string, head: string): boolean {
  const stem = term.length >= 4 ? term.replace(FINAL_VOWEL, '') : term;
  return head.startsWith(stem);
}

/** Every string one deletion away from the word (its deletion neighbourhood of distance 1). */
export function deletions(word: string): string[] {
  const letters = [...word];
  const out = new Set<string>();
  for (let i = 0; i < letters.length; i++) out.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
  return [...out];
}

/**
 * Whether two words are at most one edit apart: one letter inserted, deleted or replaced, or two neighbours swapped.
 * Deletion neighbourhoods find the candidates; this keeps only the true ones (two deletions can meet from two edits).
 */
/** Whether b is a with two neighbouring letters swapped. */
export function isSwap(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (x.length !== y.length) return false;
  const diff = x.flatMap((letter, i) => (letter === y[i] ? [] : [i]));
  return diff.length === 2 && diff[1] === diff[0]! + 1 && x[diff[0]!] === y[diff[1]!] && x[diff[1]!] === y[diff[0]!];
}

/** Whether a vocabulary word is one typo away from the typed word, by the rules above for its length. */
export function isOneTypo(typed: string, word: string): boolean {
  const length = [...typed].length;
  if (length >= TYPO_MIN_LENGTH) return withinOneEdit(typed, word);
  return length >= SWAP_MIN_LENGTH && isSwap(typed, word);
}

export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  if (x.length === y.length) {
    if (i === x.length) return true;
    const tail = (from: number) => x.slice(from).join('') === y.slice(from).join('');
    if (tail(i + 1)) return true; // substitution
    return x[i] === y[i + 1] && x[i + 1] === y[i] && tail(i + 2); // transposition
  }
  const [longer, shorter] = x.length > y.length ? [x, y] : [y, x];
  return longer.slice(i + 1).join('') === shorter.slice(i).join('');
}

/** Words worth keeping in the vocabulary: letters only (model codes and sizes stay with the full-text index). */
export const isVocabularyWord = (word: string): boolean => /^\p{L}+$/u.test(word);
