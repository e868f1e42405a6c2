import { Link, useLocation, useNavigation, useParams } from 'react-router-dom';
import { localePath } from '@shop/shared';
import { EmptyState, ErrorState, NotFoundPage, PageLinks, useCanonicalSlug, useDocumentTitle, usePageLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../../../components/product-grid.tsx';
import { ShopBreadcrumbs } from '../../../components/shop-breadcrumbs.tsx';
import styles from '../../../components/page.module.css';
import { scrollToPageTop } from '../../../lib/scroll-to-page-top.ts';
import { toParagraphs } from '../../../lib/paragraphs.ts';
import { useCategory } from '../api/get-category.ts';
import { CategoryListingForm } from './category-listing-form.tsx';
import categoryStyles from './category-page.module.css';

/** A product category: breadcrumbs, description, child categories and a paginated product grid. */
export function CategoryPage() {
  const { t } = useTranslation('shop');
  const lang = usePageLang();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { data, error, refetch } = useCategory();
  // While another page, sort or filter of this category loads (the router keeps this one on screen), the list says so.
  const updating = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const filtered =
    data !== undefined &&
    (data.filters.finishes.some((finish) => finish.selected) ||
      [data.filters.price, data.filters.width, data.filters.height].some((range) => range.selected_min !== null || range.selected_max !== null));
  useCanonicalSlug('category', slug, data?.slug);
  useDocumentTitle(data?.name ?? (error?.status === 404 ? null : t('category.title')));

  if (error?.status === 404) return <NotFoundPage />;

  if (!data) {
    return (
      <div className={styles.page}>
        <h1>{t('category.title')}</h1>
        {error ? <ErrorState title={t('state.loadFailed')} error={error} namespace="shop" onRetry={refetch} /> : null}
      </div>
    );
  }

  const heading = (
    <h2 id="products-heading">
      {t('category.products')} <span className={categoryStyles.count}>({data.products_meta.total})</span>
    </h2>
  );
  return (
    <div className={styles.page}>
      <ShopBreadcrumbs ancestors={data.breadcrumbs} current={data.name} />
      <h1>{data.name}</h1>
      {toParagraphs(data.description).map((paragraph, i) => (
        <p key={i} className={styles.lead}>
          {paragraph}
        </p>
      ))}
      {data.children.length > 0 ? (
        <nav className={categoryStyles.children} aria-labelledby="subcategories-heading">
          <h2 id="subcategories-heading">{t('category.subcategories')}</h2>
          <ul>
            {data.children.map((child) => (
              <li key={child.uuid}>
                <Link to={localePath('category', lang, { slug: child.slug })}>
                  <img src={child.thumb_url} alt="" width={48} height={48} loading="lazy" decoding="async" />
                  <span>{child.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section className={styles.section} aria-labelledby="products-heading" aria-busy={updating}>
        {data.products.length > 0 || filtered ? <CategoryListingForm filters={data.filters} total={data.products_meta.total} heading={heading} /> : heading}
        <p className="visually-hidden" role="status">
          {updating ? t('category.listing.updating') : ''}
        </p>
        {data.products.length === 0 ? (
          <EmptyState description={filtered ? t('category.listing.noMatch') : t('category.empty')} />
        ) : (
          <div className={updating ? categoryStyles.updating : undefined}>
            <ProductGrid products={data.products} label={t('category.productsOf', { name: data.name })} />
          </div>
        )}
        <PageLinks current={data.products_meta.current_page} last={data.products_meta.last_page} onNavigated={scrollToPageTop} />
      </section>
    </div>
  );
}
