import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab title of a catalogue page: `{page} | {catalogue}`; null leaves it as it is (while loading). */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation('catalog');
  const section = t('header.title');
  useEffect(() => {
    if (title) document.title = title === section ? title : `${title} | ${section}`;
  }, [title, section]);
}
