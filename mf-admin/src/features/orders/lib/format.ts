import { isLang, languageName } from '@shop/shared';

/** The own-language name of a site language (the customer's language of an order). */
export function languageTitle(code: string): string {
  return isLang(code) ? languageName(code) : code;
}
