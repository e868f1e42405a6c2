import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Lightbox } from '../../../components/lightbox.tsx';
import type { GalleryItem } from '@shop/shared';
import { EmptyState, ErrorState, useDocumentTitle, useLoaded } from '@shop/shared/react';

/** /{lang}/katalog/galeria-inspiracii: photos of finished work; each opens in the lightbox. */
export function InspirationGalleryPage() {
  const { t } = useTranslation('catalog');
  const gallery = useLoaded<GalleryItem[]>('gallery');
  const [open, setOpen] = useState<number | null>(null);
  useDocumentTitle(t('inspiration.title'));

  let content;
  if (gallery.status === 'idle') content = null;
  else if (gallery.status === 'error') content = <ErrorState title={t('inspiration.error')} error={gallery.error} namespace="catalog" className="catalog-error" onRetry={gallery.refetch} />;
  else if (gallery.data.length === 0) content = <EmptyState description={t('inspiration.empty')} />;
  else {
    const items = gallery.data;
    content = (
      <>
        <ul className="catalog-photos" aria-label={t('inspiration.listLabel')}>
          {items.map((item, i) => (
            <li key={item.uuid} className="catalog-photo">
              <button
                type="button"
                className="catalog-photo__button"
                onClick={() => setOpen(i)}
                aria-label={t('inspiration.open', { title: item.title })}
                aria-haspopup="dialog"
              >
                <img src={item.image.url} alt="" width={item.image.width} height={item.image.height} loading={i < 6 ? 'eager' : 'lazy'} decoding="async" />
              </button>
              <p className="catalog-photo__title" aria-hidden="true">
                {item.title}
              </p>
            </li>
          ))}
        </ul>
        <Lightbox
          images={items.map((item) => ({ url: item.image.url, width: item.image.width, height: item.image.height, alt: item.title, caption: item.title }))}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      </>
    );
  }

  return (
    <>
      <h1>{t('inspiration.title')}</h1>
      <p className="catalog-intro">{t('inspiration.intro')}</p>
      {content}
    </>
  );
}
