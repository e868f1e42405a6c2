import { useState } from 'react';
import type { ProductImage } from '@shop/shared';
import { LazyImage, useThumbnailKeys } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import styles from './product-page.module.css';

/**
 * Main image and a row of thumbnail buttons. The main image loads eagerly (it is above the fold), the thumbnails
 * lazily; arrow keys, Home and End move between the thumbnails, Enter or Space shows one.
 */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const { t } = useTranslation('shop');
  const [selected, setSelected] = useState(0);
  const { onKeyDown, thumbRef } = useThumbnailKeys(images.length, selected, setSelected);
  const main = images[Math.min(selected, images.length - 1)];

  if (!main) {
    return <div className={styles.noImage}>{t('product.noImage')}</div>;
  }

  return (
    <div className={styles.gallery}>
      <figure className={styles.mainFigure}>
        <LazyImage
          key={main.url}
          className={styles.mainImage}
          src={main.url}
          alt={main.alt || name}
          width={main.width}
          height={main.height}
          sizes="(min-width: 1024px) 600px, 100vw"
          priority
        />
        {images.length > 1 ? (
          <figcaption className="visually-hidden" aria-live="polite">
            {t('product.imageOf', { index: selected + 1, count: images.length })}
          </figcaption>
        ) : null}
      </figure>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t('product.gallery')} onKeyDown={onKeyDown}>
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button
                ref={thumbRef(i)}
                type="button"
                className={styles.thumbButton}
                aria-pressed={i === selected}
                aria-label={t('product.showImage', { index: i + 1, count: images.length })}
                tabIndex={i === selected ? 0 : -1}
                onClick={() => setSelected(i)}
              >
                <LazyImage src={image.url} alt="" width={80} height={80} fixed />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
