import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { CategoryTiles } from '../../features/categories/components/category-tiles.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /{lang}/katalog: the catalogue's landing page with its categories. */
export function LandingPage() {
  const { t } = useTranslation('catalog');
  useDocumentTitle(t('landing.title'));
  return (
    <>
      <Typography.Title level={1}>{t('landing.title')}</Typography.Title>
      <Typography.Paragraph className="catalog-intro">{t('landing.intro')}</Typography.Paragraph>
      <section aria-labelledby="catalog-categories-heading">
        <Typography.Title level={2} id="catalog-categories-heading">
          {t('landing.categories')}
        </Typography.Title>
        <CategoryTiles />
      </section>
    </>
  );
}
