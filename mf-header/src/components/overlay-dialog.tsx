import { useEffect, useRef, type CSSProperties, type PointerEvent as ReactPointerEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './overlay-dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements of a container, in tab order (hidden ones left out). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
}

// Open dialogs, innermost last: Escape and the focus trap belong to the innermost only.
const openDialogs: HTMLElement[] = [];

interface OverlayDialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Where focus returns when the dialog closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
  /**
   * Whether focus moves into the dialog and stays there. A mega-menu opened by hovering leaves focus where it is
   * (the pointer user did not ask to move it); one opened by click or keyboard takes it.
   */
  trapFocus: boolean;
  /** Top edge of overlay and dialog (the mega-menu opens below the header bar); 0 is full screen. */
  top?: number;
  className?: string;
  onPointerEnter?: (event: ReactPointerEvent) => void;
  onPointerLeave?: (event: ReactPointerEvent) => void;
  children: ReactNode;
}

/**
 * A modal layer rendered into document.body, above everything the page stacks: the overlay at z-index 2000, the
 * dialog at 2400 (spec section 9), both position: fixed. Escape and a click on the overlay close it; while it holds
 * the focus, Tab cycles inside; on close, focus goes back to the opening button.
 */
export function OverlayDialog(props: OverlayDialogProps) {
  const { open, onClose, labelledBy, returnFocusTo, trapFocus, top = 0, className = '', onPointerEnter, onPointerLeave, children } = props;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Registration in the stack, Escape, the focus trap, and giving focus back.
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
      if (event.key !== 'Tab' || !dialog.contains(document.activeElement)) return;
      const focusables = focusableIn(dialog);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
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
  }, [open, trapFocus]);

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
  }, [open, trapFocus, returnFocusTo]);

  if (!open) return null;
  const style = { '--overlay-dialog-top': `${top}px` } as CSSProperties;
  return createPortal(
    <>
      <div className="overlay-dialog__overlay" style={style} onClick={onClose} aria-hidden="true" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal={trapFocus}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`overlay-dialog ${className}`}
        style={style}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        {children}
      </div>
    </>,
    document.body,
  );
}
