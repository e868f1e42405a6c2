import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to `{page title} | {site name}`; null leaves the title as it is (e.g. while loading). */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation('shop');
  const siteName = t('siteName');
  useEffect(() => {
    if (title) document.title = `${title} | ${siteName}`;
  }, [title, siteName]);
}
