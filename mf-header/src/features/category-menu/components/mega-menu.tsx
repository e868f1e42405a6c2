import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localePath } from '@shop/shared';
import { Button, ClientLink, useApiLanguage, usePageLocation } from '@shop/shared/react';
import { OverlayDialog } from '../../../components/overlay-dialog.tsx';
import type { CategoryMenuState } from '../api/get-category-menu.ts';
import { useProductsCurrent } from '../hooks/use-products-current.ts';
import { CategoryGrid } from './category-grid.tsx';
import './mega-menu.css';

/** Spec section 9: the menu opens after the pointer rests 300 ms on Products and closes 250 ms after it leaves. */
export const MENU_OPEN_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 250;

/** How the menu was opened: by hovering (focus stays put) or by a click or key (focus moves in and is trapped). */
type OpenedBy = 'hover' | 'press';

interface MegaMenuProps {
  menu: CategoryMenuState;
}

/** Products in the main bar (from md up): a button opening the full-screen mega-menu of every category. */
export function MegaMenu({ menu }: MegaMenuProps) {
  const { t } = useTranslation('header');
  const lang = useApiLanguage();
  const current = useProductsCurrent();
  const location = usePageLocation();
  const here = `${location.pathname}${location.search}`;
  // The menu remembers the URL it was opened on: any navigation (a choice, back, the language switcher) closes it.
  const [opened, setOpened] = useState<{ at: string; by: OpenedBy; top: number } | null>(null);
  const open = opened !== null && opened.at === here;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const titleId = useId();
  const dialogId = useId();

  const clearTimer = () => window.clearTimeout(timer.current);
  useEffect(() => clearTimer, []);

  /** The dialog starts below the header bar, so Products stays visible and hoverable above it. */
  function headerBottom(): number {
    const header = triggerRef.current?.closest('header');
    return Math.max(0, Math.round(header?.getBoundingClientRect().bottom ?? 0));
  }
  const show = (by: OpenedBy) => {
    clearTimer();
    setOpened({ at: here, by, top: headerBottom() });
  };
  const close = () => {
    clearTimer();
    setOpened(null);
  };

  const isMouse = (event: ReactPointerEvent) => event.pointerType === 'mouse';
  function onTriggerEnter(event: ReactPointerEvent) {
    if (!isMouse(event)) return;
    clearTimer();
    if (!open) timer.current = window.setTimeout(() => show('hover'), MENU_OPEN_DELAY_MS);
  }
  function onLeave(event: ReactPointerEvent) {
    if (!isMouse(event)) return;
    clearTimer();
    // A menu opened by a click or a key stays until it is closed on purpose.
    if (open && opened?.by === 'hover') timer.current = window.setTimeout(close, MENU_CLOSE_DELAY_MS);
  }
  function onClick() {
    // A click on a menu the pointer opened takes it over (focus moves in) instead of closing it.
    if (open && opened?.by === 'press') close();
    else show('press');
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="mega-menu__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-current={current ? 'page' : undefined}
        onClick={onClick}
        onPointerEnter={onTriggerEnter}
        onPointerLeave={onLeave}
      >
        {t('nav.products')}
        <DownOutlined aria-hidden className="mega-menu__caret" />
      </button>
      <OverlayDialog
        open={open}
        onClose={close}
        labelledBy={titleId}
        returnFocusTo={triggerRef}
        trapFocus={opened?.by === 'press'}
        top={opened?.top ?? 0}
        className="mega-menu"
        onPointerEnter={clearTimer}
        onPointerLeave={onLeave}
      >
        <div id={dialogId} className="mega-menu__inner">
          <div className="mega-menu__head">
            <h2 id={titleId} className="mega-menu__title">
              {t('megaMenu.title')}
            </h2>
            <ClientLink to={localePath('products', lang)} onClick={close} className="mega-menu__all">
              {t('megaMenu.allProducts')}
            </ClientLink>
            <Button type="text" shape="circle" size="large" icon={<CloseOutlined aria-hidden />} aria-label={t('megaMenu.close')} onClick={close} className="mega-menu__close" />
          </div>
          <CategoryGrid menu={menu} onNavigate={close} />
        </div>
      </OverlayDialog>
    </>
  );
}
