import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, type FormInstance } from 'antd';
import { isLang, LANG_CODES, LANGUAGES, type Lang } from '@shop/shared';

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
            {errorLangs.includes(l.code) && <span className="visually-hidden"> ({t('common.hasErrors')})</span>}
          </span>
        ),
        children: render(l.code),
      }))}
    />
  );
}

type FieldErrors = ReadonlyArray<{ name: ReadonlyArray<string | number>; errors: readonly string[] }>;

/** The languages of failed per-language fields, named [group, lang, …]: ['translations', 'en', 'name'], ['title', 'hu']. */
export function langsOfErrors(fields: FieldErrors): Lang[] {
  const langs = new Set<Lang>();
  for (const f of fields) {
    const lang = f.name[1];
    if (f.errors.length > 0 && isLang(lang)) langs.add(lang);
  }
  return LANG_CODES.filter((code) => langs.has(code));
}

/**
 * The language tabs of a form with per-language fields: the open tab and the languages whose fields have errors
 * (marked on their tabs). A failed submit, or fields the server refused, open the first such tab when the open one
 * has none; fixing a field clears its mark.
 */
export function useLangTabs(form: FormInstance, initial: Lang = 'sk') {
  const [tab, setTab] = useState<Lang>(initial);
  const [errorLangs, setErrorLangs] = useState<Lang[]>([]);
  // Called on every keystroke: the form re-renders only when the set of languages with errors changes.
  const mark = useCallback((fields: FieldErrors) => {
    const next = langsOfErrors(fields);
    setErrorLangs((prev) => (prev.join() === next.join() ? prev : next));
    return next;
  }, []);
  const reveal = (fields: FieldErrors) => {
    const langs = mark(fields);
    if (langs[0] && !langs.includes(tab)) setTab(langs[0]);
  };
  return {
    /** For <LangTabs {...tabsProps} render={…} />. */
    tabsProps: { active: tab, onChange: setTab, errorLangs },
    /** For the <Form>: marks the tabs on a failed submit and as fields change. */
    formProps: {
      onFinishFailed: ({ errorFields }: { errorFields: FieldErrors }) => reveal(errorFields),
      onFieldsChange: () => void mark(form.getFieldsError()),
    },
    /** After showFieldErrors put the server's answer on the fields. */
    revealFormErrors: () => reveal(form.getFieldsError()),
  };
}
