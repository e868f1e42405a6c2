import { useLayoutEffect, type RefObject } from 'react';

/** Keeps at least this far from the viewport's edges. */
const EDGE = 8;

/**
 * Places a `position: fixed` popup 4 px below its anchor, and again on every scroll and resize while it is shown.
 * Fixed, because the header is exactly its reserved height and clips what overflows it (`.site-header`): a popup
 * inside it must leave its box to be seen. `align: 'start'` lines up the left edges, `'end'` the right ones; either
 * way the popup stays within the viewport, `maxWidth` wide at most.
 */
export function usePinnedBelow(
  anchorRef: RefObject<HTMLElement | null>,
  popupRef: RefObject<HTMLElement | null>,
  shown: boolean,
  { align, maxWidth }: { align: 'start' | 'end'; maxWidth?: number },
): void {
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const popup = popupRef.current;
    if (!shown || !anchor || !popup) return undefined;
    const place = () => {
      const box = anchor.getBoundingClientRect();
      if (maxWidth !== undefined) popup.style.width = `${Math.min(maxWidth, window.innerWidth - 2 * EDGE)}px`;
      const width = popup.offsetWidth;
      const left = align === 'start' ? box.left : box.right - width;
      popup.style.top = `${Math.round(box.bottom + 4)}px`;
      popup.style.left = `${Math.round(Math.max(EDGE, Math.min(left, window.innerWidth - width - EDGE)))}px`;
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchorRef, popupRef, shown, align, maxWidth]);
}
