import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundPage, useDocumentTitle } from '@shop/shared/react';

/**
 * Spec section 8: a catalogue page whose record does not exist is a 404 with a line naming the address (translated, decision 0100): the same
 * page as the shell's and the shop's 404 (NotFoundPage).
 */
export function NotFound() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return <NotFoundPage fullPath={`${pathname}${search}`} />;
}
