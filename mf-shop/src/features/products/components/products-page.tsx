import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localePath, type MenuCategory } from '@shop/shared';
import { EmptyState, ErrorState, useDocumentTitle, useLoaded, usePageLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import { CategoryCard, CategoryList } from '../../../components/category-card.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import styles from '../../../components/page.module.css';

/** Products overview: every top category with its child categories. */
export function ProductsPage() {
  const { t } = useTranslation('shop');
  const lang = usePageLang();
  const { data, error, loading, refetch } = useLoaded<MenuCategory[]>('menu');
  useDocumentTitle(t('products.title'));

  let content: ReactNode;
  if (loading) content = <LoadingState rows={8} />;
  else if (error) content = <ErrorState title={t('state.loadFailed')} error={error} namespace="shop" onRetry={refetch} />;
  else if (!data || data.length === 0)
    content = (
      <EmptyState description={t('products.empty')}>
        <Link to={localePath('custom-production', lang)}>{t('products.customCta')}</Link>
      </EmptyState>
    );
  else
    content = (
      <CategoryList wide label={t('products.listLabel')}>
        {data.map((category) => (
          <li key={category.uuid}>
            <CategoryCard
              slug={category.slug}
              name={category.name}
              thumbUrl={category.thumb_url}
              headingLevel={2}
              subcategories={category.children}
              subcategoriesLabel={t('products.childrenOf', { name: category.name })}
            />
          </li>
        ))}
      </CategoryList>
    );

  return (
    <div className={styles.page}>
      <h1>{t('products.title')}</h1>
      <p className={styles.lead}>{t('products.intro')}</p>
      {content}
    </div>
  );
}
