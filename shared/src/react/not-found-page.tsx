import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePath } from '@shop/shared';
import { ClientLink } from './page-location.tsx';
import { usePageLang } from './use-page-lang.ts';
import { useDocumentTitle } from './use-document-title.ts';
import './not-found-page.css';

/**
 * The not-found page of a remote (a record the API does not know, spec section 8), the same as the shell's error
 * page for 404 (shell/src/error-page): heading, the address asked for in the page's language (decision 0100), the
 * hint and the way home, in the same classes, titled as the server titles it. Its texts are the `common`
 * namespace's copies of the shell's (held equal by a test).
 */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const lang = usePageLang();
  const { pathname, search } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="error-page" data-status="404">
      <h1>{t('notFound.title')}</h1>
      <p className="error-page__message">{t('notFound.address', { path: `${pathname}${search}` })}</p>
      <p>{t('notFound.hint')}</p>
      <ClientLink to={localePath('index', lang)}>{t('notFound.backHome')}</ClientLink>
    </div>
  );
}
