import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePath, type CategoryLink } from '@shop/shared';
import { usePageLang } from '../lib/use-page-lang.ts';

/** Catalogue > ancestor categories > current page; the categories lead to their catalogue pages. */
export function CatalogBreadcrumbs({ categories, current }: { categories: readonly CategoryLink[]; current: string }) {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  return (
    <nav aria-label={t('breadcrumbs')} className="catalog-breadcrumbs">
      <ol>
        <li>
          <Link to={localePath('katalog', lang)}>{t('header.title')}</Link>
        </li>
        {categories.map((category) => (
          <li key={category.uuid}>
            <Link to={localePath('katalog-kategoria', lang, { slug: category.slug })}>{category.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
