import { useTranslation } from 'react-i18next';
import { isLang, DEFAULT_LANG, type Lang } from '@shop/shared';

/** The language in use; components re-render when it changes. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return isLang(lang) ? lang : DEFAULT_LANG;
}
