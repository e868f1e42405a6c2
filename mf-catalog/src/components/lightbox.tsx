import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';

export interface LightboxImage {
  url: string;
  width: number;
  height: number;
  /** The image's text alternative; the caption shows under it when it differs. */
  alt: string;
  caption?: string;
}

interface Props {
  images: readonly LightboxImage[];
  /** The image shown; null keeps the lightbox closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A horizontal move of at least this many pixels (and more sideways than up or down) is a swipe. */
const SWIPE_DISTANCE = 50;
const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A full-screen image viewer (a modal dialog): arrow keys, Home and End move between the images, Escape closes,
 * Tab stays inside, a swipe on a touch screen moves too; focus returns to where it was when it closes.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: Props) {
  const { t } = useTranslation('catalog');
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const open = index !== null && images.length > 0;

  // While open: focus moves in, the page behind does not scroll, and focus goes back to the opener on close.
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  const count = images.length;
  const current = Math.min(Math.max(index, 0), count - 1);
  const image = images[current]!;
  const go = (target: number) => onIndexChange((target + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 };
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key in moves && count > 1) {
      event.preventDefault();
      go(moves[event.key]!);
    } else if (event.key === 'Tab') {
      trapFocus(event);
    }
  }

  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    const focusable = Array.from(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.current?.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.current?.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType !== 'mouse') swipeStart.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? current + 1 : current - 1);
  }

  const position = t('lightbox.position', { index: current + 1, count });
  return createPortal(
    <div className="catalog-lightbox" onKeyDown={onKeyDown}>
      <div
        ref={dialog}
        className="catalog-lightbox__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={t('lightbox.label', { title: image.caption || image.alt })}
        aria-describedby="catalog-lightbox-position"
      >
        <div className="catalog-lightbox__bar">
          <p id="catalog-lightbox-position" className="catalog-lightbox__position" aria-live="polite">
            {position}
          </p>
          <button ref={closeButton} type="button" className="catalog-lightbox__button" onClick={onClose} aria-label={t('lightbox.close')}>
            <CloseOutlined aria-hidden />
          </button>
        </div>
        <div
          className="catalog-lightbox__stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          {count > 1 && (
            <button type="button" className="catalog-lightbox__button catalog-lightbox__prev" onClick={() => go(current - 1)} aria-label={t('lightbox.previous')}>
              <LeftOutlined aria-hidden />
            </button>
          )}
          <figure className="catalog-lightbox__figure">
            <img
              key={image.url}
              className="catalog-lightbox__image"
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              draggable={false}
            />
            {image.caption ? <figcaption className="catalog-lightbox__caption">{image.caption}</figcaption> : null}
          </figure>
          {count > 1 && (
            <button type="button" className="catalog-lightbox__button catalog-lightbox__next" onClick={() => go(current + 1)} aria-label={t('lightbox.next')}>
              <RightOutlined aria-hidden />
            </button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
