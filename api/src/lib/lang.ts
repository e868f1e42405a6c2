// A request's language on the server: the rules of @shop/shared's languages.ts, the same the browser applies, fed
// with what the request carries. Translated values are then picked in it, else in Slovak.
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANG, langOfPath, resolveLanguage, type Lang } from '@shop/shared/languages';
import { acceptedLanguages, pageLanguage } from '@shop/shared/routes';

export { DEFAULT_LANG };

const headerValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * The one answer to "which language is this request in": a page (the root or a path with a language prefix) by its
 * prefix, else the saved choice (the Cookie), else Accept-Language, else sk, as the shell decides in the browser; any
 * other request (the API) by its Localization header (a locale tag or a bare code), else sk. An API answer depends on
 * that header only, as its `Vary` says: a cookie must not change it.
 */
export function requestLanguage(req: Pick<FastifyRequest, 'url' | 'headers'>): Lang {
  const path = req.url.split('?')[0] ?? '/';
  if (path === '/' || langOfPath(path)) return pageLanguage(path, headerValue(req.headers.cookie) ?? '', acceptedLanguages(headerValue(req.headers['accept-language'])));
  return resolveLanguage({ localization: headerValue(req.headers.localization) });
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
