import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePath, type ProductListItem } from '@shop/shared';
import { TileGridSkeleton } from './tiles.tsx';
import { PriceLines, usePageLang } from '@shop/shared/react';

/** Size of the product thumbnails as the API makes them; CSS shows them 4:3 across the tile. */
const THUMB_WIDTH = 400;
const THUMB_HEIGHT = 300;

/** Products as image tiles, each leading to its catalogue detail page. */
export function ProductTiles({ products, label }: { products: readonly ProductListItem[]; label: string }) {
  const lang = usePageLang();
  return (
    <ul className="catalog-products" aria-label={label}>
      {products.map((product) => (
        <li key={product.uuid} className="catalog-product">
          <Link to={localePath('katalog-slug', lang, { slug: product.slug })} className="catalog-product__link">
            <img
              className="catalog-product__image"
              src={product.thumb_url}
              alt=""
              width={THUMB_WIDTH}
              height={THUMB_HEIGHT}
              loading="lazy"
              decoding="async"
            />
            <span className="catalog-product__body">
              <span className="catalog-product__name">{product.name}</span>
            </span>
          </Link>
          <div className="catalog-product__price">
            <PriceLines price={product.price} className="catalog-price" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The product grid while it loads: tiles of the same size, so nothing shifts when the products arrive. */
export function ProductTilesSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation('catalog');
  return <TileGridSkeleton label={t('products.loading')} block="catalog-product" listClass="catalog-products" count={count} lines={{ title: '80%', text: '50%' }} />;
}
