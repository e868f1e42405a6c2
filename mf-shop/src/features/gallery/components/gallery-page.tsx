import { useRef, useState } from 'react';
import { EmptyState, ErrorState, LazyImage, SkeletonBlock, useDocumentTitle } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import pageStyles from '../../../components/page.module.css';
import { useGallery } from '../api/get-gallery.ts';
import styles from './gallery.module.css';
import { PhotoLightbox } from './photo-lightbox.tsx';

const TILE_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw';

export function GallerySkeleton() {
  return (
    <ul className={styles.grid} aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <SkeletonBlock active className={styles.skeletonTile} />
        </li>
      ))}
    </ul>
  );
}

/** /{lang}/gallery: photos of finished work; a photo opens at full size in a viewer. */
export function GalleryPage() {
  const { t } = useTranslation('shop');
  const { data, error, loading, refetch } = useGallery();
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const title = t('info.pages.gallery.title');
  useDocumentTitle(title);

  function close() {
    const index = open;
    setOpen(null);
    if (index !== null) openers.current[index]?.focus();
  }

  return (
    <div className={pageStyles.page}>
      <h1>{title}</h1>
      <p className={pageStyles.lead}>{t('info.pages.gallery.intro')}</p>
      {error ? (
        <ErrorState title={t('state.loadFailed')} error={error} namespace="shop" onRetry={refetch} />
      ) : loading || !data ? (
        <GallerySkeleton />
      ) : data.length === 0 ? (
        <EmptyState description={t('gallery.empty')} />
      ) : (
        <ul className={styles.grid} aria-label={t('gallery.listLabel')}>
          {data.map((item, i) => (
            <li key={item.uuid}>
              <figure className={styles.tile}>
                <button
                  type="button"
                  ref={(el) => {
                    openers.current[i] = el;
                  }}
                  className={styles.tileButton}
                  aria-label={t('gallery.open', { title: item.title })}
                  onClick={() => setOpen(i)}
                >
                  <LazyImage className={styles.tileImage} src={item.image.url} alt="" width={item.image.width} height={item.image.height} sizes={TILE_SIZES} priority={i < 3} />
                </button>
                <figcaption>{item.title}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {data && open !== null && data[open] ? <PhotoLightbox items={data} index={open} onIndex={setOpen} onClose={close} /> : null}
    </div>
  );
}
