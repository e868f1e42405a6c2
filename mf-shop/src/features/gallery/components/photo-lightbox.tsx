import { useEffect, useRef, type KeyboardEvent } from 'react';
import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { GalleryItem } from '@shop/shared';
import { LazyImage } from '@shop/shared/react';
import { useTranslation } from 'react-i18next';
import styles from './gallery.module.css';

/**
 * A photo at full size in a modal dialog (the native <dialog>: focus stays inside, Escape closes it). Arrow keys
 * and the buttons move between the photos; closing returns focus to the photo that opened it (done by the page).
 */
export function PhotoLightbox({ items, index, onIndex, onClose }: { items: GalleryItem[]; index: number; onIndex: (index: number) => void; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const dialog = useRef<HTMLDialogElement>(null);
  const item = items[index]!;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return undefined;
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (typeof el.close === 'function' && el.open) el.close();
    };
  }, []);

  const move = (delta: number) => onIndex((index + delta + items.length) % items.length);
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  }

  return (
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-label={t('gallery.dialogLabel')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <figure className={styles.lightboxFigure}>
        <LazyImage
          key={item.uuid}
          className={styles.lightboxImage}
          src={item.image.url}
          alt={item.title}
          width={item.image.width}
          height={item.image.height}
          sizes="90vw"
          priority
        />
        <figcaption>
          <span>{item.title}</span>
          <span className={styles.counter} aria-live="polite">
            {t('gallery.counter', { index: index + 1, count: items.length })}
          </span>
        </figcaption>
      </figure>
      <div className={styles.lightboxControls}>
        <button type="button" onClick={() => move(-1)} aria-label={t('gallery.previous')} disabled={items.length < 2}>
          <LeftOutlined aria-hidden />
        </button>
        <button type="button" onClick={() => move(1)} aria-label={t('gallery.next')} disabled={items.length < 2}>
          <RightOutlined aria-hidden />
        </button>
        <button type="button" onClick={onClose} aria-label={t('gallery.close')} autoFocus>
          <CloseOutlined aria-hidden />
        </button>
      </div>
    </dialog>
  );
}
