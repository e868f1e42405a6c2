import { useTranslation } from 'react-i18next';
import { CategoryTiles } from '../../features/categories/components/category-tiles.tsx';
import { useDocumentTitle } from '@shop/shared/react';

/** /{lang}/katalog: the catalogue's landing page with its categories. */
export function LandingPage() {
  const { t } = useTranslation('catalog');
  useDocumentTitle(t('landing.title'));
  return (
    <>
      <h1>{t('landing.title')}</h1>
      <p className="catalog-intro">{t('landing.intro')}</p>
      <section aria-labelledby="catalog-categories-heading">
        <h2 id="catalog-categories-heading">{t('landing.categories')}</h2>
        <CategoryTiles />
      </section>
    </>
  );
}
