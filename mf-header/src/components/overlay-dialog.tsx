import { useRef, type CSSProperties, type PointerEvent as ReactPointerEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '@shop/shared/react';
import './overlay-dialog.css';

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
 * the focus, Tab cycles inside; on close, focus goes back to the opening button (useModalDialog).
 */
export function OverlayDialog(props: OverlayDialogProps) {
  const { open, onClose, labelledBy, returnFocusTo, trapFocus, top = 0, className = '', onPointerEnter, onPointerLeave, children } = props;
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalDialog(dialogRef, { open, onClose, returnFocusTo, trapFocus });

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
