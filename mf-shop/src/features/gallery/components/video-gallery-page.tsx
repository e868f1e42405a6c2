import { useState } from 'react';
import { PlayCircleFilled } from '@ant-design/icons';
import type { GalleryItem } from '@shop/shared';
import { EmptyState, ErrorState, LazyImage, useDocumentTitle } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import pageStyles from '../../../components/page.module.css';
import { useGallery } from '../api/get-gallery.ts';
import { GallerySkeleton } from './gallery-page.tsx';
import styles from './gallery.module.css';

/** The poster first; the video loads only when the visitor asks for it, in the same box (nothing moves). */
function VideoTile({ item }: { item: GalleryItem }) {
  const { t } = useTranslation('shop');
  const [playing, setPlaying] = useState(false);
  return (
    <figure className={styles.tile}>
      {playing && item.video_url ? (
        <video className={styles.tileImage} src={item.video_url} poster={item.image.url} width={item.image.width} height={item.image.height} controls autoPlay playsInline loop>
          {t('videos.unsupported')}
        </video>
      ) : (
        <button type="button" className={styles.tileButton} aria-label={t('videos.play', { title: item.title })} onClick={() => setPlaying(true)} disabled={!item.video_url}>
          <LazyImage className={styles.tileImage} src={item.image.url} alt="" width={item.image.width} height={item.image.height} sizes="(min-width: 768px) 400px, 100vw" />
          <PlayCircleFilled className={styles.play} aria-hidden />
        </button>
      )}
      <figcaption>{item.title}</figcaption>
    </figure>
  );
}

/** /{lang}/video-gallery: our products in use and our workshop at work. */
export function VideoGalleryPage() {
  const { t } = useTranslation('shop');
  const { data, error, loading, refetch } = useGallery();
  const title = t('info.pages.video-gallery.title');
  useDocumentTitle(title);
  return (
    <div className={pageStyles.page}>
      <h1>{title}</h1>
      <p className={pageStyles.lead}>{t('info.pages.video-gallery.intro')}</p>
      {error ? (
        <ErrorState title={t('state.loadFailed')} error={error} namespace="shop" onRetry={refetch} />
      ) : loading || !data ? (
        <GallerySkeleton />
      ) : data.length === 0 ? (
        <EmptyState description={t('videos.empty')} />
      ) : (
        <ul className={`${styles.grid} ${styles.videoGrid}`} aria-label={t('videos.listLabel')}>
          {data.map((item) => (
            <li key={item.uuid}>
              <VideoTile item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
