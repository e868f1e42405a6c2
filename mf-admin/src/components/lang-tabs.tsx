import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'antd';
import { LANGUAGES, type Lang } from '@shop/shared';

/**
 * The translations of a record, one tab per site language. Every tab is rendered (forceRender), so the form
 * validates all five languages, not only the tabs that were opened.
 */
export function LangTabs({ active, onChange, render, errorLangs = [] }: { active: Lang; onChange: (lang: Lang) => void; render: (lang: Lang) => ReactNode; errorLangs?: readonly Lang[] }) {
  const { t } = useTranslation('admin');
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onChange(key as Lang)}
      items={LANGUAGES.map((l) => ({
        key: l.code,
        forceRender: true,
        label: (
          <span lang={l.code} className={errorLangs.includes(l.code) ? 'admin-tab--error' : undefined}>
            {l.title}
            {errorLangs.includes(l.code) && <span className="admin-visually-hidden"> ({t('common.hasErrors')})</span>}
          </span>
        ),
        children: render(l.code),
      }))}
    />
  );
}

/** The languages of failed translation fields such as ['translations', 'en', 'name']. */
export function langsOfErrors(fields: ReadonlyArray<{ name: ReadonlyArray<string | number>; errors: readonly string[] }>): Lang[] {
  const langs = new Set<Lang>();
  for (const f of fields) {
    if (f.errors.length === 0 || f.name[0] !== 'translations') continue;
    const lang = f.name[1];
    if (LANGUAGES.some((l) => l.code === lang)) langs.add(lang as Lang);
  }
  return LANGUAGES.map((l) => l.code).filter((c) => langs.has(c));
}
