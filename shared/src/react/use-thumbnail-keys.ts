import { useRef, type KeyboardEvent } from 'react';

/**
 * The keyboard of a row of thumbnail buttons that choose one image (a product's gallery): one tab stop, the chosen
 * thumbnail; arrow keys move the choice round the row, Home and End to its ends, and focus follows it. `thumbRef(i)`
 * goes on the i-th button, `onKeyDown` on the list around them.
 */
export function useThumbnailKeys(count: number, selected: number, select: (index: number) => void) {
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowDown: selected + 1, ArrowLeft: selected - 1, ArrowUp: selected - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + count) % count;
    select(next);
    thumbs.current[next]?.focus();
  }
  const thumbRef = (index: number) => (element: HTMLButtonElement | null) => {
    thumbs.current[index] = element;
  };
  return { onKeyDown, thumbRef };
}
