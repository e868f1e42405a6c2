import { useEffect, useRef, useState } from 'react';
import { PlayCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GalleryItem } from '@shop/shared';
import { EmptyState, ErrorState, useDocumentTitle, useLoaded } from '@shop/shared/react';

/** A video file the browser plays itself (the site's own media); anything else is a provider's embed page. */
const VIDEO_FILE = /\.(webm|mp4|ogv|ogg|mov)(\?|#|$)/i;

/** The embed address with autoplay on: the visitor has just pressed play, one click should be enough. */
function autoplayUrl(videoUrl: string): string {
  try {
    const url = new URL(videoUrl, window.location.href);
    url.searchParams.set('autoplay', '1');
    return url.href;
  } catch {
    return videoUrl;
  }
}

/** A video as its poster with a play button; the embed (and everything it downloads) loads only when asked for. */
function VideoCard({ item }: { item: GalleryItem }) {
  const { t } = useTranslation('catalog');
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  // The poster button is gone once playing: focus moves to the player instead of getting lost.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  const { url, width, height } = item.image;
  return (
    <li className="catalog-video">
      <div className="catalog-video__frame" style={{ aspectRatio: `${width} / ${height}` }}>
        {playing && item.video_url && VIDEO_FILE.test(item.video_url) ? (
          <video ref={frame} src={item.video_url} poster={url} width={width} height={height} controls autoPlay playsInline tabIndex={0} aria-label={item.title} />
        ) : playing && item.video_url ? (
          <iframe
            ref={frame}
            src={autoplayUrl(item.video_url)}
            title={item.title}
            width={width}
            height={height}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className="catalog-video__poster"
            onClick={() => setPlaying(true)}
            disabled={!item.video_url}
            aria-label={item.video_url ? t('video.play', { title: item.title }) : t('video.unavailable', { title: item.title })}
          >
            <img src={url} alt="" width={width} height={height} loading="lazy" decoding="async" />
            {item.video_url && <PlayCircleFilled aria-hidden className="catalog-video__play" />}
          </button>
        )}
      </div>
      <h2 className="catalog-video__title">{item.title}</h2>
    </li>
  );
}

/** /{lang}/katalog/galeria-video-inspiracii: videos of products and finished work. */
export function VideoGalleryPage() {
  const { t } = useTranslation('catalog');
  const gallery = useLoaded<GalleryItem[]>('gallery');
  useDocumentTitle(t('video.title'));

  let content;
  if (gallery.status === 'idle') content = null;
  else if (gallery.status === 'error') content = <ErrorState title={t('video.error')} error={gallery.error} namespace="catalog" className="catalog-error" onRetry={gallery.refetch} />;
  else if (gallery.data.length === 0) content = <EmptyState description={t('video.empty')} />;
  else
    content = (
      <ul className="catalog-videos" aria-label={t('video.listLabel')}>
        {gallery.data.map((item) => (
          <VideoCard key={item.uuid} item={item} />
        ))}
      </ul>
    );

  return (
    <>
      <h1>{t('video.title')}</h1>
      <p className="catalog-intro">{t('video.intro')}</p>
      <p className="catalog-note">{t('video.privacy')}</p>
      {content}
    </>
  );
}
