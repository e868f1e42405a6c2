import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import { localePath, type CategoryLink } from '@shop/shared';
import { useLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';

/** Home › category ancestors › the current page (not a link, marked as the current page). */
export function ShopBreadcrumbs({ ancestors, current }: { ancestors: CategoryLink[]; current: string }) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const items = [
    { key: 'home', title: <Link to={localePath('index', lang)}>{t('breadcrumbs.home')}</Link> },
    ...ancestors.map((a) => ({ key: a.uuid, title: <Link to={localePath('category', lang, { slug: a.slug })}>{a.name}</Link> })),
    { key: 'current', title: <span aria-current="page">{current}</span> },
  ];
  return <Breadcrumb aria-label={t('breadcrumbs.label')} items={items} />;
}
