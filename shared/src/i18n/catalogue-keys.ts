// How the catalogue tests read an i18next message file: its nested objects as dotted keys, and a plural form's key
// (`items_few`) as the code names it (`items`), since the languages write different forms (Slovak few and many,
// English not). The frontends' message files and the API's text catalogues are checked with the same reading.

/** A message file as JSON: texts, and groups of texts. */
export type Messages = { [key: string]: string | Messages };

/** The dotted keys of a message file, each with its text. */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') keys.set(prefix + key, value);
    else for (const [inner, text] of flattenMessages(value, `${prefix}${key}.`)) keys.set(inner, text);
  }
  return keys;
}

/** The suffix of a plural form's key: one of Intl.PluralRules' categories. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A key as the code names it: a plural form's without its suffix. */
export const baseKey = (key: string): string => key.replace(PLURAL_SUFFIX, '');

/** The keys of a flattened message file as the code names them. */
export const baseKeys = (messages: Map<string, string>): Set<string> => new Set([...messages.keys()].map(baseKey));
