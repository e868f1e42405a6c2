import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePath, type ProductListItem } from '@shop/shared';
import { LazyImage, PriceLines, SkeletonBlock, SkeletonPlaceholder, usePageLang } from '@shop/shared/react';
import { AddToCartButton } from './add-to-cart-button.tsx';
import styles from './product-grid.module.css';

/** The shape of product pictures (4:3); the card crops any other shape to it. */
const PRODUCT_IMAGE = { width: 1200, height: 900 } as const;
/** Cards are at least 240 px wide: one column on phones, up to five on wide screens. */
const CARD_SIZES = '(min-width: 1280px) 260px, (min-width: 768px) 33vw, (min-width: 560px) 50vw, 100vw';

function ProductCard({ product, eager }: { product: ProductListItem; eager: boolean }) {
  const { t } = useTranslation('shop');
  const lang = usePageLang();
  const nameId = useId();
  const href = localePath('slug', lang, { slug: product.slug });
  return (
    <article className={styles.card}>
      {/* The name link below is the card's accessible link; the image repeats it for pointer users only. */}
      <Link to={href} tabIndex={-1} aria-hidden>
        <LazyImage
          className={styles.thumb}
          src={product.thumb_url}
          alt=""
          width={PRODUCT_IMAGE.width}
          height={PRODUCT_IMAGE.height}
          sizes={CARD_SIZES}
          priority={eager}
        />
      </Link>
      <div className={styles.body}>
        <h3 className={styles.name} id={nameId}>
          <Link to={href}>{product.name}</Link>
        </h3>
        <p className={styles.short}>{product.short_description}</p>
        {product.variants ? (
          // A model's card (decision 0107): how many variants, in which colours; the link leads to the first.
          <p className={styles.variants}>
            {t('product.variants', { count: product.variants.count })}
            {product.variants.colours.length > 1 ? (
              <>
                <br />
                {t('product.colours', { names: product.variants.colours.map((c) => c.name).join(', ') })}
              </>
            ) : null}
          </p>
        ) : null}
        <PriceLines price={product.price} from={product.variants?.price_from} />
        <AddToCartButton uuid={product.uuid} name={product.name} describedBy={nameId} block />
      </div>
    </article>
  );
}

/**
 * A grid of product cards: thumbnail, name, short description, prices and an add-to-cart button.
 * The first `eagerCount` thumbnails load at once with high priority (the first row of a listing at the top of its
 * page); a grid further down (a product's related products) passes 0, so its pictures do not compete with the
 * page's main picture on a slow line.
 */
export function ProductGrid({ products, label, eagerCount = 4 }: { products: ProductListItem[]; label: string; eagerCount?: number }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.uuid}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder of a product grid with the size of real cards, so the page does not jump when data arrives. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className={`${styles.card} ${styles.skeletonCard}`}>
            <SkeletonBlock active className={styles.thumb} />
            <div className={styles.body}>
              <SkeletonPlaceholder active paragraph={{ rows: 3 }} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
