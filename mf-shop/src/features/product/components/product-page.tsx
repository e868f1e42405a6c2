import { formatPrice } from '@shop/shared';
import { useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorState, NotFoundPage, QuantityInput, type QuantityInputProps, useCanonicalSlug, useDocumentTitle, useHydrated, usePageLang } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import { AddToCartButton } from '../../../components/add-to-cart-button.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { ShopBreadcrumbs } from '../../../components/shop-breadcrumbs.tsx';
import pageStyles from '../../../components/page.module.css';
import { MAX_QUANTITY, normaliseQuantity } from '../../../lib/quantity.ts';
import { toParagraphs } from '../../../lib/paragraphs.ts';
import { useProduct } from '../api/get-product.ts';
import { useRelatedProducts } from '../api/get-related-products.ts';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { VariantChoosers } from './variant-choosers.tsx';
import styles from './product-page.module.css';

/** Other products of the same category; nothing when there are none (or the call fails: it is an extra). */
function RelatedProducts({ categorySlug }: { categorySlug: string | null }) {
  const { t } = useTranslation('shop');
  const { data, loading } = useRelatedProducts();
  if (!categorySlug || (!loading && (!data || data.length === 0))) return null;
  return (
    <section className={pageStyles.section} aria-labelledby="related-heading">
      <h2 id="related-heading">{t('product.related')}</h2>
      {loading || !data ? <ProductGridSkeleton count={4} /> : <ProductGrid products={data} label={t('product.related')} eagerCount={0} />}
    </section>
  );
}

/**
 * The quantity field, enabled once the page is live: a quantity typed into the server's HTML would not reach the
 * page's state. Its own component, so the re-render that follows hydration (useHydrated turns true in a synchronous,
 * uninterruptible render) is this field's alone, not the whole product page's in one long task.
 */
function LiveQuantityInput(props: Omit<QuantityInputProps, 'disabled'>) {
  const live = useHydrated();
  return <QuantityInput {...props} disabled={!live} />;
}

/**
 * One product: gallery, prices, description, parameters, a quantity with an add-to-cart button and related
 * products. `notFound` replaces the not-found view (the generic slug route then looks for a content page).
 */
export function ProductPage({ notFound }: { notFound?: ReactNode } = {}) {
  const { t } = useTranslation('shop');
  const lang = usePageLang();
  const { slug = '' } = useParams();
  const { data, error, loading, refetch } = useProduct();
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();
  const nameId = useId();
  useCanonicalSlug('slug', slug, data?.slug);
  useDocumentTitle(data?.name ?? (error && error.status !== 404 ? t('product.title') : null));

  if (error?.status === 404) return notFound ?? <NotFoundPage />;
  if (error) {
    return (
      <div className={pageStyles.page}>
        <h1>{t('product.title')}</h1>
        <ErrorState title={t('state.loadFailed')} error={error} namespace="shop" onRetry={refetch} />
      </div>
    );
  }
  if (loading || !data) {
    return (
      <div className={pageStyles.page}>
        <LoadingState rows={10} />
      </div>
    );
  }

  const paragraphs = toParagraphs(data.description);
  return (
    <div className={pageStyles.page}>
      <ShopBreadcrumbs ancestors={data.breadcrumbs} current={data.name} />
      <h1 id={nameId}>{data.name}</h1>
      <div className={styles.layout}>
        <ProductGallery images={data.images} name={data.name} />
        <div className={styles.buyBox}>
          <p className={styles.short}>{data.short_description}</p>
          {data.variants ? <VariantChoosers variants={data.variants} /> : null}
          <p>
            <span className={styles.priceMain}>
              {formatPrice(data.price.with_vat, lang)} {t('common:price.withVat')}
            </span>
            <span className={styles.priceOther}>
              {formatPrice(data.price.without_vat, lang)} {t('common:price.withoutVat')}
            </span>
            <span className={styles.priceOther}>{t('product.vatRate', { rate: data.price.vat_rate })}</span>
          </p>
          <div className={styles.buyRow}>
            <div className={styles.quantity}>
              <label htmlFor={quantityId}>{t('product.quantity')}</label>
              <LiveQuantityInput
                id={quantityId}
                min={1}
                max={MAX_QUANTITY}
                value={quantity}
                onChange={(value) => setQuantity(normaliseQuantity(value))}
                size="large"
              />
            </div>
            <AddToCartButton uuid={data.uuid} name={data.name} quantity={quantity} describedBy={nameId} size="large" />
          </div>
        </div>
      </div>
      {paragraphs.length > 0 ? (
        <section className={`${pageStyles.section} ${styles.description}`} aria-labelledby="description-heading">
          <h2 id="description-heading">{t('product.description')}</h2>
          {paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      ) : null}
      {data.parameters.length > 0 ? (
        <section className={pageStyles.section} aria-labelledby="parameters-heading">
          <h2 id="parameters-heading">{t('product.parameters')}</h2>
          <table className={styles.parameters}>
            <tbody>
              {data.parameters.map((parameter) => (
                <tr key={parameter.name}>
                  <th scope="row">{parameter.name}</th>
                  <td>{parameter.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <RelatedProducts categorySlug={data.category?.slug ?? null} />
    </div>
  );
}
