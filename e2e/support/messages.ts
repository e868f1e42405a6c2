import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Messages = Record<string, unknown>;

/**
 * A remote's messages in one language (or `shared`: the `common` texts every remote uses), so journeys find controls
 * by the texts users see without copying them.
 */
export function messages(remote: 'mf-header' | 'mf-shop' | 'mf-cart' | 'mf-catalog' | 'mf-admin' | 'shared', lang: string): (key: string, values?: Record<string, string>) => string {
  const locales = remote === 'shared' ? ['shared', 'src', 'i18n', 'locales'] : [remote, 'src', 'locales'];
  const file = resolve(import.meta.dirname, '..', '..', ...locales, `${lang}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  return (key, values = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], data);
    if (typeof text !== 'string') throw new Error(`${remote}/${lang}.json has no text at "${key}"`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
  };
}
