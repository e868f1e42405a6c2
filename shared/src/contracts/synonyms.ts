// Search synonyms (issue 47, decision 0112): groups of words that mean the same in one language. The search reads a
// typed word as any word of its group ("vorota" on /ru finds "ворота"). Administrators edit them.
import { Type, type Static } from '@sinclair/typebox';
import { Lang } from './common.ts';

/** Words a group may hold (a handful of spellings and names of one thing). */
export const MAX_SYNONYM_WORDS = 20;
/** The longest word, in characters. */
export const MAX_SYNONYM_LENGTH = 40;

export const SynonymGroup = Type.Object({
  id: Type.Integer(),
  lang: Lang,
  /** As the admin wrote them; the search ignores case and diacritics (and reads Serbian Cyrillic in Latin). */
  words: Type.Array(Type.String()),
  updated_at: Type.String(),
});
export type SynonymGroup = Static<typeof SynonymGroup>;

/** POST /api/admin/search-synonyms and PUT /api/admin/search-synonyms/{id}: one word each, two or more. */
export const SynonymGroupBody = Type.Object(
  {
    lang: Lang,
    words: Type.Array(Type.String({ maxLength: MAX_SYNONYM_LENGTH }), { maxItems: MAX_SYNONYM_WORDS }),
  },
  { additionalProperties: false },
);
export type SynonymGroupBody = Static<typeof SynonymGroupBody>;

/** GET /api/admin/search-synonyms?lang=…: the groups of one language, or of all five without lang. */
export const SynonymGroupQuery = Type.Object({ lang: Type.Optional(Lang) }, { additionalProperties: false });
export type SynonymGroupQuery = Static<typeof SynonymGroupQuery>;
