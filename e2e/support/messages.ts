import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RemoteName } from '@shop/shared/remotes';

type Messages = Record<string, unknown>;

/**
 * Where each set of texts lives: a remote's in its own `src/locales`; besides those, `shared` (the `common` texts) and
 * a feature's with texts of its own.
 */
const OTHER_LOCALES = {
  'mf-admin/orders': ['mf-admin', 'src', 'features', 'orders', 'locales'],
  shared: ['shared', 'src', 'i18n', 'locales'],
} as const;
type TextSet = RemoteName | keyof typeof OTHER_LOCALES;

const localesOf = (set: TextSet): readonly string[] => (set in OTHER_LOCALES ? OTHER_LOCALES[set as keyof typeof OTHER_LOCALES] : [set, 'src', 'locales']);

/**
 * A remote's messages in one language (or `shared`: the `common` texts every remote uses), so journeys find controls
 * by the texts users see without copying them.
 */
export function messages(remote: TextSet, lang: string): (key: string, values?: Record<string, string>) => string {
  const file = resolve(import.meta.dirname, '..', '..', ...localesOf(remote), `${lang}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  return (key, values = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], data);
    if (typeof text !== 'string') throw new Error(`${remote}/${lang}.json has no text at "${key}"`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
  };
}
