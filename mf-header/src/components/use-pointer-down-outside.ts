import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, a press (mouse, pen or touch) anywhere outside the given elements calls `onOutside`: how the
 * header's popups (the language panel, the search field with its suggestions) close when the visitor turns to the
 * page. Pointerdown rather than click, so the popup is gone before whatever was pressed reacts.
 */
export function usePointerDownOutside(inside: readonly RefObject<HTMLElement | null>[], active: boolean, onOutside: () => void): void {
  // The latest elements and callback, without adding the listener again on every render.
  const latest = useRef({ inside, onOutside });
  useEffect(() => {
    latest.current = { inside, onOutside };
  });
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || latest.current.inside.some((ref) => ref.current?.contains(target))) return;
      latest.current.onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active]);
}
