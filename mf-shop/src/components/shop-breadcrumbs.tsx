import { Link } from 'react-router-dom';
import { localePath, type CategoryLink } from '@shop/shared';
import { useLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import styles from './shop-breadcrumbs.module.css';

/**
 * Home › category ancestors › the current page (not a link, marked as the current page). A plain ordered list
 * rather than antd's Breadcrumb, which brought its dropdown menus (rc-menu) onto every page for items this trail
 * never has.
 */
export function ShopBreadcrumbs({ ancestors, current }: { ancestors: CategoryLink[]; current: string }) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to={localePath('index', lang)}>{t('breadcrumbs.home')}</Link>
        </li>
        {ancestors.map((ancestor) => (
          <li key={ancestor.uuid}>
            <Link to={localePath('category', lang, { slug: ancestor.slug })}>{ancestor.name}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
