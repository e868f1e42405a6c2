import { useTranslation } from 'react-i18next';
import { localePath, type CategoryLink } from '@shop/shared';
import { Breadcrumbs, usePageLang } from '@shop/shared/react';

/** Catalogue > ancestor categories > current page; the categories lead to their catalogue pages. */
export function CatalogBreadcrumbs({ categories, current }: { categories: readonly CategoryLink[]; current: string }) {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  const trail = [
    { key: 'catalogue', to: localePath('katalog', lang), name: t('header.title') },
    ...categories.map((c) => ({ key: c.uuid, to: localePath('katalog-kategoria', lang, { slug: c.slug }), name: c.name })),
  ];
  return <Breadcrumbs className="catalog-breadcrumbs" trail={trail} current={current} />;
}
