import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePath, type CategoryDetail } from '@shop/shared';
import { CatalogBreadcrumbs } from '../../../components/catalog-breadcrumbs.tsx';
import { ProductTiles } from '../../../components/product-tiles.tsx';
import { CategoryTile } from '../../../components/tiles.tsx';
import { toParagraphs } from '../../../lib/list-params.ts';
import { EmptyState, ErrorState, NotFoundPage, PageLinks, useCanonicalSlug, useDocumentTitle, useLoaded, usePageLang } from '@shop/shared/react';
import { scrollToHeading } from '../../../lib/scroll-to-heading.ts';

/** Size of the child categories' thumbnails (120 by 120 at density 2). */
const CHILD_IMAGE_SIZE = 240;

/** /{lang}/katalog/kategoria/{slug}: a category with its child categories and a paginated grid of its products. */
export function CategoryPage() {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  const { slug = '' } = useParams();
  // From the route's loader (app/routes.tsx): the category and one page of its products.
  const category = useLoaded<CategoryDetail>('category');
  const data = category.data;
  useDocumentTitle(data?.name ?? (category.status === 'error' && category.error.status !== 404 ? t('category.title') : null));

  useCanonicalSlug('katalog-kategoria', slug, data?.slug);

  if (category.status === 'error' && category.error.status === 404) return <NotFoundPage />;
  if (category.status === 'error') {
    return (
      <>
        <h1>{t('category.title')}</h1>
        <ErrorState title={t('category.error')} error={category.error} namespace="catalog" className="catalog-error" onRetry={category.refetch} />
      </>
    );
  }
  if (category.status !== 'success') return null;

  const detail = category.data;
  return (
    <>
      <CatalogBreadcrumbs categories={detail.breadcrumbs} current={detail.name} />
      <h1>{detail.name}</h1>
      {toParagraphs(detail.description).map((paragraph, i) => (
        <p key={i} className="catalog-intro">
          {paragraph}
        </p>
      ))}
      {detail.children.length > 0 && (
        <section aria-labelledby="catalog-subcategories-heading" className="catalog-section">
          <h2 id="catalog-subcategories-heading">{t('category.subcategories')}</h2>
          <ul className="catalog-tiles catalog-tiles--small">
            {detail.children.map((child) => (
              <CategoryTile key={child.uuid} to={localePath('katalog-kategoria', lang, { slug: child.slug })} name={child.name} thumbUrl={child.thumb_url} imageSize={CHILD_IMAGE_SIZE} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="catalog-category-products-heading" className="catalog-section">
        <h2 id="catalog-category-products-heading">
          {t('category.products')} <span className="catalog-count">({detail.products_meta.total})</span>
        </h2>
        {detail.products.length === 0 ? (
          <EmptyState description={detail.products_meta.total === 0 ? t('category.empty') : t('products.pageEmpty')}>
            {detail.products_meta.total > 0 && (
              <Link to={localePath('katalog-kategoria', lang, { slug: detail.slug })}>{t('products.firstPage')}</Link>
            )}
          </EmptyState>
        ) : (
          <ProductTiles products={detail.products} label={t('category.productsOf', { name: detail.name })} />
        )}
        <PageLinks current={detail.products_meta.current_page} last={detail.products_meta.last_page} onNavigated={scrollToHeading} />
      </section>
      <p className="catalog-more-links">
        <Link to={`${localePath('katalog-produkty', lang)}?category=${encodeURIComponent(detail.slug)}`}>{t('category.filter')}</Link>
        <Link to={localePath('category', lang, { slug: detail.slug })}>{t('category.inShop')}</Link>
      </p>
    </>
  );
}
