import { useParams } from 'react-router-dom';
import { isLang, type Lang } from '@shop/shared';
import { useLang } from '@shop/shared/react';

/** The language of the page: its URL prefix (links must stay in it), else the language i18n is in. */
export function usePageLang(): Lang {
  const { lang } = useParams();
  const i18nLang = useLang();
  return isLang(lang) ? lang : i18nLang;
}
