// Every text a person sees exists in all five languages: each frontend's message files have the same keys in each
// language, and every key the code asks for by name is in its namespace. (A missing key shows as its raw name:
// "info.backToProducts" on the search page's empty state went unseen until this test.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../languages.ts';
import { AUDIT_ACTIONS } from '../contracts/admin.ts';
import { baseKey, baseKeys, flattenMessages, PLURAL_SUFFIX, type Messages } from './catalogue-keys.ts';

const workspace = join(import.meta.dirname, '../../..');

/** Each namespace and the folder of its `{lang}.json` files. */
const BUNDLES: Record<string, string> = {
  common: 'shared/src/i18n/locales',
  shell: 'shell/src/locales',
  header: 'mf-header/src/locales',
  shop: 'mf-shop/src/locales',
  cart: 'mf-cart/src/locales',
  catalog: 'mf-catalog/src/locales',
  admin: 'mf-admin/src/locales',
  'admin-orders': 'mf-admin/src/features/orders/locales',
};
/** The frontends' source folders, with the namespaces a key without a prefix may belong to (and 'common'). */
const SOURCES: Record<string, string[]> = {
  'shared/src': [],
  'shell/src': ['shell'],
  'mf-header/src': ['header'],
  'mf-shop/src': ['shop'],
  'mf-cart/src': ['cart'],
  'mf-catalog/src': ['catalog'],
  'mf-admin/src': ['admin', 'admin-orders'],
};

const messagesOf = (ns: string, lang: string) => flattenMessages(JSON.parse(readFileSync(join(workspace, BUNDLES[ns]!, `${lang}.json`), 'utf8')) as Messages);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(workspace, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(workspace, dir, file));
}

describe('the messages of every frontend', () => {
  it.each(Object.keys(BUNDLES))('%s: has the same keys in all five languages, none of them empty', (ns) => {
    const sk = messagesOf(ns, 'sk');
    for (const lang of LANG_CODES) {
      const messages = messagesOf(ns, lang);
      expect([...baseKeys(messages)].sort(), `${ns} ${lang}`).toEqual([...baseKeys(sk)].sort());
      expect([...messages].filter(([, text]) => text.trim() === '').map(([key]) => key), `${ns} ${lang}: empty texts`).toEqual([]);
    }
  });

  it('has every key the code asks for by name', () => {
    const known = Object.fromEntries(Object.keys(BUNDLES).map((ns) => [ns, baseKeys(messagesOf(ns, 'sk'))]));
    const missing: string[] = [];
    for (const [dir, own] of Object.entries(SOURCES)) {
      for (const file of sourceFiles(dir)) {
        const text = readFileSync(file, 'utf8');
        // The namespaces this file names (useTranslation('shop')), else its frontend's; 'common' is the default.
        const named = [...text.matchAll(/useTranslation\(\s*'([\w-]+)'/g)].map((m) => m[1]!);
        const namespaces = [...(named.length > 0 ? named : own), 'common'];
        // t('key'), i18n.t('ns:key'), <Trans i18nKey="key">: keys written out whole (not built from parts).
        for (const m of text.matchAll(/(?:\bt\(\s*|i18nKey=\{?)['"]([\w.:-]+)['"]/g)) {
          const [ns, key] = m[1]!.includes(':') ? m[1]!.split(':') : [null, m[1]!];
          const where = ns ? [ns] : namespaces;
          if (!where.some((candidate) => known[candidate]?.has(key!))) missing.push(`${relative(workspace, file)}: ${m[1]} (in ${where.join(', ')})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('words every action of the audit log in every language (the Russian log showed the key "preview")', () => {
    for (const lang of LANG_CODES) {
      const admin = messagesOf('admin', lang);
      expect(AUDIT_ACTIONS.filter((action) => !admin.get(`audit.actions.${action}`)?.trim()), lang).toEqual([]);
    }
  });

  it('has every plural form each language needs (Intl.PluralRules) for every plural key, in every catalogue', () => {
    const gaps: string[] = [];
    for (const ns of Object.keys(BUNDLES)) {
      const catalogues = Object.fromEntries(LANG_CODES.map((lang) => [lang, messagesOf(ns, lang)]));
      // A key is plural when any language writes it with a plural suffix: then each language needs all its forms.
      const plural = new Set(Object.values(catalogues).flatMap((messages) => [...messages.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey)));
      for (const lang of LANG_CODES) {
        const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const key of plural) {
          const missing = forms.filter((form) => !catalogues[lang]!.has(`${key}_${form}`));
          const extra = [...catalogues[lang]!.keys()].filter((k) => k.startsWith(`${key}_`) && PLURAL_SUFFIX.test(k) && !forms.includes(k.slice(key.length + 1) as Intl.LDMLPluralRule));
          if (missing.length > 0 || catalogues[lang]!.has(key)) gaps.push(`${ns} ${lang} ${key}: missing ${missing.join(', ') || 'none'}${catalogues[lang]!.has(key) ? ', has a form without suffix' : ''}`);
          if (extra.length > 0) gaps.push(`${ns} ${lang} ${key}: forms the language does not use: ${extra.join(', ')}`);
        }
      }
    }
    expect(gaps).toEqual([]);
  });
});
