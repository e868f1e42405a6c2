import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements of a container, in tab order (hidden ones left out). */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
}

/**
 * What a modal dialog does, for an element that is one only while `open` (the category's filters on a phone, which
 * are the page's own inline form otherwise): focus moves into it and Tab stays inside, Escape closes it, the page
 * behind does not scroll, and on close focus goes back to the button that opened it. The same behaviour as the
 * header's OverlayDialog (mf-header), for an element that stays where it is in the page.
 */
export function useModalPanel(panel: RefObject<HTMLElement | null>, open: boolean, onClose: () => void, returnFocusTo: RefObject<HTMLElement | null>) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = panel.current;
    if (!open || !dialog) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = focusableIn(dialog);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (!dialog.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    // Focus that escapes (a click on the page behind, a screen reader's virtual cursor) is brought back.
    function onFocusIn(event: FocusEvent) {
      const target = event.target as Node | null;
      if (dialog && target && !dialog.contains(target)) (focusableIn(dialog)[0] ?? dialog).focus();
    }
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    // The page behind does not scroll while the dialog is open; the scrollbar's width is kept, so nothing shifts.
    const html = document.documentElement;
    const scrollbar = window.innerWidth - html.clientWidth;
    const before = { overflow: html.style.overflow, padding: html.style.paddingRight };
    html.style.overflow = 'hidden';
    if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
    if (!dialog.contains(document.activeElement)) (focusableIn(dialog)[0] ?? dialog).focus();
    const opener = returnFocusTo.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      html.style.overflow = before.overflow;
      html.style.paddingRight = before.padding;
      const active = document.activeElement;
      if (!active || active === document.body || dialog.contains(active)) opener?.focus();
    };
  }, [open, panel, returnFocusTo]);
}
