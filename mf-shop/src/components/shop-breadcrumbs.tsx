import { localePath, type CategoryLink } from '@shop/shared';
import { Breadcrumbs, usePageLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import styles from './shop-breadcrumbs.module.css';

/** Home › category ancestors › the current page. */
export function ShopBreadcrumbs({ ancestors, current }: { ancestors: CategoryLink[]; current: string }) {
  const { t } = useTranslation('shop');
  const lang = usePageLang();
  const trail = [
    { key: 'home', to: localePath('index', lang), name: t('breadcrumbs.home') },
    ...ancestors.map((a) => ({ key: a.uuid, to: localePath('category', lang, { slug: a.slug }), name: a.name })),
  ];
  return <Breadcrumbs className={styles.breadcrumbs} trail={trail} current={current} />;
}
