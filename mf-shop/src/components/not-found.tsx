import { useLocation } from 'react-router-dom';
import { NotFoundPage, useDocumentTitle } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';

/**
 * Spec section 8: a page whose record does not exist (an unknown product, category, article) is a 404 with
 * a line naming the address (translated, decision 0100): the same page as the shell's 404 (NotFoundPage), titled as the server titles it.
 */
export function NotFound() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return <NotFoundPage fullPath={`${pathname}${search}`} />;
}
