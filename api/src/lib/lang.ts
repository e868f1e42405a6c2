// The Localization header (sk-SK, en-US, ... or a bare code) to a site language; sk when missing or unknown.
import { LANGS, type Lang } from '@shop/shared/contracts/common';

export const DEFAULT_LANG: Lang = 'sk';

export function langFromHeader(value: string | string[] | undefined): Lang {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return DEFAULT_LANG;
  const code = raw.trim().toLowerCase().split(/[-_,;]/)[0] ?? '';
  return (LANGS as readonly string[]).includes(code) ? (code as Lang) : DEFAULT_LANG;
}

/** The rule every translated text follows: the language's, else Slovak's, else whichever there is. */
function inPreferredLang<T>(find: (lang: string) => T | undefined, lang: string, any: () => T | undefined): T | undefined {
  return find(lang) ?? find(DEFAULT_LANG) ?? any();
}

/** A translated value (an object of the languages' texts) in the language, else Slovak, else any. */
export function pickTranslation(values: Partial<Record<string, string>>, lang: string): string {
  return inPreferredLang((l) => values[l], lang, () => Object.values(values).find((v) => v !== undefined)) ?? '';
}

/** The row of a translations table in the language, else in Slovak, else the first. */
export function pickLangRow<T extends { lang: string | null }>(rows: readonly T[], lang: string): T | undefined {
  return inPreferredLang((l) => rows.find((r) => r.lang === l), lang, () => rows[0]);
}
