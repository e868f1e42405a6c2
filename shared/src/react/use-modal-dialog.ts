import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements of a container, in tab order (hidden ones left out). */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
}

// Open dialogs, innermost last: Escape and the focus trap belong to the innermost only.
const openDialogs: HTMLElement[] = [];

export interface ModalDialogOptions {
  open: boolean;
  onClose: () => void;
  /** Where focus returns when the dialog closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
  /**
   * Whether focus moves into the dialog and stays there (the default). A menu opened by hovering leaves focus where
   * it is (the pointer user did not ask to move it); Escape still closes it.
   */
  trapFocus?: boolean;
}

/**
 * What a modal dialog does, for the element `dialog` holds while `open`: Escape closes it, focus moves in and Tab
 * stays inside, focus that escapes is brought back, the page behind does not scroll (its scrollbar's width kept, so
 * nothing shifts), and on close focus goes back to the opener. Used by dialogs in a layer of their own (the header's
 * OverlayDialog) and by parts of a page that are a dialog only sometimes (the category's filters on a phone).
 */
export function useModalDialog(dialogRef: RefObject<HTMLElement | null>, { open, onClose, returnFocusTo, trapFocus = true }: ModalDialogOptions): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Registration in the stack, Escape and the focus trap.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    openDialogs.push(dialog);
    const isInnermost = () => openDialogs[openDialogs.length - 1] === dialog;

    function onKeyDown(event: KeyboardEvent) {
      if (!isInnermost() || !dialog) return;
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
        if (!trapFocus) return;
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
      if (!trapFocus || !isInnermost() || !dialog) return;
      const target = event.target as Node | null;
      if (target && !dialog.contains(target)) (focusableIn(dialog)[0] ?? dialog).focus();
    }
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
    };
  }, [open, trapFocus, dialogRef]);

  // The page behind does not scroll while a dialog is open; the scrollbar's width is kept, so nothing shifts.
  useEffect(() => {
    if (!open) return undefined;
    const html = document.documentElement;
    const scrollbar = window.innerWidth - html.clientWidth;
    const before = { overflow: html.style.overflow, padding: html.style.paddingRight };
    html.style.overflow = 'hidden';
    if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
    return () => {
      html.style.overflow = before.overflow;
      html.style.paddingRight = before.padding;
    };
  }, [open]);

  // Focus moves in when the dialog takes it, and back to the opener when the dialog closes while holding it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !trapFocus || !dialog) return undefined;
    if (!dialog.contains(document.activeElement)) (focusableIn(dialog)[0] ?? dialog).focus();
    const opener = returnFocusTo.current;
    return () => {
      const active = document.activeElement;
      if (!active || active === document.body || dialog.contains(active)) opener?.focus();
    };
  }, [open, trapFocus, dialogRef, returnFocusTo]);
}
