import { useCallback, useSyncExternalStore } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, isLang, type Lang } from '@shop/shared';

/**
 * The language of the page, the one way a component reads it (decision 0116): the URL's prefix, which links,
 * formats and slugs must stay in (spec section 3), else, in a slot outside the page's routes (header, footer), the
 * language the i18n instance is in. It follows a navigation (the router's params) and a language switch (the
 * instance's `languageChanged`), and in a server render reads the static router's URL and the page's i18n clone.
 */
export function usePageLang(): Lang {
  const { lang } = useParams();
  const inUse = useApiLanguage();
  return isLang(lang) ? lang : inUse;
}

/**
 * The language the shared API client sends as the Localization header: not the page's language to show, but the
 * key of data that depends on it. It changes once the shell (or a route's loader) has switched the site language,
 * so data reloads in the new one, never with the previous one, while the page on screen keeps its address's.
 */
export function useApiLanguage(): Lang {
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
  const language = useSyncExternalStore(subscribe, () => i18n.language, () => i18n.language);
  return isLang(language) ? language : DEFAULT_LANG;
}
