import { useCallback, useSyncExternalStore } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isLang, type Lang } from '@shop/shared';
import { useLang } from './use-lang.ts';

/** The language of the page: its URL prefix (links must stay in it), else the language i18n is in (a prefix-less mount). */
export function usePageLang(): Lang {
  const { lang } = useParams();
  const i18nLang = useLang();
  return isLang(lang) ? lang : i18nLang;
}

/**
 * The language the shared API client sends as the Localization header. Data that depends on the language reloads
 * when this changes, i.e. once the shell has switched the site language, never with the previous one.
 */
export function useApiLanguage(): string {
  // The provider's instance: the page-wide one in the browser (whose language the API client sends), the page's
  // clone in a server render.
  const { i18n } = useTranslation();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  return useSyncExternalStore(subscribe, () => i18n.language, () => i18n.language);
}
