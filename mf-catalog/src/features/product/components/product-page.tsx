import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ShopOutlined, MailOutlined } from '@ant-design/icons';
import { localePath, type ProductDetail } from '@shop/shared';
import { CatalogBreadcrumbs } from '../../../components/catalog-breadcrumbs.tsx';
import { toParagraphs } from '../../../lib/list-params.ts';
import { ErrorState, NotFoundPage, PriceLines, useCanonicalSlug, useDocumentTitle, useLoaded, usePageLang } from '@shop/shared/react';
import { AddToCart } from './add-to-cart.tsx';
import { ProductDocuments } from './product-documents.tsx';
import { ProductGallery } from './product-gallery.tsx';

/** /{lang}/katalog/{slug}: a product with its large gallery, parameters, price, add to cart and the way to the shop. */
export function ProductPage() {
  const { t } = useTranslation('catalog');
  const lang = usePageLang();
  const { slug = '' } = useParams();
  // From the route's loader (app/routes.tsx).
  const product = useLoaded<ProductDetail>('product');
  const data = product.data;
  useDocumentTitle(data?.name ?? (product.status === 'error' && product.error.status !== 404 ? t('product.title') : null));

  useCanonicalSlug('katalog-slug', slug, data?.slug);

  if (product.status === 'error' && product.error.status === 404) return <NotFoundPage />;
  if (product.status === 'error') {
    return (
      <>
        <h1>{t('product.title')}</h1>
        <ErrorState title={t('product.error')} error={product.error} namespace="catalog" className="catalog-error" onRetry={product.refetch} />
      </>
    );
  }
  if (product.status !== 'success') return null;

  const detail = product.data;
  return (
    <>
      <CatalogBreadcrumbs categories={detail.breadcrumbs} current={detail.name} />
      <div className="catalog-product-detail">
        <ProductGallery key={detail.uuid} images={detail.images} name={detail.name} />
        <div className="catalog-product-detail__summary">
          <h1>{detail.name}</h1>
          {detail.short_description && <p className="catalog-intro">{detail.short_description}</p>}
          <PriceLines price={detail.price} className="catalog-price catalog-price--large" />
          <AddToCart key={detail.uuid} uuid={detail.uuid} name={detail.name} />
          <ul className="catalog-product-detail__links">
            <li>
              <Link to={localePath('slug', lang, { slug: detail.slug })}>
                <ShopOutlined aria-hidden /> {t('product.inShop')}
              </Link>
            </li>
            <li>
              <Link to={`${localePath('katalog-kontakt', lang)}?product=${encodeURIComponent(detail.slug)}`}>
                <MailOutlined aria-hidden /> {t('product.ask')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      {detail.parameters.length > 0 && (
        <section aria-labelledby="catalog-parameters-heading" className="catalog-section">
          <h2 id="catalog-parameters-heading">{t('product.parameters')}</h2>
          <table className="catalog-parameters">
            <tbody>
              {detail.parameters.map((parameter, i) => (
                <tr key={`${parameter.name}-${i}`}>
                  <th scope="row">{parameter.name}</th>
                  <td>{parameter.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {detail.description && (
        <section aria-labelledby="catalog-description-heading" className="catalog-section catalog-description">
          <h2 id="catalog-description-heading">{t('product.description')}</h2>
          {toParagraphs(detail.description).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      )}
      <ProductDocuments />
    </>
  );
}
