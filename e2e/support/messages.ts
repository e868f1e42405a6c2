import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Messages = Record<string, unknown>;

/** Where each set of texts lives: a remote's, `shared` (the `common` texts), and a feature's with texts of its own. */
const LOCALES = {
  'mf-header': ['mf-header', 'src', 'locales'],
  'mf-shop': ['mf-shop', 'src', 'locales'],
  'mf-cart': ['mf-cart', 'src', 'locales'],
  'mf-catalog': ['mf-catalog', 'src', 'locales'],
  'mf-admin': ['mf-admin', 'src', 'locales'],
  'mf-admin/orders': ['mf-admin', 'src', 'features', 'orders', 'locales'],
  shared: ['shared', 'src', 'i18n', 'locales'],
} as const;

/**
 * A remote's messages in one language (or `shared`: the `common` texts every remote uses), so journeys find controls
 * by the texts users see without copying them.
 */
export function messages(remote: keyof typeof LOCALES, lang: string): (key: string, values?: Record<string, string>) => string {
  const locales = LOCALES[remote];
  const file = resolve(import.meta.dirname, '..', '..', ...locales, `${lang}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  return (key, values = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], data);
    if (typeof text !== 'string') throw new Error(`${remote}/${lang}.json has no text at "${key}"`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
  };
}
