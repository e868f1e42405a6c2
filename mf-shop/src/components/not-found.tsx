import { Link, useLocation } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { useLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './page.module.css';

/** Spec section 8: a route whose validity rule fails shows a 404 page with "Page Not Found: {fullPath}". */
export function NotFound() {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const { pathname, search } = useLocation();
  const heading = t('notFound.title');
  useDocumentTitle(heading);
  return (
    <div className={styles.page}>
      <h1>{heading}</h1>
      <p className={styles.lead}>{`Page Not Found: ${pathname}${search}`}</p>
      <p>
        <Link to={localePath('index', lang)}>{t('notFound.home')}</Link>
        {' · '}
        <Link to={localePath('products', lang)}>{t('notFound.products')}</Link>
      </p>
    </div>
  );
}
