// The admin's search synonyms (decision 0112): groups of words per language, listed, added, changed and deleted one
// at a time, checked as the search will read them, audited. Every write moves the catalogue version (a trigger of
// migration 0087), so the search of every instance reads the groups again at its next answer.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SynonymGroup, SynonymGroupBody } from '@shop/shared/contracts/synonyms';
import { invalidFields, notFound, type FieldError } from '../../lib/errors.ts';
import type { AuthContext } from '../../types.ts';
import type { AuditService } from '../audit/index.ts';
import { foldSynonym, storedWords } from '../search/index.ts';
import { createSynonymsRepository } from './repository.ts';

interface StoredGroup {
  id: number;
  lang: string;
  words: string;
  updated_at: string;
}

const groupOf = (row: StoredGroup): SynonymGroup => ({ id: Number(row.id), lang: row.lang as SynonymGroup['lang'], words: storedWords(row.words), updated_at: row.updated_at });

/**
 * The words as stored (trimmed, empty entries left out), or the first reason they cannot be, on the field `words`: a
 * text that is not one word as the search reads it, two words the search reads as one, fewer than two words, or a word
 * of another group of the language (a word in two groups would join them in the search without the admin seeing it).
 */
export function checkWords(words: readonly string[], lang: string, others: readonly StoredGroup[]): { words: string[]; error: FieldError | null } {
  const kept = words.map((w) => w.trim()).filter((w) => w.length > 0);
  const fail = (message: string, code: string, params?: Record<string, string>) => ({ words: kept, error: { field: 'words', message, code, ...(params ? { params } : {}) } });
  const seen = new Map<string, string>();
  for (const word of kept) {
    const folded = foldSynonym(word, lang);
    if (folded === null) return fail(`"${word}" is not one word`, 'synonyms.notOneWord', { word });
    const same = seen.get(folded);
    if (same !== undefined) return fail(`"${word}" reads as "${same}" in the search`, 'synonyms.sameWord', { word, same });
    seen.set(folded, word);
  }
  if (seen.size < 2) return fail('a group needs two words or more', 'synonyms.tooFewWords');
  for (const other of others) {
    for (const word of storedWords(other.words)) {
      const folded = foldSynonym(word, lang);
      const mine = folded === null ? undefined : seen.get(folded);
      if (mine !== undefined) return fail(`"${mine}" is in another group already`, 'synonyms.inOtherGroup', { word: mine, group: storedWords(other.words).join(', ') });
    }
  }
  return { words: kept, error: null };
}

export function createSynonymsService(db: Kysely<Database>, deps: { audit: AuditService; onChange: () => void }) {
  const repo = createSynonymsRepository(db);
  const byId = repo.byId;
  const missing = (id: number) => notFound(`Synonym group ${id} not found`, 'synonyms.notFound');

  /** The words checked against the other groups of the language; throws 422 with the reason. */
  async function checked(body: SynonymGroupBody, exceptId: number | null): Promise<string[]> {
    const { words, error } = checkWords(body.words, body.lang, await repo.othersIn(body.lang, exceptId));
    if (error) throw invalidFields(`Invalid synonyms: ${error.message}`, [error]);
    return words;
  }

  return {
    async list(lang: string | undefined): Promise<SynonymGroup[]> {
      return (await repo.list(lang)).map(groupOf);
    },

    async create(auth: AuthContext | null, body: SynonymGroupBody): Promise<SynonymGroup> {
      const words = await checked(body, null);
      const id = await repo.insert(body.lang, words);
      const list = words.join(', ');
      await deps.audit.record(auth, {
        action: 'create',
        entity: 'search-synonyms',
        entityId: id,
        summary: `Created the search synonyms (${body.lang}): ${list}`,
        code: 'searchSynonyms.created',
        params: { lang: body.lang, words: list },
      });
      deps.onChange();
      return groupOf((await byId(id))!);
    },

    async update(auth: AuthContext | null, id: number, body: SynonymGroupBody): Promise<SynonymGroup> {
      const before = await byId(id);
      if (!before) throw missing(id);
      const words = await checked(body, id);
      await repo.update(id, body.lang, words);
      const from = storedWords(before.words).join(', ');
      const to = words.join(', ');
      await deps.audit.record(auth, {
        action: 'update',
        entity: 'search-synonyms',
        entityId: id,
        summary: `Updated the search synonyms (${body.lang}): ${from} → ${to}`,
        code: 'searchSynonyms.updated',
        params: { lang: body.lang, from, to },
      });
      deps.onChange();
      return groupOf((await byId(id))!);
    },

    async remove(auth: AuthContext | null, id: number): Promise<void> {
      const before = await byId(id);
      if (!before) throw missing(id);
      await repo.remove(id);
      const list = storedWords(before.words).join(', ');
      await deps.audit.record(auth, {
        action: 'delete',
        entity: 'search-synonyms',
        entityId: id,
        summary: `Deleted the search synonyms (${before.lang}): ${list}`,
        code: 'searchSynonyms.deleted',
        params: { lang: before.lang, words: list },
      });
      deps.onChange();
    },
  };
}

export type SynonymsService = ReturnType<typeof createSynonymsService>;
