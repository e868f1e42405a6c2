import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandOutlined } from '@ant-design/icons';
import type { ProductImage } from '@shop/shared';
import { useThumbnailKeys } from '@shop/shared/react';
import { Lightbox } from '../../../components/lightbox.tsx';

/**
 * The product's large image and a row of thumbnails. The large image opens the full-screen lightbox; arrow keys,
 * Home and End move between the thumbnails (one tab stop), Enter or Space shows one.
 */
export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const { t } = useTranslation('catalog');
  const [selected, setSelected] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const { onKeyDown, thumbRef } = useThumbnailKeys(images.length, selected, setSelected);
  const main = images[Math.min(selected, images.length - 1)];

  if (!main) return <div className="catalog-gallery__empty">{t('product.noImage')}</div>;

  return (
    <div className="catalog-gallery">
      <figure className="catalog-gallery__main">
        <button type="button" className="catalog-gallery__open" onClick={() => setLightbox(selected)} aria-label={t('product.enlarge', { index: selected + 1, count: images.length })}>
          <img src={main.url} alt={main.alt || name} width={main.width} height={main.height} loading="eager" fetchPriority="high" decoding="async" />
          <span className="catalog-gallery__zoom" aria-hidden="true">
            <ExpandOutlined />
          </span>
        </button>
      </figure>
      {images.length > 1 && (
        <ul className="catalog-gallery__thumbs" aria-label={t('product.images')} onKeyDown={onKeyDown}>
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button
                ref={thumbRef(i)}
                type="button"
                className="catalog-gallery__thumb"
                aria-pressed={i === selected}
                aria-label={t('product.showImage', { index: i + 1, count: images.length })}
                tabIndex={i === selected ? 0 : -1}
                onClick={() => setSelected(i)}
              >
                <img src={image.url} alt="" width={96} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Lightbox
        images={images.map((image) => ({ url: image.url, width: image.width, height: image.height, alt: image.alt || name }))}
        index={lightbox}
        onIndexChange={(index) => {
          setLightbox(index);
          setSelected(index);
        }}
        onClose={() => setLightbox(null)}
      />
    </div>
  );
}
