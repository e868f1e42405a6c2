import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice, isLang, localeTag, type AuditEntry } from '@shop/shared';
import { usePageLang } from '@shop/shared/react';
import { centsToEuros } from './money.ts';

type Params = Record<string, string | number>;

/** The settings screen's headings of the sections the server names. */
const SETTINGS_SECTIONS: Record<string, string> = {
  company: 'settings.company',
  group_companies: 'settings.groupCompanies',
  public_keys: 'settings.publicKeys',
  mail_recipients: 'settings.mail',
};
/** Params that hold a code, with the key of the code's label (the admin's existing labels). */
const LABEL_KEYS: Record<string, (code: string) => string | undefined> = {
  role: (code) => `roles.${code}`,
  fromRole: (code) => `roles.${code}`,
  toRole: (code) => `roles.${code}`,
  fromStatus: (code) => `admin-orders:status.${code}`,
  toStatus: (code) => `admin-orders:status.${code}`,
  postKind: (code) => `posts.kinds.${code}`,
  documentKind: (code) => `protocols.kinds.${code}`,
  moduleType: (code) => `modules.types.${code}`,
  moduleTypes: (code) => `modules.types.${code}`,
  sections: (code) => SETTINGS_SECTIONS[code],
};
/** Of those, the params that hold a comma-separated list of codes. */
const LISTS = new Set(['moduleTypes', 'sections']);
const MONEY = new Set(['price', 'fromPrice', 'toPrice']);
const PERCENT = new Set(['fromVat', 'toVat']);

const codesOf = (value: string | number) =>
  String(value)
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

/**
 * An audit entry in the admin's language (decision 0050): `auditMessages.<code>` with its params worded (labels
 * for codes, money in the page language), plus `auditMessages.changes.<code>` joined with "; ". An entry recorded
 * before codes, or naming a code this admin does not know, shows the server's English summary.
 */
export function useAuditSummary(): (entry: AuditEntry) => string {
  const { t, i18n } = useTranslation('admin');
  const lang = usePageLang();
  // A site language a change was made in (the search synonyms of a language), named in the admin's language.
  const languageNames = useMemo(() => new Intl.DisplayNames([localeTag(lang)], { type: 'language' }), [lang]);
  return useCallback(
    (entry: AuditEntry) => {
      const { message } = entry;
      if (!message) return entry.summary;
      const keys = [`auditMessages.${message.code}`, ...message.changes.map((c) => `auditMessages.changes.${c.code}`)];
      if (!keys.every((key) => i18n.exists(`admin:${key}`))) return entry.summary;

      const label = (name: string, code: string) => {
        const key = LABEL_KEYS[name]?.(code);
        return key ? t(key, { defaultValue: code }) : code;
      };
      const worded = (params: Params) =>
        Object.fromEntries(
          Object.entries(params).map(([name, value]) => {
            if (LABEL_KEYS[name]) return [name, (LISTS.has(name) ? codesOf(value) : [String(value)]).map((code) => label(name, code)).join(', ')];
            if (MONEY.has(name) && typeof value === 'number') return [name, formatPrice(centsToEuros(value), lang)];
            if (PERCENT.has(name) && typeof value === 'number') return [name, formatNumber(value, lang, 2)];
            if (name === 'lang' && isLang(value)) return [name, languageNames.of(value) ?? value];
            if (name === 'ids') return [name, codesOf(value).map((id) => `#${id}`).join(', ')];
            return [name, value];
          }),
        );

      const sentence = t(`auditMessages.${message.code}`, worded(message.params));
      if (message.changes.length === 0) return sentence;
      const changes = message.changes.map((c) => t(`auditMessages.changes.${c.code}`, worded(c.params))).join('; ');
      return t('audit.withChanges', { summary: sentence, changes });
    },
    [t, i18n, lang, languageNames],
  );
}
