import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePath } from '@shop/shared';
import { usePageLang } from '../lib/use-page-lang.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Spec section 8: a catalogue page whose record does not exist is a 404 with "Page Not Found: {fullPath}". */
export function NotFound() {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  const { pathname, search } = useLocation();
  const heading = t('notFound.title');
  useDocumentTitle(heading);
  return (
    <div className="catalog-not-found" data-status="404">
      <h1>{heading}</h1>
      <p className="catalog-not-found__message">{`Page Not Found: ${pathname}${search}`}</p>
      <p>{t('notFound.hint')}</p>
      <p className="catalog-not-found__links">
        <Link to={localePath('katalog', lang)}>{t('notFound.catalogue')}</Link>
        <Link to={localePath('katalog-produkty', lang)}>{t('notFound.products')}</Link>
      </p>
    </div>
  );
}
