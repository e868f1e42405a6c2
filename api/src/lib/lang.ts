// The Localization header (sk-SK, en-US, ... or a bare code) to a site language; sk when missing or unknown.
import { LANGS, type Lang } from '@shop/shared/contracts/common';

export const DEFAULT_LANG: Lang = 'sk';

export function langFromHeader(value: string | string[] | undefined): Lang {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return DEFAULT_LANG;
  const code = raw.trim().toLowerCase().split(/[-_,;]/)[0] ?? '';
  return (LANGS as readonly string[]).includes(code) ? (code as Lang) : DEFAULT_LANG;
}

/** A translated value in the language, else Slovak, else any. */
export function pickTranslation(values: Partial<Record<string, string>>, lang: string): string {
  return values[lang] ?? values[DEFAULT_LANG] ?? Object.values(values).find((v) => v !== undefined) ?? '';
}
